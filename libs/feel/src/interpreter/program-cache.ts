import type { JsonObject, JsonValue } from '../json-value.js';
import { compilationOf, compileExpression } from './compile.js';
import { FeelCompileError } from './failures.js';
import { type FeelTop, parseFeel } from './parse.js';
import type { Evaluator, FeelDialect } from './syntax.js';
import { compileUnaryTests, type UnaryTest } from './unary-tests.js';

/**
 * The distinct expressions of deployed models are few and each is evaluated many times: compiled once, kept in a
 * bounded map that forgets the least recently used first, so a stream of ad-hoc expressions cannot grow memory.
 */
const MAX_PROGRAMS = 4_000;
const programs = new Map<string, Evaluator | UnaryTest | FeelCompileError>();

/** Characters that make the parser read a name otherwise unless it knows it (`shipping-fee` is `shipping - fee`). */
const OPERATOR_CHARACTER = /[./\-'+*]/;
/** A FEEL keyword as a word of a name: `is in stock` is `is in (stock)` unless the parser knows the name. */
const KEYWORD = /(?:^|\s)(?:and|or|not|in|if|then|else|for|return|some|every|satisfies|between|instance|of|function|external|true|false|null)(?:\s|$)/;

function readOtherwise(name: string): boolean {
  return OPERATOR_CHARACTER.test(name) || (name.includes(' ') && KEYWORD.test(name));
}

/** The compiled expression; throws its FeelCompileError when it cannot compile. */
export function compiledExpression(source: string, variables: JsonObject, dialect: FeelDialect = 'camunda'): Evaluator {
  return compiled(source, 'Expression', variables, dialect) as Evaluator;
}

/** The compiled unary tests of a DMN input entry; throws its FeelCompileError when they cannot compile. */
export function compiledUnaryTests(source: string, variables: JsonObject, dialect: FeelDialect = 'camunda'): UnaryTest {
  return compiled(source, 'UnaryTests', variables, dialect) as UnaryTest;
}

function compiled(source: string, top: FeelTop, variables: JsonObject, dialect: FeelDialect): Evaluator | UnaryTest {
  const names = parserNames(source, variables);
  const kind = dialect === 'camunda' ? top : `${top}\u0000${dialect}`;
  const key = names === null ? `${kind}\u0000${source}` : `${kind}\u0000${source}\u0000${JSON.stringify(names)}`;
  let program = programs.get(key);
  if (program === undefined) {
    program = compile(source, top, names ?? {}, dialect);
    if (programs.size >= MAX_PROGRAMS) programs.delete(programs.keys().next().value as string);
  } else {
    programs.delete(key);
  }
  programs.set(key, program);
  if (program instanceof FeelCompileError) throw program;
  return program;
}

function compile(source: string, top: FeelTop, names: Record<string, unknown>, dialect: FeelDialect): Evaluator | UnaryTest | FeelCompileError {
  try {
    const root = parseFeel(source, top, names);
    const compilation = compilationOf(source, dialect);
    return top === 'Expression' ? compileExpression(compilation, root) : compileUnaryTests(compilation, root);
  } catch (error) {
    if (error instanceof FeelCompileError) return error;
    throw error;
  }
}

/**
 * The variables the source names whose names (or whose contexts' keys) the parser would read otherwise, as a context
 * of their keys for the parser; null when there are none, as for nearly every expression.
 */
function parserNames(source: string, variables: JsonObject): Record<string, unknown> | null {
  const operators = OPERATOR_CHARACTER.test(source);
  if (!operators && !KEYWORD.test(source)) return null;
  let names: Record<string, unknown> | null = null;
  const paths = operators && source.includes('.') && OPERATOR_KEY_IN_PATH.test(source);
  for (const name in variables) {
    const otherwise = readOtherwise(name);
    if ((!otherwise && !paths) || !source.includes(firstWord(name))) continue;
    const keys = paths ? operatorKeys(variables[name] as JsonValue, 0) : null;
    if (!otherwise && keys === null) continue;
    (names ??= {})[name] = keys ?? {};
  }
  return names;
}

/** A path whose key may hold an operator character: `.` then a name then one of them. */
const OPERATOR_KEY_IN_PATH = /\.\s*[\p{L}_][^.]*?[/\-'+*]/u;
/** Nested contexts deeper than this are not searched for keys with operator characters. */
const MAX_KEY_DEPTH = 4;

/** The keys with operator characters of a JSON object, nested; null when it has none (lists are not searched). */
function operatorKeys(value: JsonValue, depth: number): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || depth >= MAX_KEY_DEPTH) return null;
  let keys: Record<string, unknown> | null = null;
  for (const key in value) {
    const nested = operatorKeys(value[key] as JsonValue, depth + 1);
    if (nested !== null || readOtherwise(key)) (keys ??= {})[key] = nested ?? {};
  }
  return keys;
}

/** The part of a name before its first operator character or space: the source holds it if it names the variable. */
function firstWord(name: string): string {
  return name.split(/[\s./\-'+*]/, 1)[0] ?? name;
}
