import type { EngineClient } from '@baton/web-client';

/** The reviewer's saved filters, kept in the engine: the same on every device they sign in from. */
export async function savedTaskFilters(engine: EngineClient) {
  return (await engine.call('listSavedTaskFilters')).items;
}

/** Saves under the name; a name saved again replaces that filter. */
export function saveTaskFilter(engine: EngineClient, name: string, filter: Record<string, string>) {
  return engine.call('saveTaskFilter', { body: { name, filter } });
}

export async function deleteTaskFilter(engine: EngineClient, savedTaskFilterKey: string): Promise<void> {
  await engine.call('deleteSavedTaskFilter', { params: { savedTaskFilterKey } });
}
