import { feelEquals } from '../operators.js';
import { FeelNumber, type FeelValue, isFeelFunction, isFeelNumber } from '../values.js';
import { type BuiltinCallContext, type BuiltinSignature, builtin } from './builtin.js';
import { groupEqual } from './list-distinct.js';

/** A FEEL position (1-based, or from the end when negative) as an index, as feel-scala computes it. */
function listIndex(length: number, position: FeelNumber): number {
  const index = position.trunc().toNumber();
  return index > 0 ? index - 1 : length + index;
}

/** Scala's `slice`: indices clamped into the list, an empty list when they cross. */
function slice(items: readonly FeelValue[], from: number, until: number): FeelValue[] {
  return items.slice(Math.max(from, 0), Math.max(until, Math.max(from, 0)));
}

/** A list built by a function, charged to the evaluation's item limit. */
function built(items: FeelValue[], context: BuiltinCallContext): FeelValue[] {
  context.chargeItems(items.length);
  return items;
}

function flattenDeep(items: readonly FeelValue[], into: FeelValue[]): FeelValue[] {
  for (const item of items) {
    if (Array.isArray(item)) flattenDeep(item, into);
    else into.push(item);
  }
  return into;
}

/** The items of each argument, a non-list argument as one item (`concatenate` and `union`). */
const spread = (lists: readonly FeelValue[]) => lists.flatMap((list) => (Array.isArray(list) ? list : [list]));

/**
 * `sort` with a precedes function, as Scala's sortWith (a stable sort asking `precedes(a, b)`). A precedes that
 * answers anything but a boolean makes the answer null, as does a function of other than two parameters.
 */
function sort(items: readonly FeelValue[], precedes: FeelValue | undefined, context: BuiltinCallContext): FeelValue {
  if (!isFeelFunction(precedes) || precedes.parameters.length !== 2) return null;
  const before = (a: FeelValue, b: FeelValue) => {
    const answer = precedes.invoke([a, b]);
    if (typeof answer !== 'boolean') throw new NotBoolean();
    return answer;
  };
  try {
    return built(
      [...items].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0)),
      context,
    );
  } catch (error) {
    if (error instanceof NotBoolean) return null;
    throw error;
  }
}

class NotBoolean extends Error {}

/** `string join`: strings, nulls skipped; anything else makes the answer null. */
function join(list: FeelValue | undefined, delimiter: string, prefix: string, suffix: string, context: BuiltinCallContext): FeelValue {
  if (!Array.isArray(list) || !list.every((item) => item === null || typeof item === 'string')) return null;
  const text = prefix + list.filter((item) => item !== null).join(delimiter) + suffix;
  context.chargeText(text.length);
  return text;
}

const isList = (value: FeelValue | undefined): value is FeelValue[] => Array.isArray(value);
const isPosition = (value: FeelValue | undefined): value is FeelNumber => isFeelNumber(value) && !value.isZero();

export const LIST_BUILTINS: readonly BuiltinSignature[] = [
  builtin('list contains', ['list', 'element'], ([list, element]) => (isList(list) ? list.some((item) => feelEquals(item, element ?? null) === true) : null)),
  builtin('count', ['list'], ([list]) => (isList(list) ? new FeelNumber(list.length) : null)),
  builtin('sublist', ['list', 'start'], ([list, start], context) => {
    if (!isList(list) || !isPosition(start)) return null;
    return built(slice(list, listIndex(list.length, start), list.length), context);
  }),
  builtin('sublist', ['list', 'start', 'length'], ([list, start, length], context) => {
    if (!isList(list) || !isPosition(start) || !isFeelNumber(length)) return null;
    const from = listIndex(list.length, start);
    return built(slice(list, from, from + length.trunc().toNumber()), context);
  }),
  builtin('append', ['list', 'items'], ([list, items], context) => (isList(list) && isList(items) ? built([...list, ...items], context) : null), {
    variadic: true,
  }),
  builtin('concatenate', ['lists'], ([lists], context) => (isList(lists) ? built(spread(lists), context) : null), { variadic: true }),
  builtin('insert before', ['list', 'position', 'newItem'], ([list, position, item], context) => {
    if (!isList(list) || !isPosition(position)) return null;
    const index = listIndex(list.length, position);
    return built([...slice(list, 0, index), item ?? null, ...slice(list, index, list.length)], context);
  }),
  builtin('remove', ['list', 'position'], ([list, position], context) => {
    if (!isList(list) || !isPosition(position)) return null;
    const index = listIndex(list.length, position);
    const after = listIndex(list.length, position.trunc().plus(1));
    return built([...slice(list, 0, index), ...slice(list, after, list.length)], context);
  }),
  builtin('reverse', ['list'], ([list], context) => (isList(list) ? built([...list].reverse(), context) : null)),
  builtin('index of', ['list', 'match'], ([list, match], context) => {
    if (!isList(list)) return null;
    const positions: FeelValue[] = [];
    list.forEach((item, index) => {
      if (feelEquals(item, match ?? null) === true) positions.push(new FeelNumber(index + 1));
    });
    return built(positions, context);
  }),
  builtin(
    'union',
    ['lists'],
    ([lists], context) => {
      if (!isList(lists)) return null;
      return built(
        groupEqual(spread(lists), context).map((group) => group[0] as FeelValue),
        context,
      );
    },
    { variadic: true },
  ),
  builtin('distinct values', ['list'], ([list], context) =>
    isList(list)
      ? built(
          groupEqual(list, context).map((group) => group[0] as FeelValue),
          context,
        )
      : null,
  ),
  builtin('duplicate values', ['list'], ([list], context) => {
    if (!isList(list)) return null;
    const duplicated = groupEqual(list, context).filter((group) => group.length > 1);
    return built(
      duplicated.map((group) => group[0] as FeelValue),
      context,
    );
  }),
  builtin('flatten', ['list'], ([list], context) => (isList(list) ? built(flattenDeep(list, []), context) : null)),
  builtin('sort', ['list', 'precedes'], ([list, precedes], context) => (isList(list) ? sort(list, precedes, context) : null)),
  builtin('string join', ['list'], ([list], context) => join(list, '', '', '', context)),
  builtin('string join', ['list', 'delimiter'], ([list, delimiter], context) => {
    if (delimiter !== null && typeof delimiter !== 'string') return null;
    return join(list, delimiter ?? '', '', '', context);
  }),
  builtin('string join', ['list', 'delimiter', 'prefix', 'suffix'], ([list, delimiter, prefix, suffix], context) => {
    const bothAffixes = typeof prefix === 'string' && typeof suffix === 'string';
    const noAffixes = prefix === null && suffix === null;
    if (!(bothAffixes || noAffixes) || (delimiter !== null && typeof delimiter !== 'string')) return null;
    if (noAffixes && delimiter === null) return join(list, '', '', '', context);
    return join(list, delimiter ?? '', bothAffixes ? prefix : '', bothAffixes ? suffix : '', context);
  }),
  builtin('is empty', ['list'], ([list]) => (isList(list) ? list.length === 0 : null)),
  builtin('partition', ['list', 'size'], ([list, size], context) => {
    if (!isList(list) || !isFeelNumber(size)) return null;
    const length = size.trunc().toNumber();
    if (length <= 0) return null;
    const parts: FeelValue[] = [];
    for (let start = 0; start < list.length; start += length) parts.push(list.slice(start, start + length));
    return built(parts, context);
  }),
];
