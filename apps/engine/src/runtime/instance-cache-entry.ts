import type { ProcessInstanceState } from '@baton/runtime';
import { parseJson, stringifyJson } from '../json/json-codec.js';
import { INCIDENT_TABLE } from './tables/incident.table.js';
import type { TableField } from './tables/instance-table.js';
import { DIFFED_TABLES, INSTANCE_TABLES, TABLE_BY_PREFIX, type KeptObjects, type LoadRow } from './tables/instance-tables.js';
import { JOB_TABLE } from './tables/job.table.js';
import { headOf, type InstanceHead } from './tables/process-instance.head.js';

/**
 * An instance as this process last wrote or read it: `rows` are the rows a load would return, as JSON text by
 * `table:key` (the snapshot's keys, see loaded-from-rows.ts). Kept by a write, `rows` are that write's snapshot as it
 * stands and `objects` the same rows as the command's domain objects, so a command taking it neither parses nor
 * converts a row; kept by a read (a batch of due timers), they are the read's text, its open incidents' rows too.
 */
export type CachedInstance = { head: InstanceHead; rows: Map<string, string> } & ({ source: 'write'; objects: KeptObjects } | { source: 'read' });

const JOB_PREFIX = `${JOB_TABLE.prefix}:`;

/** Whether the rows a load would read hold an open job. */
export function waitsForJob(rows: Map<string, string>): boolean {
  for (const key of rows.keys()) if (key.startsWith(JOB_PREFIX)) return true;
  return false;
}

/** An instance a read kept, as the load row it stands for (rows parsed again, so the command owns every object it gets). */
export function rowOfRead({ head, rows }: { head: InstanceHead; rows: Map<string, string> }): LoadRow {
  const row = { ...head } as InstanceHead & Record<TableField, unknown[]>;
  for (const table of INSTANCE_TABLES) row[table.field] = [];
  for (const [key, json] of rows) {
    const table = TABLE_BY_PREFIX.get(key.slice(0, key.indexOf(':')));
    if (table) row[table.field].push(parseJson(json));
  }
  return row as unknown as LoadRow;
}

/** A load row as the instance cache keeps it: its rows as JSON text by `table:key`, as the read returned them. */
export function cachedOfRow(row: LoadRow): CachedInstance {
  const rows = new Map<string, string>();
  for (const table of INSTANCE_TABLES) {
    for (const item of row[table.field] as readonly { key: string | number }[]) rows.set(`${table.prefix}:${String(item.key)}`, stringifyJson(item));
  }
  return { head: headOf(row), rows, source: 'read' };
}

/**
 * The state's objects a load would read after a write whose snapshot is `rows` (the incidents: all open ones), as
 * copies. Shallow copies suffice: the runtime changes an object's own fields in place, never the objects they hold.
 */
export function keptObjects(state: ProcessInstanceState, rows: Map<string, string>): KeptObjects {
  const kept = {} as Record<TableField, unknown[]>;
  for (const table of DIFFED_TABLES) {
    const objects: unknown[] = [];
    for (const item of table.state.items(state)) if (rows.has(`${table.prefix}:${item.key}`)) objects.push({ ...item });
    kept[table.field] = objects;
  }
  kept[INCIDENT_TABLE.field] = [...state.incidents.values()].map((incident) => ({ ...incident }));
  return kept as KeptObjects;
}
