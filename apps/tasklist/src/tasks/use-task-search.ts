import { useLoader } from '@baton/web-client';
import { useEffect } from 'react';
import { searchTasks } from '../api/user-tasks.js';
import { useSession } from '../auth/session-context.js';
import type { TaskListState } from './task-list-state.js';
import { taskSearchQuery } from './task-search-query.js';

/** New tasks show up without a reload: the list asks again this often while the page is visible. */
export const POLL_MS = 4000;

/**
 * The page of tasks the list state asks for, kept fresh by polling. A bump of `refresh` (after a decision) asks again
 * at once for the same list, which stays on screen until the answer: only a new list state blanks it.
 */
export function useTaskSearch(state: TaskListState, refresh: number) {
  const { engine, user } = useSession();
  const tasks = useLoader(() => searchTasks(engine, taskSearchQuery(state, user, new Date())), JSON.stringify(state), POLL_MS);
  const { reload } = tasks;
  useEffect(() => {
    if (refresh > 0) reload();
  }, [refresh, reload]);
  return tasks;
}
