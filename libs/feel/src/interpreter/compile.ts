import { add, describe, divide, multiply, negate, power, subtract, subtractDmn } from './arithmetic.js';
import { compileDefinition, compileInvocation, compileTemporalLiteral } from './compile-calls.js';
import { compileFilter, compileFor, compileQuantified } from './compile-loops.js';
import { compileInstanceOf, instanceOfValue } from './instance-of.js';
import { feelCompare, feelEquals } from './operators.js';
import { contextEntry, type FeelName, type Scope } from './scope.js';
import { stringLiteralValue } from './string-literal.js';
import { type Compilation, type Evaluator, type FeelDialect, parts, refuse, type SyntaxNode, textOf, variableName } from './syntax.js';
import { temporalProperty, isFeelTemporal } from './temporal/index.js';
import { compileRangeLiteral, compileUnaryTestIn, dmnEquals } from './unary-tests.js';
import { type FeelContext, FeelNumber, type FeelValue, feelContext, isFeelContext, isFeelRange } from './values.js';
import { FeelEvaluationError } from './failures.js';

/** The compiler of one source: lezer-feel's tree into closures, once; each evaluation then only runs them. */
export function compilationOf(source: string, dialect: FeelDialect = 'camunda'): Compilation {
  const compilation: Compilation = { source, dialect, compile: (node) => compileNode(compilation, node) };
  return compilation;
}

/** The closure of a parsed `Expression`. */
export function compileExpression(c: Compilation, expression: SyntaxNode): Evaluator {
  const body = parts(expression);
  if (body.length !== 1) refuse(c.source, expression, 'not one expression');
  return c.compile(body[0] as SyntaxNode);
}

function compileNode(c: Compilation, node: SyntaxNode): Evaluator {
  const { source } = c;
  switch (node.name) {
    case 'NumericLiteral': {
      const value = new FeelNumber(textOf(source, node).replace(/\s+/g, ''));
      return () => value;
    }
    case 'StringLiteral': {
      const value = stringLiteralValue(textOf(source, node));
      return () => value;
    }
    case 'BooleanLiteral': {
      const value = textOf(source, node) === 'true';
      return () => value;
    }
    case 'null':
      return () => null;
    case 'VariableName':
      return compileVariable(variableName(source, node));
    case '?':
      return compileVariable({ text: '?', normalized: null });
    case 'ParenthesizedExpression':
      return c.compile(single(c, node, 1));
    case 'PathExpression':
      return compilePath(c, node);
    case 'FilterExpression':
      return compileFilter(c, node);
    case 'FunctionInvocation':
      return compileInvocation(c, node);
    case 'DateTimeLiteral':
      return compileTemporalLiteral(c, node);
    case 'FunctionDefinition':
      return compileDefinition(c, node);
    case 'ArithmeticExpression':
      return compileArithmetic(c, node);
    case 'Comparison':
      return compileComparison(c, node);
    case 'Conjunction':
      return compileConjunction(c, node);
    case 'Disjunction':
      return compileDisjunction(c, node);
    case 'IfExpression':
      return compileIf(c, node);
    case 'ForExpression':
      return compileFor(c, node);
    case 'QuantifiedExpression':
      return compileQuantified(c, node);
    case 'InstanceOfExpression':
      return compileInstanceOf(c, node);
    case 'List':
      return compileList(c, node);
    case 'Context':
      return compileContext(c, node);
    case 'SimplePositiveUnaryTest':
      return compileRangeLiteral(c, node);
    default:
      return refuse(source, node, node.type.isError ? 'syntax error' : `unexpected ${node.name}`);
  }
}

/** The one child of a node that wraps an expression (parentheses), at its index among the node's parts. */
function single(c: Compilation, node: SyntaxNode, index: number): SyntaxNode {
  const found = parts(node)[index];
  if (!found || found.name === ')') refuse(c.source, node, 'an empty expression');
  return found;
}

function compileVariable(name: FeelName): Evaluator {
  return (scope) => {
    const value = scope.lookup(name);
    if (value !== undefined) return value;
    if (name.text === '?') throw new FeelEvaluationError("'?' can only be used inside a unary test");
    scope.run.warn(`No variable found with name '${name.text}'`);
    return null;
  };
}

function compilePath(c: Compilation, node: SyntaxNode): Evaluator {
  const [base, , key] = parts(node);
  if (!base || !key) return refuse(c.source, node, 'an incomplete path');
  const target = c.compile(base);
  const name = variableName(c.source, key);
  return (scope) => pathOf(target(scope), name, scope);
}

function pathOf(value: FeelValue, name: FeelName, scope: Scope): FeelValue {
  if (Array.isArray(value)) return value.map((item) => pathOf(item, name, scope));
  if (value === null) {
    scope.run.warn(`No context entry found with key '${name.text}'. The context is null`);
    return null;
  }
  if (isFeelContext(value)) {
    const entry = contextEntry(value, name);
    if (entry !== undefined) return entry;
    scope.run.warn(`No context entry found with key '${name.text}'`);
    return null;
  }
  const property = isFeelTemporal(value) ? temporalProperty(value, name.text) : isFeelRange(value) ? rangeProperty(value, name.text) : undefined;
  if (property !== undefined) return property;
  scope.run.warn(`No property found with name '${name.text}' of value '${describe(value)}'`);
  return null;
}

function rangeProperty(range: { start: FeelValue; end: FeelValue; startIncluded: boolean; endIncluded: boolean }, name: string): FeelValue | undefined {
  if (name === 'start') return range.start;
  if (name === 'end') return range.end;
  if (name === 'start included') return range.startIncluded;
  if (name === 'end included') return range.endIncluded;
  return undefined;
}

type Binary = (a: FeelValue, b: FeelValue, run: Scope['run']) => FeelValue;
const ARITHMETIC: Readonly<Record<string, Binary>> = { '+': add, '-': subtract, '*': multiply, '/': divide, '**': power };
/** DMN models' arithmetic: DMN 1.5 subtracts a date and a date and time, which FEEL-Scala refuses (null). */
const DMN_ARITHMETIC: Readonly<Record<string, Binary>> = { ...ARITHMETIC, '-': subtractDmn };

/**
 * `a + b`, `-a`. The parser reads `2 * 3 instance of number` as `2 * (3 instance of number)`; Camunda tests the
 * product, `instance of` binding like a comparison, so such an operand is turned back around.
 */
function compileArithmetic(c: Compilation, node: SyntaxNode): Evaluator {
  const items = parts(node);
  const last = items[items.length - 1];
  const operand = last?.name === 'InstanceOfExpression' ? instanceOfValue(last) : last;
  if (!last || !operand) return refuse(c.source, node, 'an incomplete arithmetic expression');
  const arithmetic = compileOperation(c, node, items, c.compile(operand));
  return last === operand ? arithmetic : compileInstanceOf(c, last, arithmetic);
}

function compileOperation(c: Compilation, node: SyntaxNode, items: SyntaxNode[], b: Evaluator): Evaluator {
  if (items.length === 2 && items[0]?.name === 'ArithOp' && textOf(c.source, items[0]) === '-') {
    return (scope) => negate(b(scope), scope.run);
  }
  const [left, op] = items;
  const operation = op && (c.dialect === 'dmn' ? DMN_ARITHMETIC : ARITHMETIC)[textOf(c.source, op)];
  if (items.length !== 3 || !left || !operation || op.name !== 'ArithOp') return refuse(c.source, node, 'an unknown operator');
  const a = c.compile(left);
  return (scope) => operation(a(scope), b(scope), scope.run);
}

function compileComparison(c: Compilation, node: SyntaxNode): Evaluator {
  const items = parts(node);
  const [left, op] = items;
  if (!left || !op) return refuse(c.source, node, 'an incomplete comparison');
  if (op.name === 'in') return compileUnaryTestIn(c, node, left, items.slice(2));
  if (op.name === 'between') return compileBetween(c, node, items);
  const right = items[2];
  if (op.name !== 'CompareOp' || items.length !== 3 || !right) return refuse(c.source, node, 'an unknown operator');
  if (right.name === 'SimplePositiveUnaryTest' && right.firstChild?.name !== 'Interval') return refuse(c.source, right, 'an unknown operator');
  const a = c.compile(left);
  const b = c.compile(right);
  const operator = textOf(c.source, op);
  if (operator === '=' || operator === '!=') {
    const negated = operator === '!=';
    const equals = c.dialect === 'dmn' ? dmnEquals : feelEquals;
    return (scope) => {
      const x = a(scope);
      const y = b(scope);
      const equal = equals(x, y);
      if (equal === null) {
        scope.run.warn(`Can't compare '${describe(x)}' with '${describe(y)}'`);
        return null;
      }
      return negated ? !equal : equal;
    };
  }
  const test = ORDER[operator];
  if (!test) return refuse(c.source, op, 'an unknown operator');
  return (scope) => {
    const x = a(scope);
    const y = b(scope);
    const order = feelCompare(x, y);
    if (order === null) {
      scope.run.warn(`Can't compare '${describe(x)}' with '${describe(y)}'`);
      return null;
    }
    return test(order);
  };
}

const ORDER: Readonly<Record<string, (order: number) => boolean>> = {
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
};

function compileBetween(c: Compilation, node: SyntaxNode, items: SyntaxNode[]): Evaluator {
  const [value, , low, , high] = items;
  if (!value || !low || !high) return refuse(c.source, node, 'an incomplete between');
  const x = c.compile(value);
  const a = c.compile(low);
  const b = c.compile(high);
  return (scope) => {
    const v = x(scope);
    const lo = a(scope);
    const hi = b(scope);
    const fromLow = feelCompare(v, lo);
    const toHigh = feelCompare(v, hi);
    if (fromLow === null || toHigh === null) {
      scope.run.warn(`Can't compare '${describe(v)}' with '${describe(lo)}' and '${describe(hi)}'`);
      return null;
    }
    return fromLow >= 0 && toHigh <= 0;
  };
}

/** `a and b`: false wins over null, a non-boolean counts as null; `b` is not evaluated when `a` is false. */
function compileConjunction(c: Compilation, node: SyntaxNode): Evaluator {
  const [left, , right] = parts(node);
  if (!left || !right) return refuse(c.source, node, 'an incomplete and');
  const a = c.compile(left);
  const b = c.compile(right);
  return (scope) => {
    const x = a(scope);
    if (x === false) return false;
    const y = b(scope);
    if (y === false) return false;
    return x === true && y === true ? true : null;
  };
}

function compileDisjunction(c: Compilation, node: SyntaxNode): Evaluator {
  const [left, , right] = parts(node);
  if (!left || !right) return refuse(c.source, node, 'an incomplete or');
  const a = c.compile(left);
  const b = c.compile(right);
  return (scope) => {
    const x = a(scope);
    if (x === true) return true;
    const y = b(scope);
    if (y === true) return true;
    return x === false && y === false ? false : null;
  };
}

/** A condition that is not true (false, null, any other value) takes the else branch, as in Camunda. */
function compileIf(c: Compilation, node: SyntaxNode): Evaluator {
  const [, condition, , then, , otherwise] = parts(node);
  if (!condition || !then || !otherwise) return refuse(c.source, node, 'an incomplete if');
  const test = c.compile(condition);
  const a = c.compile(then);
  const b = c.compile(otherwise);
  return (scope) => (test(scope) === true ? a(scope) : b(scope));
}

function compileList(c: Compilation, node: SyntaxNode): Evaluator {
  const items = parts(node)
    .filter((child) => child.name !== '[' && child.name !== ']')
    .map((child) => c.compile(child));
  return (scope) => {
    scope.run.chargeItems(items.length);
    return items.map((item) => item(scope));
  };
}

/** Later entries read the earlier ones: `{a: 1, b: a + 1}`. */
function compileContext(c: Compilation, node: SyntaxNode): Evaluator {
  const entries = parts(node)
    .filter((child) => child.name === 'ContextEntry')
    .map((entry) => {
      const [key, value] = parts(entry);
      if (!key || !value) return refuse(c.source, entry, 'an incomplete context entry');
      return { key: contextKey(c.source, key), value: c.compile(value) };
    });
  return (scope) => {
    scope.run.chargeItems(entries.length);
    const context: FeelContext = feelContext();
    const inner = scope.withContext(context);
    for (const entry of entries) context[entry.key] = entry.value(inner);
    return context;
  };
}

/** A key as written (`{foo   bar: 1}` keeps its spaces, which a backtick name must match exactly), or a string's text. */
function contextKey(source: string, key: SyntaxNode): string {
  const name = key.firstChild;
  if (name?.name === 'StringLiteral') return stringLiteralValue(textOf(source, name));
  const text = textOf(source, key);
  return text.startsWith('`') && text.endsWith('`') ? text.slice(1, -1) : text;
}
