import { isFeelExpression, stripFeelMarker } from '@baton/feel';
import type { ExecutableAdHoc, ExecutableAdHocActivity, ExecutableElement, ExecutableElementType } from '../executable-model.js';
import { feelSourceProblem, isVariablePath } from '../feel-values.js';
import { elementList, elementProperty, findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { adHocParameters } from './ad-hoc-parameters.js';
import { createBaseElement } from './element-base.js';
import { JOB_WORKER_EXTENSIONS, readJobDefinition } from './job-definition.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

/** Kinds inside an ad-hoc sub-process that are never activated by id: they start with their scope or an event. */
const NOT_ACTIVATABLE: ReadonlySet<ExecutableElementType> = new Set(['START_EVENT', 'END_EVENT', 'BOUNDARY_EVENT', 'EVENT_SUB_PROCESS']);

/**
 * An ad-hoc sub-process (`bpmn:adHocSubProcess` with `zeebe:adHoc`): a scope whose activities run only when activated
 * by id: the activeElementsCollection when it starts, an activation command later, or, with a `zeebe:taskDefinition`,
 * the result of its job (Camunda's AI agent decides so which tools run). Its inner elements are compiled by
 * compileProcess, as a sub-process's are.
 */
export const adHocSubProcessTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    const hasJob = findExtension(node, 'zeebe:TaskDefinition') !== undefined;
    const reads = hasJob ? [...JOB_WORKER_EXTENSIONS, 'zeebe:AdHoc'] : ['zeebe:IoMapping', 'zeebe:AdHoc'];
    const element = createBaseElement(node, 'AD_HOC_SUB_PROCESS', reads, context);
    const adHoc = readAdHoc(node, hasJob, context);
    if (!hasJob) return adHoc ? { ...element, adHoc } : null;
    const job = readJobDefinition(node, context);
    return adHoc && job ? { ...element, adHoc, job } : null;
  },

  validate(adHocSubProcess, context) {
    const node = context.nodes.get(adHocSubProcess.id);
    const adHoc = adHocSubProcess.adHoc;
    if (!node || !adHoc) return;
    const inner = [...context.elements.values()].filter((element) => element.flowScopeId === adHocSubProcess.id);
    for (const type of ['START_EVENT', 'END_EVENT'] as const) {
      const events = inner.filter((element) => element.type === type);
      if (events.length === 0) continue;
      const ids = events.map((event) => `'${event.id}'`).join(', ');
      const what = type === 'START_EVENT' ? 'a start event' : 'an end event';
      const why = type === 'START_EVENT' ? 'its activities start when they are activated' : 'it completes when its activities are done';
      context.problems.onElement(node, `an ad-hoc sub-process must not contain ${what} (${ids}): ${why}`);
    }
    adHoc.activities = inner
      .filter((element) => !NOT_ACTIVATABLE.has(element.type) && element.incoming.length === 0)
      .map((element) => activityOf(element, context));
    if (inner.length === 0) context.problems.onElement(node, 'an ad-hoc sub-process must contain at least one activity');
  },
};

/** `zeebe:adHoc`, the completion condition and cancelRemainingInstances, checked as Zeebe checks them; null after a problem. */
function readAdHoc(node: ModdleElement, hasJob: boolean, context: TransformContext): ExecutableAdHoc | null {
  const problems: string[] = [];
  const zeebe = findExtension(node, 'zeebe:AdHoc');
  const attribute = (name: string) => (zeebe ? stringProperty(zeebe, name)?.trim() || null : null);
  const activeElementsCollection = expression(attribute('activeElementsCollection'), 'the activeElementsCollection of zeebe:adHoc', problems);
  const outputElement = expression(attribute('outputElement'), 'the outputElement of zeebe:adHoc', problems);
  const outputCollection = attribute('outputCollection');
  if (outputCollection !== null && (!isVariablePath(outputCollection) || outputCollection.includes('.'))) {
    problems.push(`the outputCollection of zeebe:adHoc must be a variable name, not '${outputCollection}'`);
  }
  if ((outputCollection === null) !== (attribute('outputElement') === null)) {
    problems.push('the outputElement and the outputCollection of zeebe:adHoc must both be set, or neither');
  }
  const condition = elementProperty(node, 'completionCondition');
  const conditionBody = condition ? stringProperty(condition, 'body')?.trim() || null : null;
  const completionCondition = conditionBody === null ? null : feel(stripFeelMarker(conditionBody), 'the bpmn:completionCondition', problems);
  const cancelRemainingInstances = node['cancelRemainingInstances'] !== false;
  if (hasJob) {
    // As in Zeebe: with a job worker, the worker's result decides what runs and when it is done.
    if (!cancelRemainingInstances) problems.push('cancelRemainingInstances="false" cannot be combined with a zeebe:taskDefinition: the job worker decides');
    if (conditionBody !== null)
      problems.push('a bpmn:completionCondition cannot be combined with a zeebe:taskDefinition: the job worker decides when it is done');
    if (attribute('activeElementsCollection') !== null) {
      problems.push('an activeElementsCollection cannot be combined with a zeebe:taskDefinition: the job worker decides what to activate');
    }
  }
  for (const problem of problems) context.problems.onElement(node, problem);
  if (problems.length > 0) return null;
  return { activeElementsCollection, completionCondition, cancelRemainingInstances, outputCollection, outputElement, activities: [] };
}

/** A FEEL attribute: Zeebe refuses static text here, since a list of ids or an element's output is no literal string. */
function expression(text: string | null, what: string, problems: string[]): string | null {
  if (text === null) return null;
  if (!isFeelExpression(text)) {
    problems.push(`${what} must be a FEEL expression starting with '=' (such as '= ${text}'), not the text '${text}'`);
    return null;
  }
  return feel(stripFeelMarker(text), what, problems);
}

function feel(source: string, what: string, problems: string[]): string | null {
  const problem = feelSourceProblem(source, what);
  if (problem) problems.push(problem);
  return problem ? null : source;
}

/** How a job worker sees an activity it may activate: Zeebe's `adHocSubProcessElements` entry. */
function activityOf(element: ExecutableElement, context: TransformContext): ExecutableAdHocActivity {
  const node = context.nodes.get(element.id);
  const documentation = node ? elementList(node, 'documentation').map((entry) => stringProperty(entry, 'text') ?? '') : [];
  const zeebeProperties = node ? findExtension(node, 'zeebe:Properties') : undefined;
  const properties: Record<string, string> = {};
  for (const property of zeebeProperties ? elementList(zeebeProperties, 'properties') : []) {
    const name = stringProperty(property, 'name');
    if (name) properties[name] = stringProperty(property, 'value') ?? '';
  }
  return {
    elementId: element.id,
    elementName: element.name,
    documentation: documentation.length > 0 ? documentation.join('\n') : null,
    properties,
    parameters: adHocParameters(element.inputMappings),
  };
}
