import { date, dateAndTime, type EvaluationResult, evaluate, parseExpression } from 'feelin';
import { normalizeContextKey } from 'lezer-feel';
import { checkFeelSize } from './expression-size.js';
import { FeelBudget } from './feel-budget.js';
import { type FeelLimits, feelLimits } from './feel-limits.js';
import { PLAIN_NAME, planFor } from './feel-plan.js';
import { guardedContext } from './guarded-context.js';
import { trackListsAsValues } from './list-tracking.js';
import type { JsonObject, JsonValue } from './json-value.js';
import { toJsonValue } from './to-json-value.js';

trackListsAsValues();

/** Where a FEEL problem sits in its source text (0-based offsets). */
export interface FeelPosition {
  from: number;
  to: number;
}

export type FeelSyntaxCheck = { ok: true } | { ok: false; message: string; position: FeelPosition };

export type FeelEvaluation = { ok: true; value: JsonValue } | { ok: false; message: string };

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

/** Checks the syntax of an expression (without the `=` marker) once, at deploy time. */
export function checkFeelSyntax(source: string): FeelSyntaxCheck {
  if (source.trim() === '') return { ok: false, message: 'the expression is empty', position: { from: 0, to: 0 } };
  const size = checkFeelSize(source);
  if (!size.ok) return size;
  let failure: FeelSyntaxCheck = { ok: true };
  try {
    const tree = parseExpression(source, {}, undefined);
    tree.iterate({
      enter(node) {
        if (failure.ok && node.type.isError) {
          failure = {
            ok: false,
            message: `syntax error at position ${node.from + 1}: ${describeAt(source, node.from)}`,
            position: { from: node.from, to: node.to },
          };
        }
        return failure.ok;
      },
    });
  } catch (error) {
    return { ok: false, message: (error as Error).message, position: { from: 0, to: source.length } };
  }
  return failure;
}

function describeAt(source: string, offset: number): string {
  if (offset >= source.length) return `the expression '${source}' ends too early`;
  return `unexpected '${source.slice(offset, offset + 12)}' in '${source}'`;
}

/**
 * The variables whose names occur in the source: FEEL reaches a variable only by writing its name, so no other can
 * matter. feelin converts its whole context on every evaluation, so passing every visible variable made each
 * evaluation cost as much as all the instance's data (an output collection growing with each item, for one).
 */
function namedIn(source: string, variables: JsonObject): JsonObject {
  const named: JsonObject = {};
  let normalizedSource: string | undefined;
  for (const name in variables) {
    // feelin matches a name with operator characters or spaces after normalizing both sides (`a-b` is `a - b`).
    const found = PLAIN_NAME.test(name) ? source.includes(name) : (normalizedSource ??= normalizeContextKey(source)).includes(normalizeContextKey(name));
    if (found) named[name] = variables[name] as JsonValue;
  }
  return named;
}

/** A name FEEL can read only as a variable's: no keyword, literal, number, space or operator in it. */
const SIMPLE_NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;
/** Words FEEL reserves: an expression that is one of them is left to feelin, whatever the variables hold. */
const FEEL_KEYWORDS: ReadonlySet<string> = new Set(
  'true false null and or not if then else for in return some every satisfies between instance of function external'.split(' '),
);
/** Keywords, and the clock functions withClock puts in place of variables of those names. */
const NOT_A_VARIABLE = new Set([...FEEL_KEYWORDS, 'now', 'today']);

/**
 * The value of the variable an expression that is nothing but its name reads (undefined for any other expression,
 * or a variable that is not there). Most expressions of Zeebe models are such a name (an input or output mapping's
 * `=orderId`, a correlation key), and feelin parses each expression and builds its execution tree at every
 * evaluation: in the order workload of the benchmark that was an eighth of the engine's time (bench/RESULTS.md).
 * A variable of the context wins over a built-in of the same name in feelin too, so the answer is the same.
 */
function namedVariable(source: string, variables: JsonObject): JsonValue | undefined {
  if (!SIMPLE_NAME.test(source) || NOT_A_VARIABLE.has(source) || !Object.hasOwn(variables, source)) return undefined;
  return variables[source];
}

/**
 * `now()` and `today()` answer the caller's time (the engine clock, which tests may pin), not the machine's:
 * the evaluation has no hidden clock.
 */
function withClock(variables: JsonObject, now: number | null): Record<string, unknown> {
  if (now === null) return variables;
  const instant = new Date(now).toISOString();
  return { ...variables, now: () => dateAndTime(instant), today: () => date(instant.slice(0, 10)) };
}

/**
 * Evaluates a FEEL expression against JSON variables at engine time `now` (epoch ms; null: the machine's
 * clock, only where no engine time exists). Never throws: a syntax error, a failed function call, a result that is
 * not JSON or an evaluation over its limits (time, items built, text built: see {@link FeelLimits}) comes back as a
 * failure naming the cause.
 */
export function evaluateFeel(source: string, variables: JsonObject, now: number | null, limits: FeelLimits = feelLimits()): FeelEvaluation {
  const named = namedVariable(source, variables);
  if (named !== undefined) return asJson(source, named, limits);
  const run = bounded(source, namedIn(source, variables), now, limits);
  if (!run.ok) return run;
  const failure = run.result.warnings.find((warning) => warning.type === 'FUNCTION_INVOCATION_FAILURE');
  if (failure) return { ok: false, message: `failed to evaluate expression '${source}': ${failure.message}` };
  return asJson(source, run.result.value, limits);
}

type BoundedRun = { ok: true; result: EvaluationResult<unknown> } | { ok: false; message: string };

/**
 * Runs feelin on the expression's plan: as it is when it cannot loop or build much, otherwise with its loops and
 * growing built-ins charged to a budget that ends the evaluation once spent.
 */
function bounded(source: string, variables: JsonObject, now: number | null, limits: FeelLimits): BoundedRun {
  const plan = planFor(source, variables);
  const budget = plan.guarded ? new FeelBudget(limits) : null;
  try {
    const context = withClock(variables, now);
    const result = evaluate(plan.source, budget ? guardedContext(plan, budget, context) : context);
    if (budget?.exceeded) return overBudget(source, budget.exceeded);
    return { ok: true, result };
  } catch (error) {
    // Over budget, an exception of feelin's own (a stack overflow, say) only tells how the evaluation unwound.
    if (budget?.exceeded) return overBudget(source, budget.exceeded);
    return { ok: false, message: `failed to evaluate expression '${source}': ${(error as Error).message}` };
  }
}

function overBudget(source: string, limit: string): { ok: false; message: string } {
  return { ok: false, message: `the expression '${source}' exceeded its budget of ${limit}` };
}

/** The result as JSON, refused when it alone is over the limits (it is about to be stored or sent). */
function asJson(source: string, value: unknown, limits: FeelLimits): FeelEvaluation {
  const size = sizeProblem(value, limits);
  if (size) return { ok: false, message: `the result of the expression '${source}' is larger than ${size}` };
  const converted = toJsonValue(value);
  return converted.ok ? converted : { ok: false, message: `failed to evaluate expression '${source}': ${converted.message}` };
}

function sizeProblem(value: unknown, limits: FeelLimits): string | null {
  if (value === null || (typeof value !== 'object' && typeof value !== 'string')) return null;
  if (typeof value === 'string' && value.length <= limits.maxStringLength) return null;
  const budget = new FeelBudget(limits);
  try {
    budget.chargeValue(value);
    return null;
  } catch {
    return budget.exceeded;
  }
}

/** Lists the variable warnings of an evaluation, for incident messages that explain a null result. */
export function explainNullResult(source: string, variables: JsonObject): string {
  const run = bounded(source, variables, null, feelLimits());
  return run.ok ? run.result.warnings.map((warning) => warning.message).join('; ') : run.message;
}
