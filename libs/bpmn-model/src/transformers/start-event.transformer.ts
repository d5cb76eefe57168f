import type { ModdleElement } from '../moddle/moddle-element.js';
import { elementList } from '../moddle/moddle-element.js';
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

/**
 * An event sub-process starts inside a running scope, as a boundary event fires on an activity: a message needs a
 * correlation key, an interrupting timer fires once, and an error (which always ends its scope) only interrupts.
 */
function eventSubProcessTriggers(interrupting: boolean): TriggerRules {
  return {
    timer: interrupting
      ? { types: ['duration', 'date'], event: 'an interrupting timer start event', hint: 'or make the start event non-interrupting (isInterrupting="false")' }
      : { types: ['duration', 'date', 'cycle'], event: 'a timer start event' },
    message: { correlationKey: 'required' },
    signal: true,
    escalation: 'catch',
    compensation: 'catch',
    ...(interrupting ? { error: 'catch' as const } : {}),
  };
}

function isInEventSubProcess(node: ModdleElement): boolean {
  return node.$parent?.$type === 'bpmn:SubProcess' && node.$parent['triggeredByEvent'] === true;
}

export const startEventTransformer: ElementTransformer = {
  create(node, context) {
    const inEventSubProcess = isInEventSubProcess(node);
    const interrupting = node['isInterrupting'] !== false;
    if (inEventSubProcess && !interrupting && elementList(node, 'eventDefinitions').some((definition) => definition.$type === 'bpmn:ErrorEventDefinition')) {
      context.problems.onElement(node, 'an error start event must be interrupting: an error always ends its scope; remove isInterrupting="false"');
      return null;
    }
    const rules = inEventSubProcess ? eventSubProcessTriggers(interrupting) : START_TRIGGERS;
    const check = supportedEventDefinition(node, rules, context);
    if (!check.supported) return null;
    // A start form is read by task list tools, not by the engine.
    const element = createBaseElement(node, 'START_EVENT', ['zeebe:IoMapping', 'zeebe:FormDefinition'], context);
    if (!check.definition) return element;
    const eventDefinition = readEventDefinition(node, check.definition, rules, context);
    if (!eventDefinition) return null;
    if (!inEventSubProcess) return { ...element, eventDefinition };
    // A compensation event sub-process runs as a handler after its sub-process completed: there is nothing to interrupt.
    return { ...element, eventDefinition, cancelActivity: eventDefinition.kind === 'compensation' ? false : interrupting };
  },

  validate(element, context) {
    if (element.incoming.length > 0) {
      context.problems.onId(element.id, 'bpmn:startEvent', 'a start event must not have incoming sequence flows');
    }
  },
};
