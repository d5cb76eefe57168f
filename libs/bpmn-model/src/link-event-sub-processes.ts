import { duplicateCatchCodes, duplicateTriggerNames } from './transformers/event-definition.js';
import type { TransformContext } from './transformers/transform-context.js';
import { xmlTypeName } from './moddle/moddle-element.js';
import { hasRefusedStartEvent } from './transformers/process.transformer.js';

/**
 * Gives each event sub-process its one start event (`startEventId`) and lists that start event on the enclosing scope
 * (`eventSubProcessStartEventIds`, document order), whose activation opens its subscription. Reports event
 * sub-processes without exactly one start event with an event definition, and scopes whose event sub-processes wait
 * for the same message or signal name or catch the same error or escalation code (as Zeebe does).
 */
export function linkEventSubProcesses(context: TransformContext): void {
  for (const eventSubProcess of context.elements.values()) {
    if (eventSubProcess.type !== 'EVENT_SUB_PROCESS') continue;
    const node = context.nodes.get(eventSubProcess.id);
    if (!node) continue;
    const startEvents = [...context.elements.values()].filter((element) => element.type === 'START_EVENT' && element.flowScopeId === eventSubProcess.id);
    const [startEvent, ...others] = startEvents;
    if (others.length > 0) {
      const ids = startEvents.map((element) => `'${element.id}'`).join(', ');
      context.problems.onElement(node, `the event sub-process has more than one start event: ${ids}; keep exactly one`);
    } else if (startEvent?.eventDefinition === undefined) {
      // A start event refused with its own problem needs no second one.
      if (startEvent || !hasRefusedStartEvent(node, context)) {
        context.problems.onElement(
          node,
          'the event sub-process needs exactly one start event with a timer, message, signal, conditional, error, escalation or compensation event definition',
        );
      }
    } else {
      eventSubProcess.startEventId = startEvent.id;
      const scope = eventSubProcess.flowScopeId === null ? undefined : context.elements.get(eventSubProcess.flowScopeId);
      // A compensation event sub-process opens no subscription: linkCompensation makes it its sub-process' handler.
      if (scope && startEvent.eventDefinition.kind !== 'compensation') {
        scope.eventSubProcessStartEventIds = [...(scope.eventSubProcessStartEventIds ?? []), startEvent.id];
      }
    }
  }
  for (const scope of context.elements.values()) {
    const startEvents = (scope.eventSubProcessStartEventIds ?? []).flatMap((id) => context.elements.get(id) ?? []);
    const scopeType = xmlTypeName(scope.bpmnType);
    for (const kind of ['message', 'signal'] as const) {
      for (const duplicate of duplicateTriggerNames(startEvents, kind)) {
        context.problems.onId(scope.id, scopeType, `the event sub-process start events ${duplicate}; give them distinct ${kind} names`);
      }
    }
    for (const kind of ['error', 'escalation'] as const) {
      for (const duplicate of duplicateCatchCodes(startEvents, kind)) {
        context.problems.onId(scope.id, scopeType, `the event sub-process start events ${duplicate}; only one of them could ever catch it`);
      }
    }
  }
}
