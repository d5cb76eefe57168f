import { describe, expect, it } from 'vitest';
import { filterValues, instanceFilter, variableFilter } from './instance-filter';

describe('the instance list filter', () => {
  it('should turn the filters of the link into the engine search filter', () => {
    const params = new URLSearchParams('state=ACTIVE&process=order&version=2&element=approve&incident=true&variable=orderId%3D%22o-1%22&page=3');
    expect(instanceFilter(filterValues(params))).toEqual({
      state: 'ACTIVE',
      processDefinitionId: 'order',
      processDefinitionVersion: 2,
      elementId: 'approve',
      elementInstanceState: 'ACTIVE',
      hasIncident: true,
      variables: [{ name: 'orderId', value: '"o-1"' }],
    });
  });

  it('should read a variable value as JSON when it is JSON, else as a string', () => {
    expect(variableFilter('amount = 42')).toEqual({ name: 'amount', value: '42' });
    expect(variableFilter('express=true')).toEqual({ name: 'express', value: 'true' });
    expect(variableFilter('city=Berlin')).toEqual({ name: 'city', value: '"Berlin"' });
    expect(variableFilter('=1')).toBeUndefined();
  });

  it('should bound the start date on either side', () => {
    const filter = instanceFilter({ startedAfter: '2026-12-01T10:00' });
    expect(Object.keys(filter.startDate as object)).toEqual(['$gte']);
  });
});
