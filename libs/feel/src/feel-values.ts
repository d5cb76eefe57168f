import { type FeelLimits, feelLimits } from './feel-limits.js';
import { guardedRun, type FeelOutcome } from './interpreter/evaluate.js';
import { FeelCompileError } from './interpreter/failures.js';
import { compiledExpression, compiledUnaryTests } from './interpreter/program-cache.js';
import { FeelRun } from './interpreter/run.js';
import { EmptyScope, type Scope } from './interpreter/scope.js';
import type { Evaluator, FeelDialect } from './interpreter/syntax.js';
import type { UnaryTest } from './interpreter/unary-tests.js';
import type { FeelContext, FeelValue } from './interpreter/values.js';
import type { JsonObject } from './json-value.js';

export { feelToJson, jsonToFeel, type JsonConversion } from './interpreter/json-conversion.js';
export { feelEquals, feelTypeName } from './interpreter/operators.js';
export { isFeelTemporal } from './interpreter/temporal/index.js';
export {
  FeelFailure,
  FeelNumber,
  feelContext,
  feelFunction,
  isFeelContext,
  isFeelFunction,
  isFeelNumber,
  isFeelRange,
  type FeelContext,
  type FeelFunction,
  type FeelTypeName,
  type FeelValue,
} from './interpreter/values.js';
export type { FeelOutcome } from './interpreter/evaluate.js';
export type { FeelDialect } from './interpreter/syntax.js';

/**
 * The names an expression will find in its scope, each with the keys of its context (nested the same way; anything
 * else for a value that is no context). The parser must know a name with spaces, operator characters or keywords
 * (`Monthly Salary`, `shipping-fee`) to read it as one name.
 */
export type FeelNames = JsonObject;

export type FeelCompilation<T> = { ok: true; program: T } | { ok: false; message: string };

/** An expression compiled once (at deploy), evaluated in many sessions. */
export class FeelExpression {
  constructor(
    readonly source: string,
    private readonly evaluator: Evaluator,
  ) {}

  evaluateIn(scope: Scope): FeelValue {
    return this.evaluator(scope);
  }
}

/** The unary tests of a DMN input entry or allowed values (`< 10`, `"a", "b"`, `-`, `not(…)`), compiled once. */
export class FeelUnaryTests {
  constructor(
    readonly source: string,
    private readonly test: UnaryTest,
  ) {}

  testIn(input: FeelValue, scope: Scope): boolean | null {
    return this.test(input, scope);
  }
}

function compiling<T>(source: string, compile: () => T): FeelCompilation<T> {
  if (source.trim() === '') return { ok: false, message: 'the expression is empty' };
  try {
    return { ok: true, program: compile() };
  } catch (error) {
    if (error instanceof FeelCompileError) return { ok: false, message: `failed to parse expression '${source}': ${error.message}` };
    throw error;
  }
}

export function compileFeelExpression(source: string, names: FeelNames, dialect: FeelDialect = 'camunda'): FeelCompilation<FeelExpression> {
  return compiling(source, () => new FeelExpression(source, compiledExpression(source, names, dialect)));
}

export function compileFeelUnaryTests(source: string, names: FeelNames, dialect: FeelDialect = 'camunda'): FeelCompilation<FeelUnaryTests> {
  return compiling(source, () => new FeelUnaryTests(source, compiledUnaryTests(source, names, dialect)));
}

/**
 * One evaluation of many expressions (a decision and those it requires) over FEEL values: one clock for `now()`, one
 * budget for all of it, the warnings that explain a null. Never throws: an error comes back as a failure.
 */
export class FeelSession {
  private readonly run: FeelRun;
  private lastContext: FeelContext | null = null;
  private lastScope: Scope | null = null;

  constructor(now: number, limits: FeelLimits = feelLimits()) {
    this.run = new FeelRun(limits, now);
  }

  get warnings(): readonly string[] {
    return this.run.warnings;
  }

  evaluate(expression: FeelExpression, context: FeelContext): FeelOutcome {
    return guardedRun(expression.source, this.run, () => expression.evaluateIn(this.scopeOf(context)));
  }

  /** Whether `input` passes the tests: true, false, or null when it cannot tell. */
  test(tests: FeelUnaryTests, input: FeelValue, context: FeelContext): FeelOutcome {
    return guardedRun(tests.source, this.run, () => tests.testIn(input, this.scopeOf(context)));
  }

  /** A decision table tests every rule against the same context: its scope is made once. */
  private scopeOf(context: FeelContext): Scope {
    if (context !== this.lastContext || this.lastScope === null) {
      this.lastContext = context;
      this.lastScope = new EmptyScope(this.run).withContext(context);
    }
    return this.lastScope;
  }
}
