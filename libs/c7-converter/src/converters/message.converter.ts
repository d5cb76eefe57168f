import { type ConversionContext, staticOrFeel } from '../conversion-context.js';
import { children, isModdleElement, type ModdleElement, text } from '../moddle/moddle-element.js';
import type { ElementConverter } from './element-converter.js';

/**
 * Messages keep their names. Camunda 7 delivers a message to a waiting instance through its API (by business key,
 * process instance id or variables); Zeebe matches a correlation key the model declares, which only a person can
 * choose: every message an instance waits for without one is noted.
 */
export const convertMessageName: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:Message') return;
  const name = text(element, 'name');
  if (!name) return;
  const converted = staticOrFeel(name);
  if (converted.ok) element.set('name', converted.value);
  else context.manual(element, `the message name '${name}' was not converted (${converted.reason})`);
};

export const convertMessageCatch: ElementConverter = (element, context) => {
  const message = caughtMessage(element);
  if (!message || !waitsInsideAnInstance(element) || hasCorrelationKey(message, context)) return;
  context.manual(
    element,
    `the message '${text(message, 'name') ?? message.id ?? ''}' needs a correlation key: Camunda 7 correlated it through its API; add a zeebe:subscription correlationKey to the message (such as '=orderId')`,
  );
};

function caughtMessage(element: ModdleElement): ModdleElement | undefined {
  if (element.$type === 'bpmn:ReceiveTask') return reference(element.get('messageRef'));
  if (!['bpmn:IntermediateCatchEvent', 'bpmn:BoundaryEvent', 'bpmn:StartEvent'].includes(element.$type)) return undefined;
  const definition = children(element, 'eventDefinitions').find((candidate) => candidate.$type === 'bpmn:MessageEventDefinition');
  return definition ? reference(definition.get('messageRef')) : undefined;
}

function reference(value: unknown): ModdleElement | undefined {
  return isModdleElement(value) ? value : undefined;
}

/** A start event of the process itself starts a new instance: it needs no key. One of an event sub-process does. */
function waitsInsideAnInstance(element: ModdleElement): boolean {
  return element.$type !== 'bpmn:StartEvent' || element.$parent?.$type === 'bpmn:SubProcess';
}

function hasCorrelationKey(message: ModdleElement, context: ConversionContext): boolean {
  const subscription = context.findExtension(message, 'zeebe:Subscription');
  return subscription !== undefined && text(subscription, 'correlationKey') !== undefined;
}
