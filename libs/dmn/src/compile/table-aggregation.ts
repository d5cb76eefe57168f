import { FeelNumber, type FeelValue, feelTypeName, isFeelNumber } from '@baton/feel';
import { DmnFailure } from '../evaluation/dmn-run.js';

export type Aggregation = 'SUM' | 'COUNT' | 'MIN' | 'MAX';

/** COLLECT with an aggregation (DMN 1.3, 8.2.11): over the outputs of the matched rules, nulls left out. */
export function aggregate(aggregation: Aggregation, values: FeelValue[], what: string): FeelValue {
  const present = values.filter((value) => value !== null);
  if (aggregation === 'COUNT') return new FeelNumber(present.length);
  if (present.length === 0) return null;
  const numbers = present.filter(isFeelNumber);
  if (numbers.length !== present.length) {
    const other = present.find((value) => !isFeelNumber(value)) ?? null;
    throw new DmnFailure(`${what}: the aggregation ${aggregation} needs numbers, not a ${feelTypeName(other)}`);
  }
  if (aggregation === 'SUM') return numbers.reduce((sum, value) => sum.plus(value), new FeelNumber(0));
  return numbers.reduce((best, value) => ((aggregation === 'MIN' ? value.lt(best) : value.gt(best)) ? value : best));
}
