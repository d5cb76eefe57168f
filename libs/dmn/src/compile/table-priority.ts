import { type FeelContext, type FeelValue, feelEquals } from '@baton/feel';
import type { DmnRun } from '../evaluation/dmn-run.js';
import type { MatchedRule, Output } from './table-types.js';

/**
 * The matched rules by the priority of their outputs (DMN 1.3, 8.2.11): output by output, a value earlier in the
 * output's values comes first; rules of equal priority keep their order.
 */
export function priorityOrder(run: DmnRun, scope: FeelContext, matched: MatchedRule[], outputs: Output[]): MatchedRule[] {
  const lists = outputs.map((output) => {
    if (output.priorities === null) return [];
    const values = run.feel(output.priorities, scope);
    return Array.isArray(values) ? values : [];
  });
  const rank = (rule: MatchedRule): number[] =>
    rule.evaluatedOutputs.map((output, index) => {
      const position = (lists[index] ?? []).findIndex((value: FeelValue) => feelEquals(value, output.outputValue) === true);
      return position === -1 ? Number.MAX_SAFE_INTEGER : position;
    });
  const ranked = matched.map((rule, order) => ({ rule, order, rank: rank(rule) }));
  ranked.sort((a, b) => {
    for (let index = 0; index < a.rank.length; index++) {
      const difference = (a.rank[index] ?? 0) - (b.rank[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return a.order - b.order;
  });
  return ranked.map((entry) => entry.rule);
}
