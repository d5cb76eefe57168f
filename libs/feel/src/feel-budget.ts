import type { FeelLimits } from './feel-limits.js';
import { isFeelFunction, isFeelRange } from './interpreter/values.js';

/** Thrown through the evaluation (built-ins and user functions included) to end it once over budget. */
export class FeelBudgetExceeded extends Error {}

/** How often a step reads the clock: performance.now() costs about as much as a small loop body. */
const STEPS_PER_CLOCK_READ = 256;

/**
 * What one evaluation has spent. Reading the clock here is the one clock of the FEEL library, and only bounds the
 * evaluation: no result depends on it.
 */
export class FeelBudget {
  private items = 0;
  private chars = 0;
  private steps = 0;
  private readonly deadline: number;
  /** Why the evaluation went over, once it did: later steps throw at once so that loops unwind fast. */
  exceeded: string | null = null;

  constructor(readonly limits: FeelLimits) {
    this.deadline = performance.now() + limits.timeoutMs;
  }

  /** One turn of a loop or one call of a guarded function. */
  step(): void {
    if (this.exceeded !== null) throw new FeelBudgetExceeded(this.exceeded);
    if (++this.steps % STEPS_PER_CLOCK_READ === 0) this.checkTime();
  }

  checkTime(): void {
    if (performance.now() > this.deadline) this.trip(`${this.limits.timeoutMs} ms (FEEL_TIMEOUT_MS)`);
  }

  chargeItems(count: number): void {
    this.items += count;
    if (!(this.items <= this.limits.maxItems)) this.trip(`${this.limits.maxItems} list items (FEEL_MAX_ITEMS)`);
  }

  chargeChars(count: number): void {
    this.chars += count;
    if (!(this.chars <= this.limits.maxStringLength)) this.trip(`${this.limits.maxStringLength} characters of text (FEEL_MAX_STRING_LENGTH)`);
  }

  /**
   * Charges everything a value holds, a list or context counted as often as it is referenced (what writing it out
   * would cost): a value built by doubling a reference stays small in memory until it is written out or flattened.
   * Stops at the first item over budget, so the walk costs no more than the budget.
   */
  chargeValue(value: unknown): void {
    const pending: unknown[] = [value];
    while (pending.length > 0) {
      const next = pending.pop();
      if (typeof next === 'string') {
        if (next.length > 0) this.chargeChars(next.length);
      } else if (Array.isArray(next)) {
        this.chargeItems(next.length);
        for (const item of next) if (typeof item === 'object' || typeof item === 'string') pending.push(item);
      } else if (isPlainObject(next)) {
        const entries = Object.values(next);
        this.chargeItems(entries.length);
        for (const item of entries) if (typeof item === 'object' || typeof item === 'string') pending.push(item);
      }
    }
  }

  private trip(what: string): never {
    this.exceeded ??= what;
    throw new FeelBudgetExceeded(this.exceeded);
  }
}

/** A JSON object or a FEEL context (which has no prototype); not a number, temporal value, range or function. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !isFeelRange(value) && !isFeelFunction(value);
}
