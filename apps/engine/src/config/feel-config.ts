import { DEFAULT_FEEL_LIMITS, type FeelLimits } from '@baton/feel';

type Integer = (name: string, fallback: number, min: number, max: number) => number;

/**
 * Reads FEEL_TIMEOUT_MS, FEEL_MAX_ITEMS and FEEL_MAX_STRING_LENGTH, the limits of one FEEL evaluation (defaults and
 * why in {@link DEFAULT_FEEL_LIMITS}); `integer` reports a bad one. An evaluation over a limit fails: the element
 * evaluating it gets an incident naming the expression.
 */
export function loadFeelConfig(integer: Integer): FeelLimits {
  return {
    timeoutMs: integer('FEEL_TIMEOUT_MS', DEFAULT_FEEL_LIMITS.timeoutMs, 1, 60_000),
    maxItems: integer('FEEL_MAX_ITEMS', DEFAULT_FEEL_LIMITS.maxItems, 1, 100_000_000),
    maxStringLength: integer('FEEL_MAX_STRING_LENGTH', DEFAULT_FEEL_LIMITS.maxStringLength, 1, 512 * 1024 * 1024),
  };
}
