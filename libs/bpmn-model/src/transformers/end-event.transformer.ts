import { createBaseElement } from './element-base.js';
import { readEventDefinition, supportedEventDefinition, type TriggerRules } from './event-definition.js';
import { createMessageThrowEvent, isMessageThrow } from './message-throw-event.js';
import type { ElementTransformer } from './transform-context.js';

/**
 * A none end event, or one that broadcasts a signal, throws an error or an escalation, terminates its scope, or
 * compensates (and waits for the handlers) as the path ends; a message end event waits for its job first.
 */
const END_RESULTS: TriggerRules = { signal: true, error: 'throw', escalation: 'throw', terminate: true, compensation: 'throw' };

export const endEventTransformer: ElementTransformer = {
  create(node, context) {
    if (isMessageThrow(node)) return createMessageThrowEvent(node, 'END_EVENT', context);
    const check = supportedEventDefinition(node, END_RESULTS, context);
    if (!check.supported) return null;
    const element = createBaseElement(node, 'END_EVENT', ['zeebe:IoMapping'], context);
    if (!check.definition) return element;
    const eventDefinition = readEventDefinition(node, check.definition, END_RESULTS, context);
    return eventDefinition ? { ...element, eventDefinition } : null;
  },

  validate(element, context) {
    if (element.outgoing.length > 0) {
      context.problems.onId(element.id, 'bpmn:endEvent', 'an end event must not have outgoing sequence flows');
    }
  },
};
