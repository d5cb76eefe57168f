import { evaluate, FeelRange, isRange } from 'feelin';
import type { FeelBudget } from './feel-budget.js';
import { type FeelFunctionValue, feelFunction } from './feel-function.js';
import { type FeelPlan, GUARDED_FUNCTIONS, ITERATE, RANGE, STEP, TICK } from './feel-plan.js';
import { regexFunctions } from './regex-functions.js';

type Builtin = FeelFunctionValue;

/** feelin does not export its built-ins, but answers one as the value of its name. */
function builtin(name: string): Builtin {
  const value = evaluate(name, {}).value;
  if (typeof value !== 'function') throw new Error(`feelin has no built-in '${name}'`);
  return value as Builtin;
}

const REGEX_FUNCTIONS = new Set(['matches', 'replace', 'split']);
const BUILTINS = new Map([...GUARDED_FUNCTIONS].filter((name) => !REGEX_FUNCTIONS.has(name)).map((name) => [name, builtin(name)]));

/**
 * Built-ins that compare each list or context item with every one kept before it (feelin hashes only scalars):
 * 2,000 contexts are 2 million comparisons, run without a check of the clock.
 */
const PAIRWISE = new Set(['distinct values', 'union']);

/** Charges, as items, the comparisons of the lists and contexts among the items of `lists`. */
function chargeComparisons(lists: unknown[], budget: FeelBudget): void {
  let compared = 0;
  for (const list of lists.flat()) if (list !== null && typeof list === 'object') compared++;
  budget.chargeItems((compared * (compared - 1)) / 2);
}

/**
 * A built-in charged for its arguments before it runs (its result is made of them: a list function's result holds at
 * most their items, `string join`'s their text) and for the text it returns.
 */
function charged(name: string, fn: Builtin, budget: FeelBudget): Builtin {
  const pairwise = PAIRWISE.has(name);
  const guarded = (...args: unknown[]): unknown => {
    budget.step();
    budget.checkTime();
    for (const arg of args) budget.chargeValue(arg);
    if (pairwise) chargeComparisons(args, budget);
    const result = fn(...args);
    if (typeof result === 'string') budget.chargeChars(result.length);
    return result;
  };
  return feelFunction(guarded, fn.$args);
}

/**
 * The context entries a guarded plan calls: the loop functions and the guarded built-ins it names. Variables come
 * after the built-ins (a variable wins over a built-in of its name, as in feelin) and before the loop functions.
 */
export function guardedContext(plan: FeelPlan, budget: FeelBudget, variables: Record<string, unknown>): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  const regex = plan.functions.some((name) => REGEX_FUNCTIONS.has(name)) ? regexFunctions(budget) : undefined;
  for (const name of plan.functions) {
    const fn = BUILTINS.get(name);
    if (fn) context[name] = charged(name, fn, budget);
    else if (REGEX_FUNCTIONS.has(name)) context[name] = regex?.[name as keyof typeof regex];
  }
  Object.assign(context, variables);
  for (const name of plan.functions) {
    const loopFunction = LOOP_FUNCTIONS[name];
    if (loopFunction) context[name] = loopFunction(budget);
  }
  return context;
}

/** The functions the plan calls in place of its loops, made for one evaluation's budget. */
const LOOP_FUNCTIONS: Record<string, (budget: FeelBudget) => FeelFunctionValue> = {
  [STEP]: (budget) =>
    feelFunction(
      (value: unknown) => {
        budget.step();
        budget.chargeValue(value);
        return value;
      },
      ['value'],
    ),
  [TICK]: (budget) =>
    feelFunction(
      (value: unknown) => {
        budget.step();
        return value;
      },
      ['value'],
    ),
  [RANGE]: (budget) => feelFunction((start: unknown, end: unknown) => range(start, end, budget), ['start', 'end']),
  [ITERATE]: (budget) => feelFunction((collection: unknown) => iterate(collection, budget), ['collection']),
};

/** A loop's `start..end`, as feelin builds it (`end ? range : start`), numbers laid out here once charged. */
function range(start: unknown, end: unknown, budget: FeelBudget): unknown {
  budget.step();
  budget.checkTime();
  if (!end) return start;
  if (typeof start === 'number' && typeof end === 'number') return numbers(start, end, budget);
  if (typeof start === 'string' && typeof end === 'string') {
    // feelin lays out single letters (at most 52) and refuses anything else.
    return new FeelRange({ start, end, 'start included': true, 'end included': true, valueType: 'string' });
  }
  throw new Error(`unsupported range: ${String(start)}..${String(end)}`);
}

/** A collection a loop walks: each element becomes an evaluation context before the loop body runs once. */
function iterate(collection: unknown, budget: FeelBudget): unknown {
  budget.step();
  budget.checkTime();
  if (Array.isArray(collection)) {
    budget.chargeItems(collection.length);
    return collection;
  }
  if (isRange(collection) && typeof collection.start === 'number' && typeof collection.end === 'number') {
    const step = collection.start > collection.end ? -1 : 1;
    const first = collection['start included'] ? collection.start : collection.start + step;
    const last = collection['end included'] ? collection.end : collection.end - step;
    // feelin walks a number range until it meets the end exactly, forever when the bounds are not whole steps apart.
    if ((last - first) * step < 0) return [];
    return numbers(first, last, budget);
  }
  return collection;
}

/** The whole numbers from `start` toward `end`, charged before they are built. */
function numbers(start: number, end: number, budget: FeelBudget): number[] {
  const step = start > end ? -1 : 1;
  const count = Math.floor(Math.abs(end - start)) + 1;
  budget.chargeItems(count);
  const list = new Array<number>(count);
  for (let i = 0; i < count; i++) list[i] = start + i * step;
  return list;
}
