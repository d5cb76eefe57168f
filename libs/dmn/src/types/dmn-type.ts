import { type FeelTypeName, type FeelUnaryTests, feelTypeName, type FeelValue, isFeelContext } from '@baton/feel';

/** A DMN type: a FEEL built-in type, an item definition (with its allowed values), a collection or a structure. */
export type DmnType =
  | { kind: 'any'; name: string }
  | { kind: 'simple'; name: string; feelType: FeelTypeName; allowed: FeelUnaryTests | null }
  | { kind: 'collection'; name: string; item: DmnType }
  | { kind: 'structure'; name: string; components: ReadonlyMap<string, DmnType> };

export const ANY: DmnType = { kind: 'any', name: 'Any' };

/** Whether a value conforms to the type, its allowed values tested by `allows` (null conforms to every type). */
export function conformsTo(value: FeelValue, type: DmnType, allows: (tests: FeelUnaryTests, value: FeelValue) => boolean): boolean {
  if (value === null) return true;
  switch (type.kind) {
    case 'any':
      return true;
    case 'simple':
      return feelTypeName(value) === type.feelType && (type.allowed === null || allows(type.allowed, value));
    case 'collection':
      return Array.isArray(value) && value.every((item) => conformsTo(item, type.item, allows));
    case 'structure':
      if (!isFeelContext(value)) return false;
      for (const [name, component] of type.components) {
        // Every component must be there (null is a value); entries beyond them are allowed.
        if (!Object.hasOwn(value, name) || !conformsTo(value[name] as FeelValue, component, allows)) return false;
      }
      return true;
  }
}

export type Coercion = { ok: true; value: FeelValue } | { ok: false; message: string };

/**
 * A value converted to a type as DMN 1.4 (10.3.2.9.4) converts: a conforming value as it is, a singleton list to its
 * item where the type is no collection, an item to a singleton list where it is one; any other value does not conform.
 */
export function coerce(value: FeelValue, type: DmnType, allows: (tests: FeelUnaryTests, value: FeelValue) => boolean): Coercion {
  if (type.kind === 'any' || conformsTo(value, type, allows)) return { ok: true, value };
  if (type.kind !== 'collection' && Array.isArray(value) && value.length === 1 && conformsTo(value[0] as FeelValue, type, allows)) {
    return { ok: true, value: value[0] as FeelValue };
  }
  if (type.kind === 'collection' && !Array.isArray(value) && conformsTo(value, type.item, allows)) return { ok: true, value: [value] };
  return { ok: false, message: `the value does not conform to the type ${type.name}` };
}
