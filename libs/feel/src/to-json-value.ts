import type { JsonValue } from './json-value.js';

export type JsonConversion = { ok: true; value: JsonValue } | { ok: false; message: string };

interface IsoValue {
  iso: string;
}

function hasIso(value: object): value is IsoValue {
  return typeof (value as Partial<IsoValue>).iso === 'string';
}

/**
 * Text with half of a UTF-16 pair (`substring before("💥", "\uDCA5")`, a `"\uD800"` literal) is no JSON PostgreSQL
 * stores: the write of the instance failed with a 500, on every retry of the command.
 */
const loneSurrogate = (text: string) => ({
  ok: false as const,
  message: `the text '${text.slice(0, 32)}' holds a lone UTF-16 surrogate (half of a pair), which cannot be stored`,
});

/** Turns a FEEL result into JSON: temporal values become their ISO text, as Zeebe stores them. */
export function toJsonValue(value: unknown): JsonConversion {
  if (value === null || value === undefined) return { ok: true, value: null };
  if (typeof value === 'string') return value.isWellFormed() ? { ok: true, value } : loneSurrogate(value);
  if (typeof value === 'boolean') return { ok: true, value };
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: `the number ${value} is not a JSON value` };
  }
  if (Array.isArray(value)) {
    const items: JsonValue[] = [];
    for (const item of value) {
      const converted = toJsonValue(item);
      if (!converted.ok) return converted;
      items.push(converted.value);
    }
    return { ok: true, value: items };
  }
  if (typeof value === 'function') return { ok: false, message: 'a function is not a JSON value' };
  if (typeof value === 'object') {
    if (hasIso(value)) return { ok: true, value: value.iso };
    if (value.constructor !== Object && value.constructor !== undefined) {
      return { ok: false, message: `a ${value.constructor.name} is not a JSON value` };
    }
    const entries: { [key: string]: JsonValue } = {};
    for (const [key, entry] of Object.entries(value)) {
      if (!key.isWellFormed()) return loneSurrogate(key);
      const converted = toJsonValue(entry);
      if (!converted.ok) return converted;
      entries[key] = converted.value;
    }
    return { ok: true, value: entries };
  }
  return { ok: false, message: `a ${typeof value} is not a JSON value` };
}
