import type { UserTaskFilter, UserTaskResult, UserTaskSearchQuery } from '@baton/api-contract';
import { moreFilter } from './more-filters.js';
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

function dueFilter(due: DueFilter, now: Date): UserTaskFilter {
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (due) {
    case 'any':
      return {};
    case 'overdue':
      return { dueDate: { $lt: now.toISOString() } };
    case 'today':
      return { dueDate: { $gte: startOfDay.toISOString(), $lt: new Date(startOfDay.getTime() + DAY_MS).toISOString() } };
    case 'week':
      return { dueDate: { $gte: now.toISOString(), $lt: new Date(now.getTime() + 7 * DAY_MS).toISOString() } };
    case 'none':
      return { dueDate: { $exists: false } };
  }
}

/** The engine's user task search for what the list shows; the engine limits it further to the reviewer's own tasks. */
export function taskSearchQuery(state: TaskListState, reviewer: Reviewer, now: Date): UserTaskSearchQuery {
  const sort = TASK_SORTS.find((option) => option.id === state.sort) ?? TASK_SORTS[0];
  const field = state.view === 'completed' && state.sort === 'newest' ? 'completionDate' : sort.field;
  return {
    // A chosen candidate group narrows "My groups" to that one group.
    filter: {
      ...viewFilter(state.view, reviewer),
      ...dueFilter(state.due, now),
      ...(state.process ? { processDefinitionId: state.process } : {}),
      ...moreFilter(state.more ?? {}),
    },
    sort: [{ field, order: sort.order }],
    page: { from: state.page * PAGE_SIZE, limit: PAGE_SIZE },
  };
}

/** Open and past its due date. */
export const isOverdue = (task: UserTaskResult, now: Date): boolean =>
  task.state === 'CREATED' && task.dueDate !== null && Date.parse(task.dueDate) < now.getTime();
