import { type MoreFilters, readMoreFilters, writeMoreFilters } from './more-filters.js';

/** What the task list shows, kept in the URL so that a reload, a bookmark or the back button keep it. */

export const TASK_VIEWS = [
  { id: 'assigned', label: 'Assigned to me' },
  { id: 'groups', label: 'My groups' },
  { id: 'unassigned', label: 'Unassigned' },
  { id: 'completed', label: 'Completed by me' },
] as const;
export type TaskView = (typeof TASK_VIEWS)[number]['id'];

export const DUE_FILTERS = [
  { id: 'any', label: 'Any due date' },
  { id: 'overdue', label: 'Overdue' },
  { id: 'today', label: 'Due today' },
  { id: 'week', label: 'Due in the next 7 days' },
  { id: 'none', label: 'No due date' },
] as const;
export type DueFilter = (typeof DUE_FILTERS)[number]['id'];

export const TASK_SORTS = [
  { id: 'newest', label: 'Newest first', field: 'creationDate', order: 'DESC' },
  { id: 'oldest', label: 'Oldest first', field: 'creationDate', order: 'ASC' },
  { id: 'priority', label: 'Highest priority', field: 'priority', order: 'DESC' },
  { id: 'due', label: 'Due soonest', field: 'dueDate', order: 'ASC' },
] as const;
export type TaskSort = (typeof TASK_SORTS)[number]['id'];

export const PAGE_SIZE = 25;

export interface TaskListState {
  view: TaskView;
  /** A BPMN process id, or null for every process. */
  process: string | null;
  due: DueFilter;
  sort: TaskSort;
  /** 0-based. */
  page: number;
  /** Variable, candidate group and date filters; none when absent. */
  more?: MoreFilters;
}

export const DEFAULT_LIST_STATE: TaskListState = { view: 'groups', process: null, due: 'any', sort: 'newest', page: 0 };

const oneOf = <T extends string>(options: readonly { id: T }[], value: string | null, fallback: T): T =>
  options.find((option) => option.id === value)?.id ?? fallback;

export function readListState(params: URLSearchParams): TaskListState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const more = readMoreFilters(params);
  return {
    view: oneOf(TASK_VIEWS, params.get('view'), DEFAULT_LIST_STATE.view),
    process: params.get('process') || null,
    due: oneOf(DUE_FILTERS, params.get('due'), DEFAULT_LIST_STATE.due),
    sort: oneOf(TASK_SORTS, params.get('sort'), DEFAULT_LIST_STATE.sort),
    page: Number.isFinite(page) && page > 0 ? page : 0,
    ...(Object.keys(more).length > 0 ? { more } : {}),
  };
}

/** The query string of a state, defaults left out (`?view=assigned&sort=due`). */
export function writeListState(state: TaskListState): string {
  const params = new URLSearchParams();
  if (state.view !== DEFAULT_LIST_STATE.view) params.set('view', state.view);
  if (state.process) params.set('process', state.process);
  if (state.due !== DEFAULT_LIST_STATE.due) params.set('due', state.due);
  if (state.sort !== DEFAULT_LIST_STATE.sort) params.set('sort', state.sort);
  if (state.page > 0) params.set('page', String(state.page));
  writeMoreFilters(state.more ?? {}, params);
  const query = params.toString();
  return query ? `?${query}` : '';
}
