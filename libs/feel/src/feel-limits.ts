/**
 * How much one FEEL evaluation may cost: an expression comes from whoever deploys a model, and without a bound
 * `count(for x in 1..100000000 return x)` grows the engine until it dies, while its event loop serves nobody else.
 */
export interface FeelLimits {
  /** Milliseconds one evaluation may run (FEEL_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** List items, context entries and range elements one evaluation may build or loop over, in total (FEEL_MAX_ITEMS). */
  readonly maxItems: number;
  /** Characters of text one evaluation may build, in total (FEEL_MAX_STRING_LENGTH). */
  readonly maxStringLength: number;
}

/**
 * Real expressions take microseconds and build a handful of items; these bounds are far above that and far below
 * harm. The interpreter charges each item it builds or loops over and reads the clock in loops; 200 ms keeps a
 * blocked event loop short while leaving room for a garbage collection pause inside an honest evaluation; 4 Mi
 * characters is the largest variable the engine stores by default (MAX_VARIABLE_BYTES).
 */
export const DEFAULT_FEEL_LIMITS: FeelLimits = { timeoutMs: 200, maxItems: 100_000, maxStringLength: 4 * 1024 * 1024 };

let current: FeelLimits = DEFAULT_FEEL_LIMITS;

/** Sets the limits of every later evaluation that is not given its own (the engine does so once, from its configuration). */
export function setFeelLimits(limits: FeelLimits): void {
  for (const [name, value] of Object.entries(limits)) {
    if (!(Number.isFinite(value) && value > 0)) throw new Error(`the FEEL limit ${name} must be a positive number (got ${value})`);
  }
  current = { ...limits };
}

export function feelLimits(): FeelLimits {
  return current;
}
