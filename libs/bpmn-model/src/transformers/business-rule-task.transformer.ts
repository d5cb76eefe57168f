import type { ExecutableCalledDecision } from '../executable-model.js';
import { feelValueProblem, isVariablePath, toExecutableValue } from '../feel-values.js';
import { findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import { JOB_WORKER_EXTENSIONS, MISSING_JOB_TYPE, readJobDefinition } from './job-definition.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

type BindingType = ExecutableCalledDecision['bindingType'];
const BINDING_TYPES: readonly BindingType[] = ['latest', 'deployment', 'versionTag'];

function isBindingType(text: string): text is BindingType {
  return (BINDING_TYPES as readonly string[]).includes(text);
}

/** Reads `zeebe:calledDecision` as Zeebe validates it; reports what keeps it from running and returns null then. */
function readCalledDecision(node: ModdleElement, called: ModdleElement, context: TransformContext): ExecutableCalledDecision | null {
  const report = (message: string) => {
    context.problems.onElement(node, message);
    return null;
  };
  const decisionIdText = stringProperty(called, 'decisionId')?.trim() ?? '';
  if (decisionIdText === '') return report('zeebe:calledDecision has no decisionId');
  const decisionId = toExecutableValue(decisionIdText);
  const problem = feelValueProblem(decisionId, 'the zeebe:calledDecision decisionId');
  if (problem) return report(problem);
  const resultVariable = stringProperty(called, 'resultVariable')?.trim() ?? '';
  if (resultVariable === '') return report('zeebe:calledDecision has no resultVariable; add the variable that receives the decision result');
  if (!isVariablePath(resultVariable)) return report(`zeebe:calledDecision resultVariable '${resultVariable}' is not a variable name`);
  const bindingType = stringProperty(called, 'bindingType')?.trim() || 'latest';
  if (!isBindingType(bindingType)) return report(`zeebe:calledDecision bindingType '${bindingType}' is not one of ${BINDING_TYPES.join(', ')}`);
  const versionTag = stringProperty(called, 'versionTag')?.trim() ?? '';
  if (bindingType === 'versionTag' && versionTag === '') return report('zeebe:calledDecision has bindingType versionTag but no versionTag');
  return { decisionId, resultVariable, bindingType, versionTag: bindingType === 'versionTag' ? versionTag : null };
}

/**
 * Zeebe runs a business rule task either by evaluating a DMN decision (`zeebe:calledDecision`) or as a job for a
 * worker (`zeebe:taskDefinition`), exactly like a service task.
 */
export const businessRuleTaskTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    const called = findExtension(node, 'zeebe:CalledDecision');
    if (called) {
      const element = createBaseElement(node, 'BUSINESS_RULE_TASK', ['zeebe:CalledDecision', 'zeebe:IoMapping'], context);
      const calledDecision = readCalledDecision(node, called, context);
      return calledDecision ? { ...element, calledDecision } : null;
    }
    const element = createBaseElement(node, 'BUSINESS_RULE_TASK', JOB_WORKER_EXTENSIONS, context);
    if (!findExtension(node, 'zeebe:TaskDefinition')) {
      context.problems.onElement(node, `${MISSING_JOB_TYPE} or zeebe:calledDecision with a decisionId`);
      return null;
    }
    const job = readJobDefinition(node, context);
    return job ? { ...element, job } : null;
  },
};
