import type { JsonValue } from './json-value.js';

/**
 * Whether two JSON values are equal, key order aside. It stops at the first difference and compares shared parts by
 * reference first, so comparing a long list with a copy that differs in one item costs little (serializing both,
 * as before, cost their whole size on every variable write).
 */
export function jsonEquals(left: JsonValue, right: JsonValue): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => jsonEquals(item, right[index] as JsonValue));
  }
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && jsonEquals(left[key] as JsonValue, right[key] as JsonValue));
}
