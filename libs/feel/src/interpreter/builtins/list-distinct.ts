import { feelEquals } from '../operators.js';
import { type FeelValue, isFeelNumber } from '../values.js';
import type { BuiltinCallContext } from './builtin.js';

/**
 * A key under which equal simple values meet (`1` and `1.0` alike); undefined for the others (lists, contexts,
 * temporal values), which are compared pairwise with feelEquals and charged for each comparison.
 */
function simpleKey(value: FeelValue): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') return `s${value}`;
  if (typeof value === 'boolean') return `b${value}`;
  if (isFeelNumber(value)) return `n${value.toString()}`;
  return undefined;
}

/** The items grouped by FEEL equality, each group in order of first appearance (feel-scala's ValComparator). */
export function groupEqual(items: readonly FeelValue[], context: BuiltinCallContext): FeelValue[][] {
  const groups: FeelValue[][] = [];
  const bySimpleKey = new Map<string, FeelValue[]>();
  const complex: FeelValue[][] = [];
  for (const item of items) {
    const key = simpleKey(item);
    let group = key === undefined ? findComplex(complex, item, context) : bySimpleKey.get(key);
    if (!group) {
      group = [];
      groups.push(group);
      if (key === undefined) complex.push(group);
      else bySimpleKey.set(key, group);
    }
    group.push(item);
  }
  return groups;
}

function findComplex(groups: readonly FeelValue[][], item: FeelValue, context: BuiltinCallContext): FeelValue[] | undefined {
  context.chargeItems(groups.length);
  return groups.find((group) => feelEquals(group[0] as FeelValue, item) === true);
}
