import { FeelBudgetExceeded } from '../feel-budget.js';
import type { FeelLimits } from '../feel-limits.js';
import type { JsonObject, JsonValue } from '../json-value.js';
import { FeelCompileError } from './failures.js';
import { jsonToFeel } from './json-conversion.js';
import { compiledExpression, compiledUnaryTests } from './program-cache.js';
import { FeelRun } from './run.js';
import { VariablesScope } from './scope.js';
import type { FeelValue } from './values.js';

/** The outcome of one evaluation: its value and the warnings that explain a null, or why it failed. */
export type FeelOutcome = { ok: true; value: FeelValue; warnings: readonly string[] } | { ok: false; message: string };

/**
 * Evaluates an expression against JSON variables at `now` (epoch ms) within `limits`. Never throws: a source that does
 * not compile, an error of the evaluation and a spent budget come back as a failure naming the cause.
 */
export function runExpression(source: string, variables: JsonObject, now: number, limits: FeelLimits): FeelOutcome {
  return guarded(source, now, limits, (run) => compiledExpression(source, variables)(new VariablesScope(run, variables)));
}

/** Whether `input` passes the unary tests `source` (a DMN input entry: `< 10`, `"a", "b"`, `-`, `not(…)`). */
export function runUnaryTests(source: string, input: JsonValue, variables: JsonObject, now: number, limits: FeelLimits): FeelOutcome {
  return guarded(source, now, limits, (run) => compiledUnaryTests(source, variables)(jsonToFeel(input), new VariablesScope(run, variables)));
}

function guarded(source: string, now: number, limits: FeelLimits, evaluate: (run: FeelRun) => FeelValue): FeelOutcome {
  return guardedRun(source, new FeelRun(limits, now), evaluate);
}

/** Runs one evaluation within `run` (whose budget and clock may serve several): a throw becomes a failure naming the cause. */
export function guardedRun(source: string, run: FeelRun, evaluate: (run: FeelRun) => FeelValue): FeelOutcome {
  try {
    const value = evaluate(run);
    return { ok: true, value, warnings: run.warnings };
  } catch (error) {
    if (error instanceof FeelBudgetExceeded || run.budget.exceeded !== null) {
      return { ok: false, message: `the expression '${source}' exceeded its budget of ${run.budget.exceeded}` };
    }
    if (error instanceof FeelCompileError) return { ok: false, message: `failed to parse expression '${source}': ${error.message}` };
    // A FeelEvaluationError, or JavaScript's own (a stack overflow in a deep recursion).
    return { ok: false, message: `failed to evaluate expression '${source}': ${(error as Error).message}` };
  }
}
