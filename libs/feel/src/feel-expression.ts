import { date, dateAndTime, evaluate, parseExpression } from 'feelin';
import { normalizeContextKey } from 'lezer-feel';
import { checkFeelSize } from './expression-size.js';
import type { JsonObject, JsonValue } from './json-value.js';
import { toJsonValue } from './to-json-value.js';

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

const PLAIN_NAME = /^[\p{L}\p{N}_$?]+$/u;

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
 * clock, only where no engine time exists). Never throws: a syntax error, a failed function call or a
 * result that is not JSON comes back as a failure naming the cause.
 */
export function evaluateFeel(source: string, variables: JsonObject, now: number | null): FeelEvaluation {
  const named = namedVariable(source, variables);
  if (named !== undefined) return asJson(source, named);
  try {
    const result = evaluate(source, withClock(namedIn(source, variables), now));
    const failure = result.warnings.find((warning) => warning.type === 'FUNCTION_INVOCATION_FAILURE');
    if (failure) return { ok: false, message: `failed to evaluate expression '${source}': ${failure.message}` };
    return asJson(source, result.value);
  } catch (error) {
    return { ok: false, message: `failed to evaluate expression '${source}': ${(error as Error).message}` };
  }
}

function asJson(source: string, value: unknown): FeelEvaluation {
  const converted = toJsonValue(value);
  return converted.ok ? converted : { ok: false, message: `failed to evaluate expression '${source}': ${converted.message}` };
}

/** Lists the variable warnings of an evaluation, for incident messages that explain a null result. */
export function explainNullResult(source: string, variables: JsonObject): string {
  try {
    const { warnings } = evaluate(source, variables);
    return warnings.map((warning) => warning.message).join('; ');
  } catch (error) {
    return (error as Error).message;
  }
}
