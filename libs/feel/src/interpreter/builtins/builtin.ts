import type { FeelFailure, FeelValue } from '../values.js';

/** What a built-in may ask of the evaluation that calls it. */
export interface BuiltinCallContext {
  /** The engine clock, epoch ms (`now()`, `today()`). */
  readonly now: number;
  /** Counts work against the evaluation's limits; throws once they are spent (see FeelBudget). */
  chargeItems(count: number): void;
  chargeText(length: number): void;
}

/**
 * One signature of a built-in function (a name may have several, chosen by the number of arguments, or by the names
 * of named arguments). Parameters are Camunda's names, so `substring(string: "abc", start position: 2)` binds.
 */
export interface BuiltinSignature {
  readonly name: string;
  readonly parameters: readonly string[];
  /** How many trailing parameters may be left out. */
  readonly optional?: number;
  /** The last parameter takes the rest of the positional arguments as a list (`min(1, 2, 3)`, `concatenate`). */
  readonly variadic?: boolean;
  /**
   * Arguments matched to `parameters` (left-out optional ones are undefined; a variadic rest is a list). Null for a
   * call Camunda answers with null (wrong argument types included); a FeelFailure for one it fails.
   */
  call(args: readonly (FeelValue | undefined)[], context: BuiltinCallContext): FeelValue | FeelFailure;
}

/** One signature; `options` says which trailing parameters may be left out or take the rest. */
export function builtin(
  name: string,
  parameters: readonly string[],
  call: BuiltinSignature['call'],
  options: { optional?: number; variadic?: boolean } = {},
): BuiltinSignature {
  return { name, parameters, call, ...options };
}
