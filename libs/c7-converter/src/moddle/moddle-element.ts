/** The parts of a moddle object the converter reads and changes. Moddle objects are untyped at runtime. */
export interface ModdleElement {
  readonly $type: string;
  /** Attributes moddle keeps as written (namespace declarations, unknown attributes); absent on generic elements. */
  readonly $attrs?: Record<string, string>;
  $parent?: ModdleElement;
  readonly $descriptor: ModdleDescriptor;
  readonly id?: string;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  $instanceOf(type: string): boolean;
}

export interface ModdleDescriptor {
  readonly isGeneric?: boolean;
  readonly ns: { prefix: string; localName: string; name: string };
  /** Absent on elements of namespaces moddle does not know. */
  readonly properties?: readonly ModdleProperty[];
}

export interface ModdleProperty {
  readonly name: string;
  readonly ns: { prefix: string; localName: string; name: string };
  readonly isReference?: boolean;
  readonly isAttr?: boolean;
  readonly isMany?: boolean;
}

export function isModdleElement(value: unknown): value is ModdleElement {
  return typeof value === 'object' && value !== null && typeof (value as { $type?: unknown }).$type === 'string';
}

/**
 * What the model itself says for a property (`camunda:class`, `name`): moddle's `get` also answers defaults
 * (`camunda:exclusive` is true unless said otherwise), which the model never wrote.
 */
export function ownValue(element: ModdleElement, name: string): unknown {
  const property = (element.$descriptor.properties ?? []).find((candidate) => candidate.ns.name === name || candidate.name === name);
  return Object.hasOwn(element, property?.name ?? name) ? element.get(name) : undefined;
}

/** A string property the model sets, trimmed; undefined when absent or blank. */
export function text(element: ModdleElement, name: string): string | undefined {
  const value = ownValue(element, name);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function child(element: ModdleElement, name: string): ModdleElement | undefined {
  const value = element.get(name);
  return isModdleElement(value) ? value : undefined;
}

export function children(element: ModdleElement, name: string): ModdleElement[] {
  const value = element.get(name);
  return Array.isArray(value) ? value.filter(isModdleElement) : [];
}

export function is(element: ModdleElement, type: string): boolean {
  return element.$type === type;
}
