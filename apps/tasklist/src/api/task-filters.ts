import type { SavedTaskFilterList, SavedTaskFilterResult } from '@baton/api-contract';
import type { Http } from './http.js';

const PATH = '/baton/v1/task-filters';

/** The reviewer's saved filters, kept in the engine: the same on every device they sign in from. */
export async function savedTaskFilters(http: Http): Promise<SavedTaskFilterResult[]> {
  return (await http<SavedTaskFilterList>('GET', PATH)).body.items;
}

/** Saves under the name; a name saved again replaces that filter. */
export async function saveTaskFilter(http: Http, name: string, filter: Record<string, string>): Promise<SavedTaskFilterResult> {
  return (await http<SavedTaskFilterResult>('POST', PATH, { body: { name, filter } })).body;
}

export async function deleteTaskFilter(http: Http, savedTaskFilterKey: string): Promise<void> {
  await http('DELETE', `${PATH}/${encodeURIComponent(savedTaskFilterKey)}`);
}
