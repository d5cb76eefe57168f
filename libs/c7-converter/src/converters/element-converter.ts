import type { ConversionContext } from '../conversion-context.js';
import { type ModdleElement, ownValue } from '../moddle/moddle-element.js';

/** Converts what one concern of Camunda 7 put on an element; called for every element of the model, in order. */
export type ElementConverter = (element: ModdleElement, context: ConversionContext) => void;

/** Reads a `camunda:` attribute and removes it from the element: the converter either replaces it or notes why not. */
export function take(element: ModdleElement, name: string): string | undefined {
  const value = ownValue(element, name);
  if (value === undefined) return undefined;
  element.set(name, undefined);
  return String(value).trim();
}

/** Puts a `camunda:` attribute back when it could not be converted, so the engine keeps refusing it by name. */
export function keep(element: ModdleElement, name: string, value: string): void {
  element.set(name, value);
}
