import { feelCompare, feelTypeName } from '../operators.js';
import { FeelFailure, FeelNumber, type FeelValue, isFeelNumber } from '../values.js';
import { type BuiltinSignature, builtin } from './builtin.js';

/**
 * The smallest (or largest) item, as feel-scala's `min`/`max`: null for an empty list, and null unless every item is
 * of one comparable type (numbers, strings, dates, times, durations).
 */
function extreme(items: FeelValue, sign: 1 | -1): FeelValue {
  if (!Array.isArray(items) || items.length === 0) return null;
  let best = items[0] as FeelValue;
  for (const item of items) {
    if (feelTypeName(item) !== feelTypeName(best)) return null;
    const order = feelCompare(item, best);
    if (order === null) return null;
    if (order * sign < 0) best = item;
  }
  return best;
}

/** The items as numbers, or null when the list is empty or holds anything else (feel-scala answers null for both). */
function numbers(items: FeelValue | undefined): FeelNumber[] | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  return items.every(isFeelNumber) ? (items as FeelNumber[]) : null;
}

const sum = (values: readonly FeelNumber[]) => values.reduce((total, value) => total.plus(value), new FeelNumber(0));

function median(values: readonly FeelNumber[]): FeelNumber {
  const sorted = [...values].sort((a, b) => a.cmp(b));
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as FeelNumber;
  return (sorted[middle - 1] as FeelNumber).plus(sorted[middle] as FeelNumber).div(2);
}

/**
 * The sample standard deviation; Camunda takes the square root of the variance as a double, and fails for a single
 * item (its variance divides zero by zero).
 */
function stddev(values: readonly FeelNumber[]): FeelValue | FeelFailure {
  if (values.length === 1) return new FeelFailure('Division undefined');
  const mean = sum(values).div(values.length);
  const squares = values.reduce((total, value) => total.plus(value.minus(mean).pow(2)), new FeelNumber(0));
  return new FeelNumber(Math.sqrt(squares.div(values.length - 1).toNumber()));
}

/** The most frequent numbers, in ascending order. */
function mode(values: readonly FeelNumber[]): FeelNumber[] {
  const counts = new Map<string, { value: FeelNumber; count: number }>();
  for (const value of values) {
    const key = value.toString();
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { value, count: 1 });
  }
  const most = Math.max(...[...counts.values()].map((entry) => entry.count));
  return [...counts.values()]
    .filter((entry) => entry.count === most)
    .map((entry) => entry.value)
    .sort((a, b) => a.cmp(b));
}

/**
 * `all`/`and` (and, with the roles of true and false swapped, `any`/`or`) as feel-scala folds the items: the
 * deciding value wins once seen, a non-boolean before it makes the answer null unless the deciding value follows.
 */
function fold(items: FeelValue | undefined, deciding: boolean): FeelValue {
  if (!Array.isArray(items)) return null;
  let result: FeelValue = !deciding;
  for (const item of items) {
    if (result === deciding) return deciding;
    if (result === !deciding && typeof item === 'boolean') result = item;
    else if (result === null && item === deciding) result = deciding;
    else result = null;
  }
  return result;
}

const variadic = { variadic: true };

export const LIST_AGGREGATE_BUILTINS: readonly BuiltinSignature[] = [
  builtin('min', ['list'], ([items]) => extreme(items ?? null, 1), variadic),
  builtin('max', ['list'], ([items]) => extreme(items ?? null, -1), variadic),
  builtin(
    'sum',
    ['list'],
    ([items]) => {
      const values = numbers(items);
      return values ? sum(values) : null;
    },
    variadic,
  ),
  builtin(
    'product',
    ['list'],
    ([items]) => {
      const values = numbers(items);
      return values ? values.reduce((total, value) => total.times(value), new FeelNumber(1)) : null;
    },
    variadic,
  ),
  builtin(
    'mean',
    ['list'],
    ([items]) => {
      const values = numbers(items);
      return values ? sum(values).div(values.length) : null;
    },
    variadic,
  ),
  builtin(
    'median',
    ['list'],
    ([items]) => {
      const values = numbers(items);
      return values ? median(values) : null;
    },
    variadic,
  ),
  builtin(
    'stddev',
    ['list'],
    ([items]) => {
      const values = numbers(items);
      return values ? stddev(values) : null;
    },
    variadic,
  ),
  builtin(
    'mode',
    ['list'],
    ([items]) => {
      if (Array.isArray(items) && items.length === 0) return [];
      const values = numbers(items);
      return values ? mode(values) : null;
    },
    variadic,
  ),
  builtin('and', ['list'], ([items]) => fold(items, false), variadic),
  builtin('all', ['list'], ([items]) => fold(items, false), variadic),
  builtin('or', ['list'], ([items]) => fold(items, true), variadic),
  builtin('any', ['list'], ([items]) => fold(items, true), variadic),
];
