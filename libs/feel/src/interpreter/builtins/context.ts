import { type FeelContext, type FeelValue, feelContext, isFeelContext } from '../values.js';
import { type BuiltinCallContext, type BuiltinSignature, builtin } from './builtin.js';

const isStringList = (value: FeelValue | undefined): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A copy of `context` with `key` set (an existing key keeps its place). */
function put(context: FeelContext, key: string, value: FeelValue, charge: BuiltinCallContext): FeelContext {
  const copy = Object.assign(feelContext(), context);
  copy[key] = value;
  charge.chargeItems(Object.keys(copy).length);
  return copy;
}

/** The value at a path of keys; null where an entry is missing or a step is no context. */
function valueAt(context: FeelContext, keys: readonly string[]): FeelValue {
  let current: FeelValue = context;
  for (const key of keys) {
    if (!isFeelContext(current) || !Object.hasOwn(current, key)) return null;
    current = current[key] as FeelValue;
  }
  return keys.length === 0 ? null : current;
}

/** Sets the value at a path of keys, making a missing or non-context step an empty context (feel-scala). */
function putAt(context: FeelContext, keys: readonly string[], value: FeelValue, charge: BuiltinCallContext): FeelContext {
  const [key, ...rest] = keys as [string, ...string[]];
  if (rest.length === 0) return put(context, key, value, charge);
  const nested = context[key];
  return put(context, key, putAt(isFeelContext(nested) ? nested : feelContext(), rest, value, charge), charge);
}

function getValue([context, key]: readonly (FeelValue | undefined)[]): FeelValue {
  if (!isFeelContext(context)) return null;
  if (typeof key === 'string') return Object.hasOwn(context, key) ? (context[key] as FeelValue) : null;
  return isStringList(key) ? valueAt(context, key) : null;
}

function getEntries([context]: readonly (FeelValue | undefined)[], charge: BuiltinCallContext): FeelValue {
  if (!isFeelContext(context)) return null;
  const entries = Object.entries(context).map(([key, value]) => Object.assign(feelContext(), { key, value }));
  charge.chargeItems(entries.length * 2);
  return entries;
}

function contextPut([context, keys, value]: readonly (FeelValue | undefined)[], charge: BuiltinCallContext): FeelValue {
  if (!isFeelContext(context)) return null;
  if (typeof keys === 'string') return put(context, keys, value ?? null, charge);
  return isStringList(keys) && keys.length > 0 ? putAt(context, keys, value ?? null, charge) : null;
}

function merge([contexts]: readonly (FeelValue | undefined)[], charge: BuiltinCallContext): FeelValue {
  if (!Array.isArray(contexts) || !contexts.every(isFeelContext)) return null;
  const merged = Object.assign(feelContext(), ...contexts) as FeelContext;
  charge.chargeItems(Object.keys(merged).length);
  return merged;
}

/** `context(entries)`: a list of contexts each with a string `key` and a `value` entry; anything else answers null. */
function fromEntries(entries: FeelValue | undefined, charge: BuiltinCallContext): FeelValue {
  if (!Array.isArray(entries)) return null;
  const context = feelContext();
  for (const entry of entries) {
    if (!isFeelContext(entry) || typeof entry.key !== 'string' || !Object.hasOwn(entry, 'value')) return null;
    context[entry.key] = entry.value as FeelValue;
  }
  charge.chargeItems(entries.length);
  return context;
}

export const CONTEXT_BUILTINS: readonly BuiltinSignature[] = [
  builtin('get entries', ['context'], getEntries),
  builtin('get entries', ['m'], getEntries),
  builtin('get value', ['m', 'key'], getValue),
  builtin('get value', ['context', 'key'], getValue),
  builtin('get value', ['context', 'keys'], getValue),
  builtin('context put', ['context', 'key', 'value'], contextPut),
  builtin('context put', ['context', 'keys', 'value'], contextPut),
  builtin('context merge', ['contexts'], merge, { variadic: true }),
  // `put` and `put all` are the deprecated names Camunda keeps for `context put` and `context merge`.
  builtin('put', ['context', 'key', 'value'], contextPut),
  builtin('put all', ['contexts'], merge, { variadic: true }),
  builtin('context', ['entries'], ([entries], charge) => fromEntries(entries, charge)),
];
