import { compareTemporal, isFeelTemporal, temporalEquals, temporalTypeName } from './temporal/index.js';
import { type FeelRange, type FeelTypeName, type FeelValue, isFeelContext, isFeelFunction, isFeelNumber, isFeelRange } from './values.js';

/** The FEEL type of a value, as `instance of` and error messages name it. */
export function feelTypeName(value: FeelValue): FeelTypeName {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  if (isFeelNumber(value)) return 'number';
  if (Array.isArray(value)) return 'list';
  if (isFeelTemporal(value)) return temporalTypeName(value);
  if (isFeelRange(value)) return 'range';
  if (isFeelFunction(value)) return 'function';
  return 'context';
}

/**
 * `a = b` as Camunda answers it: null is equal only to null (and `x = null` is false, not null); values of one type
 * compare by value, lists and contexts deeply; values of different types are not comparable (null). Inside a list
 * or context an incomparable pair is simply unequal, so `[1] = ["1"]` is false (feel-scala's ValComparator).
 */
export function feelEquals(a: FeelValue, b: FeelValue): boolean | null {
  if (a === null || b === null) return a === b;
  if (typeof a === 'string' || typeof a === 'boolean') return typeof b === typeof a ? a === b : null;
  if (isFeelNumber(a)) return isFeelNumber(b) ? a.eq(b) : null;
  if (Array.isArray(a)) return Array.isArray(b) ? listsEqual(a, b) : null;
  if (isFeelTemporal(a)) return isFeelTemporal(b) ? temporalEquals(a, b) : null;
  if (isFeelRange(a) || isFeelFunction(a)) return null;
  if (isFeelContext(a)) return isFeelContext(b) ? contextsEqual(a, b) : null;
  return null;
}

/** Two ranges are equal when their ends and inclusions are (DMN 1.5, 10.3.2.7; FEEL-Scala compares no ranges). */
export function rangesEqual(a: FeelRange, b: FeelRange): boolean {
  return a.startIncluded === b.startIncluded && a.endIncluded === b.endIncluded && feelEquals(a.start, b.start) === true && feelEquals(a.end, b.end) === true;
}

function listsEqual(a: readonly FeelValue[], b: readonly FeelValue[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (feelEquals(a[index] as FeelValue, b[index] as FeelValue) !== true) return false;
  return true;
}

function contextsEqual(a: { [key: string]: FeelValue }, b: { [key: string]: FeelValue }): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || feelEquals(a[key] as FeelValue, b[key] as FeelValue) !== true) return false;
  }
  return true;
}

/**
 * The order of two values for `<`, `<=`, `>`, `>=`, `between` and ranges: negative, zero or positive; null when
 * Camunda cannot compare them (a null, values of different types, booleans, lists, contexts), and the comparison
 * answers null.
 */
export function feelCompare(a: FeelValue, b: FeelValue): number | null {
  if (a === null || b === null) return null;
  if (isFeelNumber(a)) return isFeelNumber(b) ? a.cmp(b) : null;
  if (typeof a === 'string') return typeof b === 'string' ? compareStrings(a, b) : null;
  if (isFeelTemporal(a)) return isFeelTemporal(b) ? compareTemporal(a, b) : null;
  return null;
}

/** Java's String.compareTo, which Camunda uses: UTF-16 code units, as JavaScript's `<` compares. */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
