import type { ExecutableElementType } from './executable-model.js';
import { xmlTypeName } from './moddle/moddle-element.js';
import { duplicateCatchCodes, duplicateTriggerNames } from './transformers/event-definition.js';
import type { TransformContext } from './transformers/transform-context.js';

/** Element types that boundary events may be attached to. */
export const ACTIVITY_TYPES: ReadonlySet<ExecutableElementType> = new Set([
  'SERVICE_TASK',
  'SEND_TASK',
  'BUSINESS_RULE_TASK',
  'SCRIPT_TASK',
  'USER_TASK',
  'RECEIVE_TASK',
  'MANUAL_TASK',
  'TASK',
  'SUB_PROCESS',
  'AD_HOC_SUB_PROCESS',
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
    } else if (
      element.eventDefinition?.kind === 'escalation' &&
      activity.type !== 'SUB_PROCESS' &&
      activity.type !== 'AD_HOC_SUB_PROCESS' &&
      activity.bpmnType !== 'bpmn:CallActivity'
    ) {
      // As in Zeebe: only a scope has something inside it that can escalate.
      context.problems.onId(
        element.id,
        'bpmn:boundaryEvent',
        `the escalation boundary event is attached to '${attachedToId}', a ${xmlTypeName(activity.bpmnType)}; attach it to a sub-process or a call activity`,
      );
    } else if (activity.flowScopeId !== element.flowScopeId) {
      context.problems.onId(
        element.id,
        'bpmn:boundaryEvent',
        `the boundary event is attached to '${attachedToId}' but lies in '${element.flowScopeId}', not beside it in '${activity.flowScopeId}'`,
      );
    } else if (element.eventDefinition?.kind !== 'compensation') {
      // A compensation boundary event waits for nothing while its activity runs: linkCompensation links its handler.
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
    for (const kind of ['error', 'escalation'] as const) {
      for (const duplicate of duplicateCatchCodes(boundaryEvents, kind)) {
        context.problems.onId(activity.id, xmlTypeName(activity.bpmnType), `the boundary events ${duplicate}; only one of them could ever catch it`);
      }
    }
  }
}
