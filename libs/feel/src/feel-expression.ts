import { checkFeelSize } from './expression-size.js';
import { FeelBudget } from './feel-budget.js';
import { type FeelLimits, feelLimits } from './feel-limits.js';
import { FeelCompileError } from './interpreter/failures.js';
import { runExpression, runUnaryTests } from './interpreter/evaluate.js';
import { feelToJson } from './interpreter/json-conversion.js';
import { compiledExpression } from './interpreter/program-cache.js';
import { NO_WARNINGS } from './interpreter/run.js';
import type { FeelValue } from './interpreter/values.js';
import type { FeelSyntaxCheck } from './feel-syntax-check.js';
import type { JsonObject, JsonValue } from './json-value.js';

export type { FeelPosition, FeelSyntaxCheck } from './feel-syntax-check.js';
export { NO_WARNINGS } from './interpreter/run.js';

/**
 * The value of an evaluation with its warnings (a variable not found, values that cannot be compared: what explains a
 * null), or why it failed.
 */
export type FeelEvaluation = { ok: true; value: JsonValue; warnings: readonly string[] } | { ok: false; message: string };

/**
 * Zeebe marks an attribute as a FEEL expression with a leading `=`; without it the text is a static value.
 * Condition expressions are always FEEL, with or without the `=`.
 */
export function isFeelExpression(text: string): boolean {
  return text.trimStart().startsWith('=');
}

export function stripFeelMarker(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('=') ? trimmed.slice(1).trim() : trimmed;
}

/**
 * Checks an expression (without the `=` marker) once, at deploy time, as strictly as Zeebe's deployment: it must
 * parse and compile (`amount >> 100` parses, as a comparison with a unary test, but no evaluation could give it a value).
 */
export function checkFeelSyntax(source: string): FeelSyntaxCheck {
  if (source.trim() === '') return { ok: false, message: 'the expression is empty', position: { from: 0, to: 0 } };
  const size = checkFeelSize(source);
  if (!size.ok) return size;
  try {
    compiledExpression(source, {});
    return { ok: true };
  } catch (error) {
    if (error instanceof FeelCompileError) return { ok: false, message: error.message, position: error.position };
    return { ok: false, message: (error as Error).message, position: { from: 0, to: source.length } };
  }
}

/** A name FEEL can read only as a variable's: no keyword, literal, number, space or operator in it. */
const SIMPLE_NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;
/** Words FEEL reserves: an expression that is one of them is compiled, whatever the variables hold. */
const FEEL_KEYWORDS: ReadonlySet<string> = new Set(
  'true false null and or not if then else for in return some every satisfies between instance of function external'.split(' '),
);

/**
 * The value of the variable an expression that is nothing but its name reads (undefined for any other expression,
 * or a variable that is not there). Most expressions of Zeebe models are such a name (an input or output mapping's
 * `=orderId`, a correlation key): their JSON is the answer as it is, without converting it to FEEL and back.
 */
function namedVariable(source: string, variables: JsonObject): JsonValue | undefined {
  if (!SIMPLE_NAME.test(source) || FEEL_KEYWORDS.has(source) || !Object.hasOwn(variables, source)) return undefined;
  return variables[source];
}

/**
 * Evaluates a FEEL expression against JSON variables at engine time `now` (epoch ms; null: the machine's
 * clock, only where no engine time exists). Never throws: a syntax error, a failed function call, a result that is
 * not JSON or an evaluation over its limits (time, items built, text built: see {@link FeelLimits}) comes back as a
 * failure naming the cause.
 */
export function evaluateFeel(source: string, variables: JsonObject, now: number | null, limits: FeelLimits = feelLimits()): FeelEvaluation {
  const named = namedVariable(source, variables);
  if (named !== undefined) return sizeChecked(source, named, limits) ?? { ok: true, value: named, warnings: NO_WARNINGS };
  const outcome = runExpression(source, variables, now ?? Date.now(), limits);
  if (!outcome.ok) return outcome;
  return asJson(source, outcome.value, outcome.warnings, limits);
}

/**
 * Whether `input` passes the unary tests of a DMN input entry (`< 10`, `[1..5]`, `"a", "b"`, `-`, `not(…)`, `? > 3`):
 * a boolean, or null when it cannot tell.
 */
export function unaryTest(source: string, input: JsonValue, variables: JsonObject = {}, now: number | null = null): FeelEvaluation {
  const outcome = runUnaryTests(source, input, variables, now ?? Date.now(), feelLimits());
  if (!outcome.ok) return outcome;
  return { ok: true, value: outcome.value as boolean | null, warnings: outcome.warnings };
}

/** The result as JSON, refused when it alone is over the limits (it is about to be stored or sent). */
function asJson(source: string, value: FeelValue, warnings: readonly string[], limits: FeelLimits): FeelEvaluation {
  const tooLarge = sizeChecked(source, value, limits);
  if (tooLarge) return tooLarge;
  const converted = feelToJson(value);
  if (!converted.ok) return { ok: false, message: `failed to evaluate expression '${source}': ${converted.message}` };
  return { ok: true, value: converted.value, warnings };
}

function sizeChecked(source: string, value: unknown, limits: FeelLimits): FeelEvaluation | null {
  if (value === null || (typeof value !== 'object' && typeof value !== 'string')) return null;
  if (typeof value === 'string' && value.length <= limits.maxStringLength) return null;
  const budget = new FeelBudget(limits);
  try {
    budget.chargeValue(value);
    return null;
  } catch {
    return { ok: false, message: `the result of the expression '${source}' is larger than ${budget.exceeded}` };
  }
}
