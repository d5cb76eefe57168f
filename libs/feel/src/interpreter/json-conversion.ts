import type { JsonValue } from '../json-value.js';
import { isFeelTemporal } from './temporal/index.js';
import { type FeelContext, FeelNumber, type FeelValue, feelContext, isFeelContext, isFeelFunction, isFeelNumber, isFeelRange } from './values.js';

export type JsonConversion = { ok: true; value: JsonValue } | { ok: false; message: string };

/** A variable's JSON as a FEEL value: numbers (a bigint too, for integers beyond 2^53) become decimals. */
export function jsonToFeel(value: JsonValue): FeelValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return new FeelNumber(value.toString());
  if (Array.isArray(value)) return value.map(jsonToFeel);
  const context = feelContext();
  for (const key in value) context[key] = jsonToFeel(value[key] as JsonValue);
  return context;
}

/**
 * Text with half of a UTF-16 pair (`substring before("💥", "\uDCA5")`, a `"\uD800"` literal) is no JSON PostgreSQL
 * stores: the write of the instance failed with a 500, on every retry of the command.
 */
const loneSurrogate = (text: string) => ({
  ok: false as const,
  message: `the text '${text.slice(0, 32)}' holds a lone UTF-16 surrogate (half of a pair), which cannot be stored`,
});

/**
 * A FEEL result as JSON: temporal values become their ISO text, as Zeebe stores them; an integer beyond
 * Number.MAX_SAFE_INTEGER becomes a bigint so that it keeps every digit; a function becomes null, as Zeebe stores it.
 * A range has no JSON form.
 */
export function feelToJson(value: FeelValue): JsonConversion {
  if (value === null || typeof value === 'boolean') return { ok: true, value };
  if (typeof value === 'string') return value.isWellFormed() ? { ok: true, value } : loneSurrogate(value);
  if (isFeelNumber(value)) return { ok: true, value: numberToJson(value) };
  if (Array.isArray(value)) {
    const items: JsonValue[] = [];
    for (const item of value) {
      const converted = feelToJson(item);
      if (!converted.ok) return converted;
      items.push(converted.value);
    }
    return { ok: true, value: items };
  }
  if (isFeelTemporal(value)) return { ok: true, value: value.iso };
  if (isFeelRange(value)) return { ok: false, message: 'a range is not a JSON value' };
  if (isFeelFunction(value)) return { ok: true, value: null };
  return isFeelContext(value) ? contextToJson(value) : { ok: false, message: 'the value is not a JSON value' };
}

function contextToJson(context: FeelContext): JsonConversion {
  const entries: { [key: string]: JsonValue } = {};
  for (const key in context) {
    if (!key.isWellFormed()) return loneSurrogate(key);
    const converted = feelToJson(context[key] as FeelValue);
    if (!converted.ok) return converted;
    entries[key] = converted.value;
  }
  return { ok: true, value: entries };
}

const MAX_SAFE = new FeelNumber(Number.MAX_SAFE_INTEGER);

function numberToJson(value: FeelNumber): JsonValue {
  if (value.isInteger() && value.abs().gt(MAX_SAFE)) return BigInt(value.toFixed());
  // -0 has no JSON form of its own.
  return value.isZero() ? 0 : value.toNumber();
}
