import { describe } from './arithmetic.js';
import { feelCompare, feelEquals, rangesEqual } from './operators.js';
import type { Scope } from './scope.js';
import { type Compilation, type Evaluator, type FeelDialect, parts, refuse, type SyntaxNode, textOf } from './syntax.js';
import { isFeelTemporal } from './temporal/index.js';
import { type FeelFunction, type FeelRange, type FeelValue, feelFunction, feelRange, isFeelFunction, isFeelNumber, isFeelRange } from './values.js';

/** A compiled unary test: whether the input passes it (null when it cannot tell). */
export type UnaryTest = (input: FeelValue, scope: Scope) => boolean | null;

/** The input of a unary test, as `?` names it. */
export const INPUT_NAME = '?';

/** A DMN input entry: `-`, `not(…)`, or tests of which one must pass (`< 10, [20..30], "a"`). */
export function compileUnaryTests(c: Compilation, root: SyntaxNode): UnaryTest {
  const items = parts(root);
  const first = items[0];
  if (!first) return refuse(c.source, root, 'an empty unary test');
  if (first.name === 'Wildcard') return () => true;
  if (first.name === 'not') {
    const tests = items.find((item) => item.name === 'PositiveUnaryTests');
    if (!tests) return refuse(c.source, root, 'an empty not()');
    const test = compileAnyOf(c, tests);
    return (input, scope) => {
      const passed = test(input, scope);
      return passed === null ? null : !passed;
    };
  }
  if (items.length !== 1) return refuse(c.source, root, 'syntax error');
  return compileAnyOf(c, first);
}

/** `x in test` and `x in (test, test)` inside an expression. */
export function compileUnaryTestIn(c: Compilation, node: SyntaxNode, left: SyntaxNode, rest: SyntaxNode[]): Evaluator {
  const tests = rest.filter((item) => item.name !== '(' && item.name !== ')');
  const testNode = tests[0];
  if (tests.length !== 1 || !testNode) return refuse(c.source, node, 'an incomplete in');
  const value = c.compile(left);
  const test = compileAnyOf(c, testNode);
  return (scope) => test(value(scope), scope);
}

function compileAnyOf(c: Compilation, node: SyntaxNode): UnaryTest {
  if (node.name !== 'PositiveUnaryTests') return compilePositiveTest(c, node);
  const tests = parts(node).map((test) => compilePositiveTest(c, test));
  return (input, scope) => {
    let unknown = false;
    for (const test of tests) {
      const passed = test(input, scope);
      if (passed === true) return true;
      if (passed === null) unknown = true;
    }
    return unknown ? null : false;
  };
}

function compilePositiveTest(c: Compilation, node: SyntaxNode): UnaryTest {
  let inner = node.name === 'PositiveUnaryTest' ? node.firstChild : node;
  // `x in (> 3)`: Camunda reads tests in parentheses after `in`; the parser leaves a single one parenthesized.
  while (inner?.name === 'ParenthesizedExpression') inner = parts(inner)[1] ?? null;
  if (!inner) return refuse(c.source, node, 'an empty unary test');
  if (inner.name === 'SimplePositiveUnaryTest') return compileSimpleTest(c, inner);
  if (inner.name === 'BooleanLiteral') return compileEqualityTest(c.compile(inner));
  return readsInput(inner) ? compileInputTest(c.compile(inner)) : compileExpressionTest(c.compile(inner), c.dialect);
}

/** `< 10`, `>= limit`, `[1..5]`. */
function compileSimpleTest(c: Compilation, node: SyntaxNode): UnaryTest {
  const [op, endpointNode] = parts(node);
  if (op?.name === 'Interval') {
    // The input decides what the ends must compare with: `"c" in ["b".."d"]` holds, though no string range is a value.
    const range = compileInterval(c, op, false);
    return (input, scope) => {
      const value = range(scope);
      // A written end is a value: null there cannot be compared (an unbounded end is a range built otherwise).
      return value === null || value.start === null || value.end === null ? null : inRange(input, value, scope);
    };
  }
  if (op?.name !== 'CompareOp' || !endpointNode) return refuse(c.source, node, 'an incomplete unary test');
  const endpoint = c.compile(endpointNode);
  const operator = textOf(c.source, op);
  if (operator === '=' || operator === '!=') {
    return (input, scope) => {
      const equal = feelEquals(input, endpoint(scope));
      return equal === null || operator === '=' ? equal : !equal;
    };
  }
  const holds = ORDER[operator];
  if (!holds) return refuse(c.source, op, 'an unknown operator');
  return (input, scope) => {
    const value = endpoint(scope);
    const order = feelCompare(input, value);
    if (order === null) {
      scope.run.warn(`Can't compare '${describe(input)}' with '${describe(value)}'`);
      return null;
    }
    return holds(order);
  };
}

const ORDER: Readonly<Record<string, (order: number) => boolean>> = {
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
};

/** `true`, `false`: the input equals it (a test of other expressions that answer true passes any input). */
function compileEqualityTest(expression: Evaluator): UnaryTest {
  return (input, scope) => feelEquals(input, expression(scope));
}

/** An expression naming the input with `?` is a condition on it: true or false, anything else is null. */
function compileInputTest(expression: Evaluator): UnaryTest {
  return (input, scope) => {
    const value = expression(scope.bind(INPUT_NAME, input));
    return typeof value === 'boolean' ? value : null;
  };
}

/**
 * Any other expression: true passes; a list passes when it holds the input, a range when the input lies in it; any
 * other value when it equals the input (feel-scala's unaryTestExpression).
 */
function compileExpressionTest(expression: Evaluator, dialect: FeelDialect): UnaryTest {
  // DMN reads a list of tests item by item: a range in it holds the values that lie in it.
  const holds =
    dialect === 'dmn'
      ? (input: FeelValue, item: FeelValue, scope: Scope) => (isFeelRange(item) ? inRange(input, item, scope) : feelEquals(input, item))
      : (input: FeelValue, item: FeelValue) => feelEquals(input, item);
  return (input, scope) => {
    const value = expression(scope);
    if (value === true) return true;
    if (Array.isArray(value)) return feelEquals(input, value) === true || value.some((item) => holds(input, item, scope) === true);
    if (isFeelRange(value)) return inRange(input, value, scope);
    const equal = feelEquals(input, value);
    if (equal === true) return true;
    return value === false ? false : equal;
  };
}

/** Whether an expression names the input `?` . */
function readsInput(node: SyntaxNode): boolean {
  if (node.name === '?') return true;
  for (let child = node.firstChild; child; child = child.nextSibling) if (readsInput(child)) return true;
  return false;
}

/** A range literal `[1..10]`, `(a..b]`, `]1..5[` as a value; in DMN's dialect also a comparison (`< 10`, `= 5`). */
export function compileRangeLiteral(c: Compilation, node: SyntaxNode): Evaluator {
  const interval = node.firstChild;
  if (c.dialect === 'dmn' && interval?.name === 'CompareOp') return compileComparisonRange(c, node);
  if (interval?.name !== 'Interval' || interval.nextSibling) return refuse(c.source, node, 'a unary test where an expression belongs');
  if (c.dialect !== 'dmn' && !RANGE_ARGUMENT_PARENTS.has(node.parent?.name ?? ''))
    return refuse(c.source, node, 'a range literal outside the arguments of a call');
  return compileInterval(c, interval, true);
}

/**
 * The range a comparison stands for (DMN 1.5, 10.3.2.7): `< 10` is `(null..10)`, `>= 10` is `[10..null)`, `= 10` is
 * `[10..10]`. `!= 10` stands for no range: it is the test itself, a function of the input (see notEqualTest).
 */
function compileComparisonRange(c: Compilation, node: SyntaxNode): Evaluator {
  const [op, endpointNode] = parts(node);
  if (!op || !endpointNode) return refuse(c.source, node, 'an incomplete range');
  const operator = textOf(c.source, op);
  const endpoint = c.compile(endpointNode);
  if (operator === '!=') return (scope) => notEqualTest(endpoint(scope));
  const make = COMPARISON_RANGES[operator];
  if (!make) return refuse(c.source, node, `'${operator}' stands for no range`);
  return (scope) => make(endpoint(scope));
}

/** The endpoints of the `!= e` tests made as values, by test. */
const NOT_EQUAL_ENDPOINTS = new WeakMap<FeelFunction, FeelValue>();

/** `!= e` as a value: a function of one input, true when the input is not `e` (null when they do not compare). */
function notEqualTest(endpoint: FeelValue): FeelFunction {
  const test = feelFunction([INPUT_NAME], ([input]) => {
    const equal = feelEquals(input ?? null, endpoint);
    return equal === null ? null : !equal;
  });
  NOT_EQUAL_ENDPOINTS.set(test, endpoint);
  return test;
}

/**
 * `a = b` in DMN's dialect: ranges are equal when their ends and inclusions are (DMN 1.5, 10.3.2.7), two `!= e` tests
 * when their endpoints are; other values as feelEquals compares them.
 */
export function dmnEquals(a: FeelValue, b: FeelValue): boolean | null {
  if (isFeelRange(a) && isFeelRange(b)) return rangesEqual(a, b);
  const excludedA = isFeelFunction(a) ? NOT_EQUAL_ENDPOINTS.get(a) : undefined;
  const excludedB = isFeelFunction(b) ? NOT_EQUAL_ENDPOINTS.get(b) : undefined;
  if (excludedA !== undefined && excludedB !== undefined) return feelEquals(excludedA, excludedB) === true;
  return feelEquals(a, b);
}

const COMPARISON_RANGES: Readonly<Record<string, (endpoint: FeelValue) => FeelRange>> = {
  '<': (endpoint) => feelRange(null, endpoint, false, false),
  '<=': (endpoint) => feelRange(null, endpoint, false, true),
  '>': (endpoint) => feelRange(endpoint, null, false, false),
  '>=': (endpoint) => feelRange(endpoint, null, true, false),
  '=': (endpoint) => feelRange(endpoint, endpoint, true, true),
};

/** FEEL-Scala's parser reads a range literal as an expression only where it is an argument (`before(1, [2..5])`). */
const RANGE_ARGUMENT_PARENTS = new Set(['PositionalParameters', 'NamedParameter']);

/** `[a..b]`; as a value (`valueOnly`) only of numbers or temporal values, as Camunda builds ranges. */
function compileInterval(c: Compilation, node: SyntaxNode, valueOnly: boolean): Evaluator<FeelRange | null> {
  const [open, startNode, , endNode, close] = parts(node);
  if (!open || !startNode || !endNode || !close) return refuse(c.source, node, 'an incomplete range');
  const start = c.compile(startNode);
  const end = c.compile(endNode);
  const startIncluded = open.name === '[';
  const endIncluded = close.name === ']';
  // DMN also builds ranges of strings (`["a".."c"]`).
  const endsOf = c.dialect === 'dmn' ? (value: FeelValue) => rangeable(value) || typeof value === 'string' : rangeable;
  return (scope) => {
    const from = start(scope);
    const to = end(scope);
    if (!valueOnly || (endsOf(from) && feelCompare(from, to) !== null)) return feelRange(from, to, startIncluded, endIncluded);
    scope.run.warn(`Invalid range definition from '${describe(from)}' to '${describe(to)}'`);
    return null;
  };
}

/** Camunda builds ranges of numbers and temporal values only. */
function rangeable(value: FeelValue): boolean {
  return isFeelNumber(value) || isFeelTemporal(value);
}

/** Whether the value lies in the range; null when it is not comparable with the range's ends. */
export function inRange(value: FeelValue, range: FeelRange, scope: Scope): boolean | null {
  const fromStart = range.start === null ? 1 : feelCompare(value, range.start);
  const toEnd = range.end === null ? -1 : feelCompare(value, range.end);
  if (fromStart === null || toEnd === null) {
    scope.run.warn(`Can't compare '${describe(value)}' with the range '${describe(range)}'`);
    return null;
  }
  return (range.startIncluded ? fromStart >= 0 : fromStart > 0) && (range.endIncluded ? toEnd <= 0 : toEnd < 0);
}
