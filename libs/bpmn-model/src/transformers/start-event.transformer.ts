import type { ExecutableElement } from '../executable-model.js';
import type { ModdleElement } from '../moddle/moddle-element.js';
import { elementList } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import { readEventDefinition, supportedEventDefinition, type TriggerRules } from './event-definition.js';
import { readFormLink } from './form-link.js';
import type { ElementTransformer } from './transform-context.js';

/**
 * A process starts from its none start event, or when a timer fires, a message arrives, a signal is broadcast or its
 * condition holds for the variables a conditional evaluation request brings.
 */
const START_TRIGGERS: TriggerRules = {
  timer: { types: ['date', 'cycle'], event: 'a timer start event' },
  // A message start event creates the instance, so there is no instance to correlate to.
  message: { correlationKey: 'optional' },
  signal: true,
  conditional: true,
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
    conditional: true,
    escalation: 'catch',
    compensation: 'catch',
    ...(interrupting ? { error: 'catch' as const } : {}),
  };
}

function isInEventSubProcess(node: ModdleElement): boolean {
  return node.$parent?.$type === 'bpmn:SubProcess' && node.$parent['triggeredByEvent'] === true;
}

/**
 * A none start event's linked form is what a task list shows to start the process; the engine only serves it. Other
 * kinds of start forms (embedded `formKey`, external references) were never refused and stay task-list business.
 */
function withStartForm(element: ExecutableElement, node: ModdleElement): ExecutableElement {
  const form = readFormLink(node, 'camunda', () => undefined);
  return form?.kind === 'formId' ? { ...element, startForm: form } : element;
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
    const element = createBaseElement(node, 'START_EVENT', ['zeebe:IoMapping', 'zeebe:FormDefinition'], context);
    if (!check.definition) return node.$parent?.$type === 'bpmn:Process' ? withStartForm(element, node) : element;
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
