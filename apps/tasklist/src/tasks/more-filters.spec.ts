import { describe, expect, it } from 'vitest';
import { jsonValue, moreFilter, readMoreFilters, writeMoreFilters } from './more-filters.js';

describe('more filters', () => {
  it('match a variable by its JSON value, plain text meaning a string', () => {
    expect(jsonValue('Nordwind')).toBe('"Nordwind"');
    expect(jsonValue('"Nordwind"')).toBe('"Nordwind"');
    expect(jsonValue('420')).toBe('420');
    expect(moreFilter({ variableName: ' supplier ', variableValue: 'Nordwind' })).toEqual({
      processInstanceVariables: [{ name: 'supplier', value: '"Nordwind"' }],
    });
  });

  it('filter by one candidate group and by whole local days of creation and follow-up', () => {
    const filter = moreFilter({ group: 'finance', createdFrom: '2026-12-01', createdTo: '2026-12-01', followUpTo: '2026-12-31' });
    expect(filter.candidateGroup).toBe('finance');
    expect(filter.creationDate).toEqual({
      $gte: new Date('2026-12-01T00:00:00').toISOString(),
      $lt: new Date('2026-12-02T00:00:00').toISOString(),
    });
    expect(filter.followUpDate).toEqual({ $lt: new Date('2027-01-01T00:00:00').toISOString() });
  });

  it('ignore what is empty or not a day', () => {
    expect(moreFilter({ variableName: ' ', createdFrom: 'yesterday' })).toEqual({});
  });

  it('survive the URL', () => {
    const params = new URLSearchParams();
    writeMoreFilters({ variableName: 'amount', variableValue: '420', group: 'finance', createdFrom: '2026-12-01', dueTo: '2026-12-24' }, params);
    expect(readMoreFilters(new URLSearchParams(params.toString()))).toEqual({
      variableName: 'amount',
      variableValue: '420',
      group: 'finance',
      createdFrom: '2026-12-01',
      dueTo: '2026-12-24',
    });
  });
});
