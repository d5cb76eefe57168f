import type { UserTaskResult, VariableSearchResult } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { cardFields, cardValue, cardVariableNames } from './card-fields.js';

const task = (customHeaders: Record<string, string>) => ({ customHeaders }) as UserTaskResult;
const variable = (name: string, value: string) => ({ name, value }) as VariableSearchResult;

describe('task card fields', () => {
  it('reads the names from the cardVariables header, in order, once each', () => {
    expect(cardVariableNames(task({ cardVariables: 'supplier, amount,supplier  dueBy' }))).toEqual(['supplier', 'amount', 'dueBy']);
    expect(cardVariableNames(task({}))).toEqual([]);
  });

  it('shows text without quotes and other values as compact JSON', () => {
    expect(cardValue('"Nordwind"')).toBe('Nordwind');
    expect(cardValue('12900')).toBe('12900');
    expect(cardValue('{ "a": [1, 2] }')).toBe('{"a":[1,2]}');
  });

  it('keeps the model’s order and leaves out variables the task does not see', () => {
    expect(cardFields(['amount', 'missing', 'supplier'], [variable('supplier', '"Nordwind"'), variable('amount', '12900')])).toEqual([
      { name: 'amount', value: '12900' },
      { name: 'supplier', value: 'Nordwind' },
    ]);
  });
});
