import type { ConversionContext } from './conversion-context.js';
import type { ModdleElement } from './moddle/moddle-element.js';

/**
 * Where a person must decide, the converted XML says so on the element itself, so a modeler can mark it: one
 * `<conversion:note severity="manual">` extension element per note. The engine ignores this namespace.
 */
export const CONVERSION_NAMESPACE = 'http://baton.dev/schema/conversion/1.0';
export const CONVERSION_PREFIX = 'conversion';

export function markManualElements(definitions: ModdleElement, context: ConversionContext): void {
  const marked = context.manualNotes();
  if (marked.size === 0) return;
  if (definitions.$attrs) definitions.$attrs[`xmlns:${CONVERSION_PREFIX}`] = CONVERSION_NAMESPACE;
  for (const [element, notes] of marked) {
    for (const note of notes) {
      context.addExtension(element, context.createGeneric(`${CONVERSION_PREFIX}:note`, CONVERSION_NAMESPACE, { severity: 'manual', $body: note.message }));
    }
  }
}
