import { readListState, type TaskListState, writeListState } from './task-list-state.js';

/** A list state as a saved filter stores it: its URL settings, without the page (a saved filter opens at its start). */
export function filterSettings(state: TaskListState): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(writeListState({ ...state, page: 0 })));
}

/** The list state a saved filter stands for; every setting it lacks is the default, none kept from the list before. */
export function stateOfSettings(settings: Record<string, string>): TaskListState {
  const state = readListState(new URLSearchParams(settings));
  return { ...state, more: state.more ?? {} };
}

/** The saved filter the list shows now, if any. */
export function matchingFilter<F extends { filter: Record<string, string> }>(filters: readonly F[], state: TaskListState): F | undefined {
  const current = JSON.stringify(Object.entries(filterSettings(state)).sort());
  return filters.find((saved) => JSON.stringify(Object.entries(filterSettings(stateOfSettings(saved.filter))).sort()) === current);
}
