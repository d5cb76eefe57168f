import type { ExecutableCalledElement } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

type BindingType = ExecutableCalledElement['bindingType'];
const BINDING_TYPES: readonly BindingType[] = ['latest', 'deployment', 'versionTag'];

function isBindingType(text: string): text is BindingType {
  return (BINDING_TYPES as readonly string[]).includes(text);
}

/** Zeebe's default for both propagation flags is true; moddle leaves an absent boolean undefined. */
function flag(node: ModdleElement, name: string): boolean {
  return node[name] !== false;
}

/** Reads `zeebe:calledElement`; reports what keeps it from running and returns null then. */
function readCalledElement(node: ModdleElement, context: TransformContext): ExecutableCalledElement | null {
  const report = (message: string) => {
    context.problems.onElement(node, message);
    return null;
  };
  const called = findExtension(node, 'zeebe:CalledElement');
  if (!called) return report('a call activity needs zeebe:calledElement with a processId');
  const processIdText = stringProperty(called, 'processId')?.trim() ?? '';
  if (processIdText === '') return report('zeebe:calledElement has no processId');
  const processId = toExecutableValue(processIdText);
  const problem = feelValueProblem(processId, 'the zeebe:calledElement processId');
  if (problem) return report(problem);
  const businessIdText = stringProperty(called, 'businessId')?.trim() ?? '';
  const businessId = businessIdText === '' ? null : toExecutableValue(businessIdText);
  const businessIdProblem = businessId && feelValueProblem(businessId, 'the zeebe:calledElement businessId');
  if (businessIdProblem) return report(businessIdProblem);
  const bindingType = stringProperty(called, 'bindingType')?.trim() || 'latest';
  if (!isBindingType(bindingType)) return report(`zeebe:calledElement bindingType '${bindingType}' is not one of ${BINDING_TYPES.join(', ')}`);
  const versionTag = stringProperty(called, 'versionTag')?.trim() ?? '';
  if (bindingType === 'versionTag' && versionTag === '') return report('zeebe:calledElement has bindingType versionTag but no versionTag');
  return {
    processId,
    bindingType,
    versionTag: bindingType === 'versionTag' ? versionTag : null,
    propagateAllChildVariables: flag(called, 'propagateAllChildVariables'),
    propagateAllParentVariables: flag(called, 'propagateAllParentVariables'),
    businessId,
  };
}

/**
 * A call activity starts an instance of another process and waits for it; `zeebe:ioMapping` inputs become its local
 * variables (and the child's, when not every parent variable is passed), outputs map what the child delivered.
 */
export const callActivityTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    const element = createBaseElement(node, 'CALL_ACTIVITY', ['zeebe:IoMapping', 'zeebe:CalledElement'], context);
    const calledElement = readCalledElement(node, context);
    if (!calledElement) return null;
    return { ...element, calledElement };
  },
};
