import { searchTasks } from '../api/user-tasks.js';
import { useSession } from '../auth/session-context.js';
import { useLoader } from '@baton/web-client';
import type { TaskListState } from './task-list-state.js';
import { taskSearchQuery } from './task-search-query.js';

/** New tasks show up without a reload: the list asks again this often while the page is visible. */
export const POLL_MS = 4000;

/** The page of tasks the list state asks for, kept fresh by polling. */
export function useTaskSearch(state: TaskListState, refresh: number) {
  const { engine, user } = useSession();
  return useLoader(() => searchTasks(engine, taskSearchQuery(state, user, new Date())), `${JSON.stringify(state)}#${refresh}`, POLL_MS);
}
