import type { UserTaskFilter, UserTaskResult, UserTaskSearchQuery } from '@baton/api-contract';
import { type DateRange, dueDays, moreFilter } from './more-filters.js';
import { type DueFilter, PAGE_SIZE, TASK_SORTS, type TaskListState, type TaskView } from './task-list-state.js';

export interface Reviewer {
  username: string;
  groups: readonly string[];
}

const DAY_MS = 24 * 3600 * 1000;

function viewFilter(view: TaskView, reviewer: Reviewer): UserTaskFilter {
  switch (view) {
    case 'assigned':
      return { state: 'CREATED', assignee: reviewer.username };
    case 'groups':
      return { state: 'CREATED', candidateGroup: { $in: [...reviewer.groups] } };
    case 'unassigned':
      return { state: 'CREATED', assignee: { $exists: false } };
    case 'completed':
      // The tasklist claims a task before completing it, so the assignee of a completed task is who completed it.
      return { state: 'COMPLETED', assignee: reviewer.username };
  }
}

function dueRange(due: DueFilter, now: Date): DateRange | undefined {
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (due) {
    case 'any':
      return undefined;
    case 'overdue':
      return { $lt: now.toISOString() };
    case 'today':
      return { $gte: startOfDay.toISOString(), $lt: new Date(startOfDay.getTime() + DAY_MS).toISOString() };
    case 'week':
      return { $gte: now.toISOString(), $lt: new Date(now.getTime() + 7 * DAY_MS).toISOString() };
    case 'none':
      return { $exists: false };
  }
}

const later = (a: string | undefined, b: string | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: string | undefined, b: string | undefined) => (a && b ? (a < b ? a : b) : (a ?? b));

/** Both ranges at once (the due select and the due days of "More filters"): the later start, the earlier end. */
function bothRanges(a: DateRange | undefined, b: DateRange | undefined): DateRange | undefined {
  if (!a || !b) return a ?? b;
  const $gte = later(a.$gte, b.$gte);
  const $lt = earlier(a.$lt, b.$lt);
  const $exists = a.$exists ?? b.$exists;
  return { ...($gte ? { $gte } : {}), ...($lt ? { $lt } : {}), ...($exists === undefined ? {} : { $exists }) };
}

/** The engine's user task search for what the list shows; the engine limits it further to the reviewer's own tasks. */
export function taskSearchQuery(state: TaskListState, reviewer: Reviewer, now: Date): UserTaskSearchQuery {
  const sort = TASK_SORTS.find((option) => option.id === state.sort) ?? TASK_SORTS[0];
  const field = state.view === 'completed' && state.sort === 'newest' ? 'completionDate' : sort.field;
  const dueDate = bothRanges(dueRange(state.due, now), dueDays(state.more ?? {}));
  return {
    // A chosen candidate group narrows "My groups" to that one group.
    filter: {
      ...viewFilter(state.view, reviewer),
      ...(state.process ? { processDefinitionId: state.process } : {}),
      ...moreFilter(state.more ?? {}),
      ...(dueDate ? { dueDate } : {}),
    },
    sort: [{ field, order: sort.order }],
    page: { from: state.page * PAGE_SIZE, limit: PAGE_SIZE },
  };
}

/** Open and past its due date. */
export const isOverdue = (task: UserTaskResult, now: Date): boolean =>
  task.state === 'CREATED' && task.dueDate !== null && Date.parse(task.dueDate) < now.getTime();
