import type { ModdleElement } from '../moddle/moddle-element.js';
import { elementProperty } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import { readEventDefinition, supportedEventDefinition, type TriggerRules } from './event-definition.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';

/**
 * An interrupting timer fires once and ends the activity, so it cannot repeat (as in Zeebe). An error always ends
 * the activity, so error boundary events are interrupting only.
 */
function boundaryTriggers(interrupting: boolean): TriggerRules {
  return {
    timer: interrupting
      ? {
          types: ['duration', 'date'],
          event: 'an interrupting timer boundary event',
          hint: 'or make the boundary event non-interrupting (cancelActivity="false")',
        }
      : { types: ['duration', 'date', 'cycle'], event: 'a timer boundary event' },
    message: { correlationKey: 'required' },
    signal: true,
    conditional: true,
    escalation: 'catch',
    compensation: 'catch',
    ...(interrupting ? { error: 'catch' as const } : {}),
  };
}

/**
 * Waits, while its activity is active, for a timer, a message or a signal; then interrupts the activity or, with
 * cancelActivity="false", runs beside it. An error or escalation boundary event catches what is thrown inside its
 * activity. A compensation boundary event waits for nothing: it links its completed activity to the handler its
 * association points to (see linkCompensation). The activity is linked once every element exists (see linkBoundaryEvents).
 */
export const boundaryEventTransformer: ElementTransformer = {
  create(node, context) {
    const interrupting = node['cancelActivity'] !== false;
    const rules = boundaryTriggers(interrupting);
    const check = supportedEventDefinition(node, rules, context);
    if (!check.supported) return null;
    if (!check.definition) {
      context.problems.onElement(node, 'a boundary event needs a timer, message, signal, conditional, error, escalation or compensation event definition');
      return null;
    }
    const attachedToId = readAttachedToId(node, context);
    const element = createBaseElement(node, 'BOUNDARY_EVENT', ['zeebe:IoMapping'], context);
    const eventDefinition = readEventDefinition(node, check.definition, rules, context);
    if (!eventDefinition || attachedToId === null) return null;
    return { ...element, eventDefinition, attachedToId, cancelActivity: interrupting };
  },

  validate(element, context) {
    if (element.incoming.length > 0) {
      context.problems.onId(element.id, 'bpmn:boundaryEvent', 'a boundary event must not have incoming sequence flows');
    }
    if (element.eventDefinition?.kind === 'compensation' && element.outgoing.length > 0) {
      context.problems.onId(
        element.id,
        'bpmn:boundaryEvent',
        'a compensation boundary event must not have outgoing sequence flows: link its handler with an association',
      );
    }
  },
};

function readAttachedToId(node: ModdleElement, context: TransformContext): string | null {
  const unresolved = context.unresolvedReferences.get(node)?.get('bpmn:attachedToRef');
  if (unresolved !== undefined) {
    context.problems.onElement(node, `attachedToRef '${unresolved}' refers to an element that does not exist`);
    return null;
  }
  const attachedTo = elementProperty(node, 'attachedToRef')?.id;
  if (!attachedTo) {
    context.problems.onElement(node, 'the boundary event has no attachedToRef; attach it to an activity');
    return null;
  }
  return attachedTo;
}
