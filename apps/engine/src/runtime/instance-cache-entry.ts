import type { ProcessInstanceState, Variable } from '@baton/runtime';
import { parseJson, stringifyJson } from '../json/json-codec.js';
import type { CachedInstance, InstanceHead, KeptObjects } from './instance-cache.js';
import type { IncidentRow } from './instance-rows.js';
import type { LoadRow } from './instance-load-sql.js';

/** Whether the rows a load would read hold an open job. */
export function waitsForJob(rows: Map<string, string>): boolean {
  for (const key of rows.keys()) if (key.startsWith('job:')) return true;
  return false;
}

/** An instance a read kept, as the load row it stands for (rows parsed again, so the command owns every object it gets). */
export function rowOfRead({ head, rows, incidents }: { head: InstanceHead; rows: Map<string, string>; incidents: string[] }): LoadRow {
  const row: LoadRow = {
    ...head,
    element_instances: [],
    variables: [],
    jobs: [],
    incidents: incidents.map((incident) => parseJson(incident) as IncidentRow),
    subscriptions: [],
    user_tasks: [],
    compensations: [],
  };
  const tables: Record<string, unknown[]> = {
    element: row.element_instances,
    variable: row.variables,
    job: row.jobs,
    subscription: row.subscriptions,
    userTask: row.user_tasks,
    compensation: row.compensations,
  };
  for (const [key, json] of rows) tables[key.slice(0, key.indexOf(':'))]?.push(parseJson(json));
  return row;
}

/** A load row as the instance cache keeps it: its rows as JSON text by `table:key`, as the read returned them. */
export function cachedOfRow(row: LoadRow): CachedInstance {
  const head: InstanceHead = {
    key: row.key,
    process_definition_key: row.process_definition_key,
    bpmn_process_id: row.bpmn_process_id,
    version: row.version,
    tenant_id: row.tenant_id,
    revision: row.revision,
    parent_process_instance_key: row.parent_process_instance_key,
    parent_element_instance_key: row.parent_element_instance_key,
    root_process_instance_key: row.root_process_instance_key,
    terminate_after_element_ids: row.terminate_after_element_ids,
    tags: row.tags,
  };
  const rows = new Map<string, string>();
  const add = (table: string, items: { key: string | number }[]) => {
    for (const item of items) rows.set(`${table}:${String(item.key)}`, stringifyJson(item));
  };
  add('element', row.element_instances);
  add('variable', row.variables);
  add('job', row.jobs);
  add('subscription', row.subscriptions);
  add('userTask', row.user_tasks);
  add('compensation', row.compensations);
  return { head, rows, source: 'read', incidents: row.incidents.map((incident) => stringifyJson(incident)) };
}

/**
 * The state's objects a load would read after a write whose snapshot is `rows` (the incidents: all open ones), as
 * copies. Shallow copies suffice: the runtime changes an object's own fields in place, never the objects they hold.
 */
export function keptObjects(state: ProcessInstanceState, rows: Map<string, string>): KeptObjects {
  const read = <T extends { key: string }>(table: string, items: Iterable<T>): T[] => {
    const kept: T[] = [];
    for (const item of items) if (rows.has(`${table}:${item.key}`)) kept.push({ ...item });
    return kept;
  };
  // One loop over the scopes, not push(...scope): a spread passes each variable as an argument, and an instance
  // started with 150,000 variables overflowed the stack after its write had committed.
  const variables: Variable[] = [];
  for (const scope of state.variables.values()) for (const variable of read('variable', scope.values())) variables.push(variable);
  return {
    elementInstances: read('element', state.elementInstances.values()),
    variables,
    jobs: read('job', state.jobs.values()),
    subscriptions: read('subscription', state.subscriptions.values()),
    userTasks: read('userTask', state.userTasks.values()),
    compensations: read('compensation', state.compensations.values()),
    incidents: [...state.incidents.values()].map((incident) => ({ ...incident })),
  };
}
