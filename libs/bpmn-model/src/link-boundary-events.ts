import type { ExecutableElement, ExecutableElementType } from './executable-model.js';
import { xmlTypeName } from './moddle/moddle-element.js';
import { duplicateTriggerNames } from './transformers/event-definition.js';
import type { TransformContext } from './transformers/transform-context.js';

/** Element types that boundary events may be attached to. */
const ACTIVITY_TYPES: ReadonlySet<ExecutableElementType> = new Set([
  'SERVICE_TASK',
  'SEND_TASK',
  'BUSINESS_RULE_TASK',
  'SCRIPT_TASK',
  'USER_TASK',
  'RECEIVE_TASK',
  'MANUAL_TASK',
  'TASK',
  'SUB_PROCESS',
  'CALL_ACTIVITY',
]);

/**
 * Lists each boundary event on its activity (`boundaryEventIds`, document order) and reports boundary events attached
 * to something that is not an activity of this process, and activities whose boundary events wait for the same name.
 * A boundary event on a refused activity is covered by the activity's problem.
 */
export function linkBoundaryEvents(context: TransformContext): void {
  for (const element of context.elements.values()) {
    const attachedToId = element.attachedToId;
    if (element.type !== 'BOUNDARY_EVENT' || attachedToId === undefined || context.refusedIds.has(attachedToId)) continue;
    const activity = context.elements.get(attachedToId);
    if (!activity) {
      context.problems.onId(element.id, 'bpmn:boundaryEvent', `attachedToRef '${attachedToId}' is not an activity of process '${context.processId}'`);
    } else if (!ACTIVITY_TYPES.has(activity.type)) {
      context.problems.onId(
        element.id,
        'bpmn:boundaryEvent',
        `the boundary event is attached to '${attachedToId}', a ${xmlTypeName(activity.bpmnType)}; boundary events can only be attached to activities`,
      );
    } else if (activity.flowScopeId !== element.flowScopeId) {
      context.problems.onId(
        element.id,
        'bpmn:boundaryEvent',
        `the boundary event is attached to '${attachedToId}' but lies in '${element.flowScopeId}', not beside it in '${activity.flowScopeId}'`,
      );
    } else {
      activity.boundaryEventIds = [...(activity.boundaryEventIds ?? []), element.id];
    }
  }
  for (const activity of context.elements.values()) {
    const boundaryEvents = (activity.boundaryEventIds ?? []).flatMap((id) => context.elements.get(id) ?? []);
    for (const kind of ['message', 'signal'] as const) {
      for (const duplicate of duplicateTriggerNames(boundaryEvents, kind)) {
        context.problems.onId(activity.id, xmlTypeName(activity.bpmnType), `the boundary events ${duplicate}; give them distinct ${kind} names`);
      }
    }
    for (const duplicate of duplicateErrorCodes(boundaryEvents)) {
      context.problems.onId(activity.id, xmlTypeName(activity.bpmnType), `the boundary events ${duplicate}; only one of them could ever catch it`);
    }
  }
}

/** As Zeebe, refuses two error boundary events of one activity that catch the same code (or both catch every error). */
function duplicateErrorCodes(boundaryEvents: readonly ExecutableElement[]): string[] {
  const idsByCode = new Map<string | null, string[]>();
  for (const event of boundaryEvents) {
    if (event.eventDefinition?.kind === 'error')
      idsByCode.set(event.eventDefinition.errorCode, [...(idsByCode.get(event.eventDefinition.errorCode) ?? []), event.id]);
  }
  return [...idsByCode]
    .filter(([, ids]) => ids.length > 1)
    .map(([code, ids]) => `${ids.map((id) => `'${id}'`).join(', ')} catch ${code === null ? 'every error' : `the same error code '${code}'`}`);
}
