import { Decimal } from 'decimal.js';

/**
 * A result as a spec expects it: JSON, where an integer beyond 2^53 is a bigint (FEEL numbers are decimals, so
 * `9007199254740993 + 0` must come back exact), and a temporal value is the text Zeebe stores for it (`"P4Y2M"`).
 */
export type ExpectedJson = string | number | bigint | boolean | null | ExpectedJson[] | { [key: string]: ExpectedJson };

function isNumeric(value: unknown): value is number | bigint {
  return typeof value === 'number' || typeof value === 'bigint';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Equality by FEEL's semantics: numbers by decimal value (a number and a bigint of the same value are equal;
 * 0.3 is the double nearest to the decimal 0.3), lists item by item, contexts by the same keys with equal values.
 */
export function sameFeelValue(actual: unknown, expected: ExpectedJson): boolean {
  if (isNumeric(expected)) return isNumeric(actual) && new Decimal(actual.toString()).equals(expected.toString());
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => sameFeelValue(actual[index], item));
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return false;
    const keys = Object.keys(expected);
    return (
      keys.length === Object.keys(actual).length && keys.every((key) => Object.hasOwn(actual, key) && sameFeelValue(actual[key], expected[key] as ExpectedJson))
    );
  }
  return actual === expected;
}

/** A value for a failure message: JSON, with a bigint written as `123n`. */
export function describeValue(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item)) ?? String(value);
}
