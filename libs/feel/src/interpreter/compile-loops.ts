import { describe } from './arithmetic.js';
import { feelName, type Scope } from './scope.js';
import { type Compilation, type Evaluator, parts, refuse, type SyntaxNode, textOf } from './syntax.js';
import { type FeelNumber, type FeelValue, isFeelContext, isFeelNumber } from './values.js';

/** The values a loop walks, lazily (a range `1..n` is never laid out); null when it is not something to walk. */
type Domain = (scope: Scope) => Iterable<FeelValue> | null;

interface Iterator {
  readonly name: string;
  readonly domain: Domain;
}

/**
 * `for a in x, b in y return e`: every combination, the first iterator outermost; `partial` holds the results so far.
 * Each turn is charged to the budget before it runs, so `for x in 1..100000000` stops at the item limit.
 */
export function compileFor(c: Compilation, node: SyntaxNode): Evaluator {
  const [, inExpressions, , bodyNode] = parts(node);
  if (!inExpressions || !bodyNode) return refuse(c.source, node, 'an incomplete for');
  const iterators = compileIterators(c, inExpressions);
  const body = c.compile(bodyNode);
  // A copy of the results for each turn costs only the loops that read it.
  const readsPartial = /\bpartial\b/.test(textOf(c.source, bodyNode));
  return (scope) => {
    const results: FeelValue[] = [];
    const complete = walk(iterators, scope, (inner) => {
      scope.run.chargeItems(1);
      results.push(body(readsPartial ? inner.bind('partial', results.slice()) : inner));
      return true;
    });
    return complete ? results : null;
  };
}

/**
 * `some … satisfies` is true once a turn is true, `every` false once one is false; otherwise a turn that is not a
 * boolean makes the answer null.
 */
export function compileQuantified(c: Compilation, node: SyntaxNode): Evaluator {
  const [kind, inExpressions, , conditionNode] = parts(node);
  if (!kind || !inExpressions || !conditionNode) return refuse(c.source, node, 'an incomplete quantified expression');
  const iterators = compileIterators(c, inExpressions);
  const condition = c.compile(conditionNode);
  const decisive = kind.name === 'some';
  return (scope) => {
    let decided = false;
    let unknown = false;
    const complete = walk(iterators, scope, (inner) => {
      scope.run.chargeItems(1);
      const value = condition(inner);
      if (value === decisive) decided = true;
      else if (value !== !decisive) unknown = true;
      return !decided;
    });
    if (decided) return decisive;
    if (!complete) return null;
    return unknown ? null : !decisive;
  };
}

function compileIterators(c: Compilation, inExpressions: SyntaxNode): Iterator[] {
  return parts(inExpressions).map((inExpression) => {
    const [name, , context] = parts(inExpression);
    if (!name || !context) return refuse(c.source, inExpression, 'an incomplete iteration');
    return { name: feelName(textOf(c.source, name)).text, domain: compileDomain(c, context) };
  });
}

/**
 * Calls `turn` for every combination of the iterators' values (a later domain may read the earlier names); `turn`
 * answers whether to go on. False when a domain was not a list or a range, or `turn` stopped the walk.
 */
function walk(iterators: readonly Iterator[], scope: Scope, turn: (scope: Scope) => boolean, level = 0): boolean {
  const iterator = iterators[level];
  if (!iterator) return turn(scope);
  const values = iterator.domain(scope);
  if (values === null) return false;
  for (const value of values) {
    scope.run.step();
    if (!walk(iterators, scope.bind(iterator.name, value), turn, level + 1)) return false;
  }
  return true;
}

function compileDomain(c: Compilation, context: SyntaxNode): Domain {
  const items = parts(context);
  if (items.length === 3 && items[1]?.name === '..') {
    const start = c.compile(items[0] as SyntaxNode);
    const end = c.compile(items[2] as SyntaxNode);
    return (scope) => {
      const from = start(scope);
      const to = end(scope);
      if (isFeelNumber(from) && isFeelNumber(to)) return numbersBetween(from, to, true);
      scope.run.warn(`Can't iterate from '${describe(from)}' to '${describe(to)}'`);
      return null;
    };
  }
  if (items.length !== 1) return refuse(c.source, context, 'an incomplete iteration');
  const collection = c.compile(items[0] as SyntaxNode);
  return (scope) => {
    const value = collection(scope);
    if (Array.isArray(value)) return value;
    scope.run.warn(`Expected a list but found '${describe(value)}'`);
    return null;
  };
}

/** From `from` to `to` by steps of one, upwards or downwards (`3..1` is 3, 2, 1), as Camunda walks `a..b`. */
function* numbersBetween(from: FeelNumber, to: FeelNumber, includeEnd: boolean): Generator<FeelNumber> {
  const step = to.lt(from) ? -1 : 1;
  for (let value = from; step > 0 ? value.lt(to) || (includeEnd && value.eq(to)) : value.gt(to) || (includeEnd && value.eq(to)); value = value.plus(step)) {
    yield value;
  }
}

/**
 * `list[condition]`: the items for which the condition is true (`item` names the item, a context item's entries are
 * names too); a number (`list[1]`, `list[-1]`) picks one item by position from 1, or from the end. As in Camunda, the
 * first item's result decides which of the two it is.
 */
export function compileFilter(c: Compilation, node: SyntaxNode): Evaluator {
  const [baseNode, , conditionNode] = parts(node);
  if (!baseNode || !conditionNode) return refuse(c.source, node, 'an incomplete filter');
  const compiledBase = c.compile(baseNode);
  // DMN filters a single value as the list of it (`true[1]` is true); Camunda's FEEL answers null.
  const base: Evaluator = c.dialect === 'dmn' ? (scope) => asList(compiledBase(scope)) : compiledBase;
  const condition = c.compile(conditionNode);
  if (conditionNode.name === 'NumericLiteral') {
    return (scope) => {
      const list = base(scope);
      return Array.isArray(list) ? itemAt(list, condition(scope) as FeelNumber) : notAList(scope, list);
    };
  }
  return (scope) => {
    const list = base(scope);
    if (!Array.isArray(list)) return notAList(scope, list);
    const kept: FeelValue[] = [];
    for (let index = 0; index < list.length; index++) {
      scope.run.step();
      const item = list[index] as FeelValue;
      const itemScope = scope.bind('item', item);
      const result = condition(isFeelContext(item) ? itemScope.withContext(item) : itemScope);
      if (index === 0 && isFeelNumber(result)) return itemAt(list, result);
      if (result === true) kept.push(item);
    }
    return kept;
  };
}

function asList(value: FeelValue): FeelValue {
  return value === null || Array.isArray(value) ? value : [value];
}

function itemAt(list: readonly FeelValue[], position: FeelNumber): FeelValue {
  const index = Math.trunc(position.toNumber());
  const at = index > 0 ? index - 1 : list.length + index;
  return at >= 0 && at < list.length ? (list[at] as FeelValue) : null;
}

function notAList(scope: Scope, value: FeelValue): null {
  scope.run.warn(`Expected a list but found '${describe(value)}'`);
  return null;
}
