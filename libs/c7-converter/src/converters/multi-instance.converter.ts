import { type Converted, feelExpression } from '../conversion-context.js';
import { containsJuel } from '../juel/juel-to-feel.js';
import { child, type ModdleElement } from '../moddle/moddle-element.js';
import { keep, take, type ElementConverter } from './element-converter.js';

/** Camunda 7's multi-instance variables under their Zeebe names. */
const LOOP_VARIABLES = {
  nrOfInstances: 'numberOfInstances',
  nrOfActiveInstances: 'numberOfActiveInstances',
  nrOfCompletedInstances: 'numberOfCompletedInstances',
};

/**
 * `camunda:collection` / `camunda:elementVariable` become `zeebe:loopCharacteristics`; a loop cardinality becomes
 * the collection `for i in 1..n return i`, as Zeebe has no cardinality; the completion condition is translated
 * with the loop variables renamed.
 */
export const convertMultiInstance: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return;
  const collection = take(element, 'camunda:collection');
  const elementVariable = take(element, 'camunda:elementVariable');
  const cardinality = child(element, 'loopCardinality');
  const inputCollection = collection ? collectionFeel(collection) : cardinality ? cardinalityFeel(body(cardinality)) : undefined;
  if (inputCollection && !inputCollection.ok) {
    if (collection) keep(element, 'camunda:collection', collection);
    if (elementVariable) keep(element, 'camunda:elementVariable', elementVariable);
    context.manual(element, `the multi-instance collection (camunda:collection, camunda:elementVariable) was not converted (${inputCollection.reason})`);
  } else if (inputCollection) {
    const loop = context.create('zeebe:LoopCharacteristics', { inputCollection: inputCollection.value });
    if (elementVariable) loop.set('inputElement', elementVariable);
    context.addExtension(element, loop);
    if (cardinality) {
      element.set('loopCardinality', undefined);
      if (collection) {
        context.manual(
          element,
          `the loop cardinality '${body(cardinality)}' was removed: Camunda 7 started that many instances, Zeebe starts one per item of ${inputCollection.value}; check they agree`,
        );
      } else context.info(element, `the loop cardinality '${body(cardinality)}' became the collection ${inputCollection.value}`);
    }
  }
  convertCompletionCondition(element, context);
};

/** `items` or `${items}`: Camunda 7 takes a variable name or an expression. */
function collectionFeel(collection: string): Converted {
  return containsJuel(collection) ? feelExpression(collection) : { ok: true, value: `=${collection}` };
}

function cardinalityFeel(text: string): Converted {
  if (!/^\d+$/.test(text) && !containsJuel(text)) return { ok: false, reason: `the loop cardinality '${text}' is neither a number nor an expression` };
  const count = /^\d+$/.test(text) ? { ok: true as const, value: `=${text}` } : feelExpression(text);
  return count.ok ? { ok: true, value: `=for i in 1..${wrap(count.value.slice(1))} return i` } : count;
}

function wrap(feel: string): string {
  return /^[\w.]+$/.test(feel) ? feel : `(${feel})`;
}

function convertCompletionCondition(element: ModdleElement, context: Parameters<ElementConverter>[1]): void {
  const condition = child(element, 'completionCondition');
  const text = condition ? body(condition) : '';
  if (!condition || !containsJuel(text)) return;
  const converted = feelExpression(text, LOOP_VARIABLES);
  if (converted.ok) condition.set('body', converted.value);
  else context.manual(element, `the completion condition '${text}' was not converted (${converted.reason})`);
}

function body(expression: ModdleElement): string {
  const value = expression.get('body');
  return typeof value === 'string' ? value.trim() : '';
}
