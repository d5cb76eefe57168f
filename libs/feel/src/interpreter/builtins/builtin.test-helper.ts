import { type FeelContext, FeelFailure, FeelNumber, type FeelValue, feelContext, isFeelContext, isFeelNumber } from '../values.js';
import { invokeBuiltin } from './bind-arguments.js';
import type { BuiltinCallContext } from './builtin.js';
import { BUILTINS } from './index.js';

export const n = (value: string | number) => new FeelNumber(value);

export function ctx(entries: Record<string, FeelValue>): FeelContext {
  return Object.assign(feelContext(), entries);
}

/** What the specs' calls were charged. */
export const charged = { items: 0, text: 0 };

export const CALL_CONTEXT: BuiltinCallContext = {
  now: Date.UTC(2026, 11, 6, 5, 0, 0),
  chargeItems: (count) => {
    charged.items += count;
  },
  chargeText: (length) => {
    charged.text += length;
  },
};

/** A result the specs compare with toEqual: numbers as JS numbers, contexts as plain objects, a failure by its message. */
export type Plain = null | boolean | string | number | Plain[] | { [key: string]: Plain } | { failure: string } | 'no such signature';

export function plain(value: FeelValue | FeelFailure | undefined): Plain {
  if (value === undefined) return 'no such signature';
  if (value instanceof FeelFailure) return { failure: value.message };
  if (isFeelNumber(value)) return value.toNumber();
  if (Array.isArray(value)) return value.map(plain);
  if (isFeelContext(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, plain(entry)]));
  return value as Plain;
}

/** An argument as specs write it: JS numbers stand for FEEL numbers, also inside lists. */
export type Arg = FeelValue | number | Arg[];

/** Calls a built-in with positional arguments. */
export function call(name: string, ...args: Arg[]): FeelValue | FeelFailure | undefined {
  return invokeBuiltin(BUILTINS, name, { positional: args.map(feel) }, CALL_CONTEXT);
}

export function callNamed(name: string, args: Record<string, Arg>): FeelValue | FeelFailure | undefined {
  const named = new Map(Object.entries(args).map(([key, value]) => [key, feel(value)]));
  return invokeBuiltin(BUILTINS, name, { named }, CALL_CONTEXT);
}

/** `call` compared as plain values. */
export const result = (name: string, ...args: Arg[]) => plain(call(name, ...args));

function feel(value: Arg): FeelValue {
  if (typeof value === 'number') return n(value);
  if (Array.isArray(value)) return value.map(feel);
  return value;
}
