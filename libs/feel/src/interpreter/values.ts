import { Decimal } from 'decimal.js';
import type { FeelDate, FeelDateTime, FeelDuration, FeelTime } from 'feelin';

/**
 * FEEL numbers are decimals (DMN 1.3, 10.3.2.3.1: IEEE 754-2008 Decimal128), and Camunda's FEEL computes them with
 * 34 significant digits rounded half to even. JavaScript's doubles answer `0.1 + 0.2` with `0.30000000000000004`.
 */
export const FeelNumber = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -40, toExpPos: 40 });
export type FeelNumber = InstanceType<typeof FeelNumber>;

/** A context: its entries in insertion order (a null prototype, so `__proto__` is an ordinary key). */
export type FeelContext = { [key: string]: FeelValue };

export interface FeelRange {
  readonly kind: 'range';
  /** null: unbounded on that side (`> 5` is the range from 5, exclusive, upwards). */
  readonly start: FeelValue;
  readonly end: FeelValue;
  readonly startIncluded: boolean;
  readonly endIncluded: boolean;
}

/** Arguments of a call: by position, or by name (`substring(string: "a", start position: 1)`). */
export type FeelArguments = { positional: FeelValue[] } | { named: ReadonlyMap<string, FeelValue> };

export interface FeelFunction {
  readonly kind: 'function';
  /** Parameter names in order, as named arguments use them. */
  readonly parameters: readonly string[];
  /** Calls with the arguments matched to the parameters (missing ones null); a failure is an error of the call. */
  invoke(args: readonly FeelValue[]): FeelValue | FeelFailure;
}

export type FeelTemporal = FeelDate | FeelTime | FeelDateTime | FeelDuration;

export type FeelValue = null | boolean | string | FeelNumber | FeelValue[] | FeelContext | FeelTemporal | FeelRange | FeelFunction;

/**
 * An evaluation error (Camunda raises an incident for it): an unknown function, a failed `assert`, a call whose
 * arguments fit no signature where Camunda fails rather than answers null.
 */
export class FeelFailure {
  constructor(readonly message: string) {}
}

export function isFeelNumber(value: unknown): value is FeelNumber {
  return value instanceof FeelNumber;
}

export function isFeelRange(value: unknown): value is FeelRange {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'range' && !Array.isArray(value) && isTagged(value);
}

export function isFeelFunction(value: unknown): value is FeelFunction {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'function' && isTagged(value);
}

const TAGGED = Symbol('feel.tagged');

/** Ranges and functions carry a tag, so a context with an entry `kind: "range"` is still a context. */
function isTagged(value: object): boolean {
  return (value as { [TAGGED]?: true })[TAGGED] === true;
}

export function feelRange(start: FeelValue, end: FeelValue, startIncluded: boolean, endIncluded: boolean): FeelRange {
  return { kind: 'range', start, end, startIncluded, endIncluded, [TAGGED]: true } as FeelRange;
}

export function feelFunction(parameters: readonly string[], invoke: FeelFunction['invoke']): FeelFunction {
  return { kind: 'function', parameters, invoke, [TAGGED]: true } as FeelFunction;
}

export function isFeelContext(value: unknown): value is FeelContext {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === null || prototype === Object.prototype) && !isTagged(value);
}

export function feelContext(): FeelContext {
  return Object.create(null) as FeelContext;
}

/** The FEEL type names `instance of` and error messages use. */
export type FeelTypeName =
  | 'null'
  | 'boolean'
  | 'string'
  | 'number'
  | 'list'
  | 'context'
  | 'date'
  | 'time'
  | 'date and time'
  | 'days and time duration'
  | 'years and months duration'
  | 'range'
  | 'function';
