import type { UserTaskResult } from '@baton/api-contract';
import { taskVariables } from '../api/user-tasks.js';
import { useSession } from '../auth/session-context.js';
import { useLoader } from '@baton/web-client';
import { type CardField, cardFields, cardVariableNames } from './card-fields.js';

/**
 * The fields each card of the page shows (by user task key), for the tasks whose model names some. Read again when
 * the page's set of tasks changes, not at every poll of the list: one request per such task, the variables it sees.
 */
export function useCardFields(tasks: readonly UserTaskResult[] | undefined): Map<string, CardField[]> {
  const { engine } = useSession();
  const wanted = (tasks ?? []).map((task) => ({ key: task.userTaskKey, names: cardVariableNames(task) })).filter((task) => task.names.length > 0);
  const loaded = useLoader(
    async () =>
      new Map(
        await Promise.all(
          wanted.map(async ({ key, names }) => {
            const variables = await taskVariables(engine, key, names).catch(() => []);
            return [key, cardFields(names, variables)] as const;
          }),
        ),
      ),
    wanted.map((task) => task.key).join(','),
  );
  return loaded.data ?? new Map();
}
