import { extensionValues, type ModdleElement, xmlTypeName } from '../moddle/moddle-element.js';
import type { TransformContext } from './transform-context.js';

/** Zeebe extensions that only carry metadata for tools; ignoring them cannot change how the process runs. */
const METADATA_EXTENSIONS = new Set(['zeebe:Properties', 'zeebe:UserTaskForm']);

/**
 * Reports Zeebe extension elements that the element's transformer does not read: running the element
 * without them (task listeners, for example) would not do what the model says.
 * Other vendors' extensions are tool metadata; Camunda 7 ones are reported by the dialect check.
 */
export function reportUnreadExtensions(node: ModdleElement, read: readonly string[], context: TransformContext): void {
  for (const extension of extensionValues(node)) {
    const type = extension.$type;
    if (!type.startsWith('zeebe:') || read.includes(type) || METADATA_EXTENSIONS.has(type)) continue;
    context.problems.onElement(node, `${xmlTypeName(type)} is not supported yet on ${xmlTypeName(node.$type)}`);
  }
}
