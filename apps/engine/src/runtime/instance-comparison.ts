import { parseJson, stringifyJson } from '../json/json-codec.js';
import type { LoadedInstance } from './loaded-instance.js';

/** A loaded instance as comparable text: JSON with sorted keys (jsonb reorders them), rows in key order. */
export function comparable(loaded: LoadedInstance): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, item]) => [key, sorted(item)]),
          )
        : value;
  const rows = (map: Map<string, string>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, json]) => [key, sorted(parseJson(json))]);
  const incidents = [...loaded.loadedIncidents.values()].sort((a, b) => (a.key < b.key ? -1 : 1)).map(sorted);
  const { state } = loaded;
  return stringifyJson({
    identity: sorted(loaded.identity),
    revision: loaded.revision,
    tags: loaded.tags,
    businessId: loaded.businessId,
    parent: state.parent,
    terminateAfterElementIds: state.terminateAfterElementIds,
    suspension: sorted(state.suspension),
    snapshot: rows(loaded.snapshot),
    // the domain objects too: a kept instance's come from the cache, not from its snapshot's text
    objects: [
      state.elementInstances,
      state.jobs,
      state.subscriptions,
      state.userTasks,
      state.compensations,
      new Map([...state.variables.values()].flatMap((scope) => [...scope.values()].map((variable) => [variable.key, variable] as const))),
    ].map((objects) => [...objects.values()].sort((a, b) => (a.key < b.key ? -1 : 1)).map(sorted)),
    incidents,
  });
}
