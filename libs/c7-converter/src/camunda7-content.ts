import { containsJuel } from './juel/juel-to-feel.js';
import { type ModdleElement, ownValue } from './moddle/moddle-element.js';

export const CAMUNDA7_NAMESPACE = 'http://camunda.org/schema/1.0/bpmn';

/** One Camunda 7 construct on an element: `camunda:class`, `camunda:inputOutput`. */
export interface Camunda7Construct {
  element: ModdleElement;
  name: string;
}

/** The Camunda 7 attributes and extension elements set on the element (after conversion: what is left). */
export function camunda7Constructs(element: ModdleElement): Camunda7Construct[] {
  const found: Camunda7Construct[] = [];
  if (element.$type.startsWith('camunda:')) return found;
  for (const property of element.$descriptor.properties ?? []) {
    if (property.ns.prefix !== 'camunda') continue;
    const value = ownValue(element, property.ns.name);
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) found.push({ element, name: property.ns.name });
  }
  for (const attribute of Object.keys(element.$attrs ?? {})) {
    if (attribute.startsWith('camunda:')) found.push({ element, name: attribute });
  }
  const extensionElements = element.get('extensionElements') as ModdleElement | undefined;
  for (const extension of (extensionElements?.get('values') as ModdleElement[] | undefined) ?? []) {
    if (extension.$type.startsWith('camunda:')) found.push({ element, name: xmlName(extension.$type) });
  }
  return found;
}

/**
 * Conditions, timers and loop expressions written in JUEL, the Camunda 7 expression language, or in a script
 * language Camunda 7 runs (JavaScript, Groovy, FEEL through its script engine): Zeebe models name no language.
 */
export function hasCamunda7Expression(element: ModdleElement): boolean {
  if (element.$type !== 'bpmn:FormalExpression' && element.$type !== 'bpmn:Expression') return false;
  const body = element.get('body');
  const language = ownValue(element, 'language');
  const scripted = typeof language === 'string' && language.trim() !== '';
  return scripted || (typeof body === 'string' && containsJuel(body));
}

/** `camunda:InputOutput` → `camunda:inputOutput`, as written in XML. */
function xmlName(type: string): string {
  const [prefix, local = ''] = type.split(':');
  return `${prefix}:${local.charAt(0).toLowerCase()}${local.slice(1)}`;
}
