/** The parts of a bpmn-moddle object the compiler reads. Moddle objects are untyped at runtime. */
export interface ModdleElement {
  readonly $type: string;
  readonly $attrs?: Record<string, string>;
  readonly $parent?: ModdleElement;
  readonly $descriptor?: ModdleDescriptor;
  readonly $children?: ModdleElement[];
  readonly $body?: string;
  readonly id?: string;
  readonly name?: string;
  readonly [property: string]: unknown;
}

export interface ModdleDescriptor {
  readonly isGeneric?: boolean;
  readonly ns?: { prefix?: string; localName?: string; uri?: string };
  readonly properties?: ModdleProperty[];
}

export interface ModdleProperty {
  readonly name: string;
  readonly isReference?: boolean;
  readonly isAttr?: boolean;
  readonly isMany?: boolean;
}

/** Flow elements that carry data, not control flow; the compiler ignores them. */
export const DATA_ELEMENT_TYPES: ReadonlySet<string> = new Set(['bpmn:DataObject', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference']);

export function isModdleElement(value: unknown): value is ModdleElement {
  return typeof value === 'object' && value !== null && typeof (value as { $type?: unknown }).$type === 'string';
}

export function stringProperty(element: ModdleElement, name: string): string | undefined {
  const value = element[name];
  return typeof value === 'string' ? value : undefined;
}

export function elementProperty(element: ModdleElement, name: string): ModdleElement | undefined {
  const value = element[name];
  return isModdleElement(value) ? value : undefined;
}

export function elementList(element: ModdleElement, name: string): ModdleElement[] {
  const value = element[name];
  return Array.isArray(value) ? value.filter(isModdleElement) : [];
}

/** `bpmn:ServiceTask` → `bpmn:serviceTask`, the spelling of the XML tag. */
export function xmlTypeName(moddleType: string): string {
  const colon = moddleType.indexOf(':');
  const local = moddleType.slice(colon + 1);
  return `${moddleType.slice(0, colon + 1)}${local.charAt(0).toLowerCase()}${local.slice(1)}`;
}

export function extensionValues(element: ModdleElement): ModdleElement[] {
  const extensionElements = elementProperty(element, 'extensionElements');
  return extensionElements ? elementList(extensionElements, 'values') : [];
}

export function findExtension(element: ModdleElement, type: string): ModdleElement | undefined {
  return extensionValues(element).find((value) => value.$type === type);
}
