import { FeelBudget } from '../feel-budget.js';
import type { FeelLimits } from '../feel-limits.js';
import type { BuiltinCallContext } from './builtins/builtin.js';
import { FeelEvaluationError } from './failures.js';

/** Deeper calls than this are a runaway recursion; JavaScript's own stack ends somewhat above it. */
const MAX_CALL_DEPTH = 400;
/** An explanation needs the first few reasons, not one per item of a long list. */
const MAX_WARNINGS = 20;
/** The warnings of every evaluation that has none, most of them: shared, so that none allocates its own empty list. */
export const NO_WARNINGS: readonly string[] = Object.freeze([]);

/**
 * One evaluation: its budget (time, items, text), its clock for `now()`, the depth of its calls and the warnings
 * that explain a null result (a missing variable, values that cannot be compared).
 */
export class FeelRun implements BuiltinCallContext {
  /** Made at the first warning: most evaluations have none. */
  private warned: string[] | null = null;
  readonly budget: FeelBudget;
  private depth = 0;

  constructor(
    limits: FeelLimits,
    readonly now: number,
  ) {
    this.budget = new FeelBudget(limits);
  }

  chargeItems(count: number): void {
    this.budget.chargeItems(count);
  }

  chargeText(length: number): void {
    this.budget.chargeChars(length);
  }

  /** One turn of a loop or filter: checks the clock now and then. */
  step(): void {
    this.budget.step();
  }

  get warnings(): readonly string[] {
    return this.warned ?? NO_WARNINGS;
  }

  warn(message: string): void {
    this.warned ??= [];
    if (this.warned.length < MAX_WARNINGS) this.warned.push(message);
  }

  /** Runs a user function's body one call deeper; refuses a recursion deeper than {@link MAX_CALL_DEPTH}. */
  call<T>(body: () => T): T {
    if (this.depth >= MAX_CALL_DEPTH) throw new FeelEvaluationError(`the functions call each other more than ${MAX_CALL_DEPTH} deep`);
    this.budget.step();
    this.depth++;
    try {
      return body();
    } finally {
      this.depth--;
    }
  }
}
