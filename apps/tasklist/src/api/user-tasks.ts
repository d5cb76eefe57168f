import type { FormResult, SearchQueryResponse, UserTaskResult, UserTaskSearchQuery, VariableSearchResult } from '@baton/api-contract';
import type { Http } from './http.js';

/** A task as read, with the ETag to send back as If-Match: a change by anyone else in between is refused (412). */
export interface VersionedTask {
  task: UserTaskResult;
  etag: string;
}

const path = (userTaskKey: string, suffix = '') => `/v2/user-tasks/${encodeURIComponent(userTaskKey)}${suffix}`;
const ifMatch = (etag: string) => ({ 'if-match': etag });

export async function searchTasks(http: Http, query: UserTaskSearchQuery): Promise<SearchQueryResponse<UserTaskResult>> {
  return (await http<SearchQueryResponse<UserTaskResult>>('POST', '/v2/user-tasks/search', { body: query })).body;
}

export async function getTask(http: Http, userTaskKey: string): Promise<VersionedTask> {
  const response = await http<UserTaskResult>('GET', path(userTaskKey));
  return { task: response.body, etag: response.headers.get('etag') ?? '' };
}

export async function claimTask(http: Http, userTaskKey: string, assignee: string, etag: string): Promise<void> {
  await http('POST', path(userTaskKey, '/assignment'), { body: { assignee, allowOverride: false }, headers: ifMatch(etag) });
}

export async function unclaimTask(http: Http, userTaskKey: string, etag: string): Promise<void> {
  await http('DELETE', path(userTaskKey, '/assignee'), { headers: ifMatch(etag) });
}

export async function completeTask(http: Http, userTaskKey: string, variables: Record<string, unknown>, etag: string): Promise<void> {
  await http('POST', path(userTaskKey, '/completion'), { body: { variables }, headers: ifMatch(etag) });
}

/** The Camunda form the task links; null when it links none. */
export async function taskForm(http: Http, userTaskKey: string): Promise<FormResult | null> {
  return (await http<FormResult | undefined>('GET', path(userTaskKey, '/form'))).body ?? null;
}

/** The variables as the task sees them (one per name, innermost scope first), full values; only `names` when given. */
export async function taskVariables(http: Http, userTaskKey: string, names?: readonly string[]): Promise<VariableSearchResult[]> {
  const response = await http<SearchQueryResponse<VariableSearchResult>>('POST', path(userTaskKey, '/effective-variables/search?truncateValues=false'), {
    body: { ...(names ? { filter: { name: { $in: [...names] } } } : {}), page: { limit: 1000 }, sort: [{ field: 'name', order: 'ASC' }] },
  });
  return response.body.items;
}
