import { isModdleElement, type ModdleElement } from './moddle-element.js';

/** Diagram interchange holds shapes, not behaviour. */
const SKIPPED_PROPERTIES = new Set(['diagrams']);

/**
 * Every element the root contains (itself first), by containment only, never references. Camunda 7 extension
 * elements are listed but not entered: their converters read them whole.
 */
export function containedElements(root: ModdleElement): ModdleElement[] {
  const found: ModdleElement[] = [];
  const visit = (element: ModdleElement): void => {
    found.push(element);
    if (element.$type.startsWith('camunda:') || element.$descriptor.isGeneric) return;
    for (const property of element.$descriptor.properties ?? []) {
      if (property.isReference || property.isAttr || SKIPPED_PROPERTIES.has(property.name)) continue;
      const value = element.get(property.name);
      const values = Array.isArray(value) ? value : [value];
      for (const child of values) if (isModdleElement(child)) visit(child);
    }
  };
  visit(root);
  return found;
}
