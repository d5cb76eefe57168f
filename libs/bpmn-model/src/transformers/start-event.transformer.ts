import { createBaseElement } from './element-base.js';
import { readEventDefinition, supportedEventDefinition, type TriggerRules } from './event-definition.js';
import type { ElementTransformer } from './transform-context.js';

/** A process starts from its none start event, or when a timer fires, a message arrives or a signal is broadcast. */
const START_TRIGGERS: TriggerRules = {
  timer: { types: ['date', 'cycle'], event: 'a timer start event' },
  // A message start event creates the instance, so there is no instance to correlate to.
  message: { correlationKey: 'optional' },
  signal: true,
};

export const startEventTransformer: ElementTransformer = {
  create(node, context) {
    const check = supportedEventDefinition(node, START_TRIGGERS, context);
    if (!check.supported) return null;
    // A start form is read by task list tools, not by the engine.
    const element = createBaseElement(node, 'START_EVENT', ['zeebe:IoMapping', 'zeebe:FormDefinition'], context);
    if (!check.definition) return element;
    const eventDefinition = readEventDefinition(node, check.definition, START_TRIGGERS, context);
    return eventDefinition ? { ...element, eventDefinition } : null;
  },

  validate(element, context) {
    if (element.incoming.length > 0) {
      context.problems.onId(element.id, 'bpmn:startEvent', 'a start event must not have incoming sequence flows');
    }
  },
};
