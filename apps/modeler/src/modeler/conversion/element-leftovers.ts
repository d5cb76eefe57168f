/** Camunda 7's BPMN extension namespace. */
export const CAMUNDA7_NAMESPACE = 'http://camunda.org/schema/1.0/bpmn';

/** A business object as far as its Camunda 7 leftovers go: unknown attributes in `$attrs`, unknown extension elements by `$type`. */
export interface LeftoverHolder {
  $type: string;
  $attrs?: Record<string, unknown>;
  extensionElements?: { values?: { $type: string }[] };
}

/** One Camunda 7 attribute or extension element of one BPMN element. */
export type Leftover = { kind: 'attribute'; name: string; value: string } | { kind: 'extension'; name: string; index: number };

/** The prefixes a model binds to Camunda 7's namespace (its definitions' `xmlns:*` attributes); `camunda` when none. */
export function camunda7Prefixes(definitionsAttrs: Record<string, unknown> | undefined): string[] {
  const bound = Object.entries(definitionsAttrs ?? {})
    .filter(([name, value]) => name.startsWith('xmlns:') && value === CAMUNDA7_NAMESPACE)
    .map(([name]) => name.slice('xmlns:'.length));
  return bound.length > 0 ? bound : ['camunda'];
}

/** Every Camunda 7 attribute and extension element of one element, in document order (attributes first). */
export function leftoversOf(holder: LeftoverHolder, prefixes: readonly string[]): Leftover[] {
  const isCamunda7 = (name: string) => prefixes.some((prefix) => name.startsWith(`${prefix}:`));
  const attributes = Object.entries(holder.$attrs ?? {})
    .filter(([name]) => isCamunda7(name))
    .map(([name, value]): Leftover => ({ kind: 'attribute', name, value: String(value) }));
  const extensions = (holder.extensionElements?.values ?? []).flatMap((value, index): Leftover[] =>
    isCamunda7(value.$type) ? [{ kind: 'extension', name: value.$type, index }] : [],
  );
  return [...attributes, ...extensions];
}
