import type { SearchQueryResponse, UserTaskResult, UserTaskSearchQuery, VariableSearchResult } from '@baton/api-contract';
import type { EngineClient } from '@baton/web-client';

/** A task as read, with the ETag to send back as If-Match: a change by anyone else in between is refused (412). */
export interface VersionedTask {
  task: UserTaskResult;
  etag: string;
}

const ifMatch = (etag: string) => ({ 'if-match': etag });

export function searchTasks(engine: EngineClient, query: UserTaskSearchQuery): Promise<SearchQueryResponse<UserTaskResult>> {
  return engine.call('searchUserTasks', { body: query });
}

export async function getTask(engine: EngineClient, userTaskKey: string): Promise<VersionedTask> {
  const answer = await engine.request('getUserTask', { params: { userTaskKey } });
  return { task: answer.body, etag: answer.headers.get('etag') ?? '' };
}

export async function claimTask(engine: EngineClient, userTaskKey: string, assignee: string, etag: string): Promise<void> {
  await engine.call('assignUserTask', { params: { userTaskKey }, body: { assignee, allowOverride: false }, headers: ifMatch(etag) });
}

export async function unclaimTask(engine: EngineClient, userTaskKey: string, etag: string): Promise<void> {
  await engine.call('unassignUserTask', { params: { userTaskKey }, headers: ifMatch(etag) });
}

export async function completeTask(engine: EngineClient, userTaskKey: string, variables: Record<string, unknown>, etag: string): Promise<void> {
  await engine.call('completeUserTask', { params: { userTaskKey }, body: { variables }, headers: ifMatch(etag) });
}

/** The Camunda form the task links; null when it links none. */
export async function taskForm(engine: EngineClient, userTaskKey: string) {
  return (await engine.call('getUserTaskForm', { params: { userTaskKey } })) ?? null;
}

/** The variables as the task sees them (one per name, innermost scope first), full values; only `names` when given. */
export async function taskVariables(engine: EngineClient, userTaskKey: string, names?: readonly string[]): Promise<VariableSearchResult[]> {
  const page = await engine.call('searchUserTaskEffectiveVariables', {
    params: { userTaskKey },
    query: { truncateValues: false },
    body: { ...(names ? { filter: { name: { $in: [...names] } } } : {}), page: { limit: 1000 }, sort: [{ field: 'name', order: 'ASC' }] },
  });
  return page.items;
}
