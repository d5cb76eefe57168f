import { describe, expect, it } from 'vitest';
import { filterSettings, matchingFilter, stateOfSettings } from './saved-filter-settings.js';
import { DEFAULT_LIST_STATE } from './task-list-state.js';

describe('saved filter settings', () => {
  const state = { ...DEFAULT_LIST_STATE, view: 'unassigned', page: 3, more: { variableName: 'amount', variableValue: '99' } } as const;

  it('store the URL settings without the page, and give the state back', () => {
    expect(filterSettings(state)).toEqual({ view: 'unassigned', variableName: 'amount', variableValue: '99' });
    expect(stateOfSettings(filterSettings(state))).toEqual({ ...state, page: 0 });
  });

  it('reset what the saved filter does not set', () => {
    expect(stateOfSettings({ due: 'overdue' })).toEqual({ ...DEFAULT_LIST_STATE, due: 'overdue', more: {} });
  });

  it('find the saved filter the list shows, whatever the order of its settings', () => {
    const saved: { name: string; filter: Record<string, string> }[] = [
      { name: 'Other', filter: { view: 'assigned' } },
      { name: 'Small', filter: { variableValue: '99', variableName: 'amount', view: 'unassigned' } },
    ];
    expect(matchingFilter(saved, state)?.name).toBe('Small');
    expect(matchingFilter(saved, DEFAULT_LIST_STATE)).toBeUndefined();
  });
});
