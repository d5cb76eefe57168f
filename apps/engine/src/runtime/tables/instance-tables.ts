import type { Columns, RowOf } from './column.js';
import { COMPENSATION_TABLE } from './compensation.table.js';
import { ELEMENT_INSTANCE_TABLE } from './element-instance.table.js';
import { EVENT_SUBSCRIPTION_TABLE } from './event-subscription.table.js';
import { INCIDENT_TABLE } from './incident.table.js';
import type { InstanceTable, StateSlot, TableField } from './instance-table.js';
import { JOB_TABLE } from './job.table.js';
import type { InstanceHead } from './process-instance.head.js';
import { USER_TASK_TABLE } from './user-task.table.js';
import { VARIABLE_TABLE } from './variable.table.js';

/**
 * The tables of an instance's rows besides its own, described once (see instance-table.ts). Element instances come
 * before variables: a variable is live through its scope, an element instance, so the diff decides those first.
 */
export const INSTANCE_TABLES = [
  ELEMENT_INSTANCE_TABLE,
  VARIABLE_TABLE,
  JOB_TABLE,
  INCIDENT_TABLE,
  EVENT_SUBSCRIPTION_TABLE,
  USER_TASK_TABLE,
  COMPENSATION_TABLE,
] as const;

type Table = (typeof INSTANCE_TABLES)[number];
type ItemOf<T> = T extends InstanceTable<Columns, infer Item, TableField> ? Item : never;

/** A table whose rows a write finds by comparing the state with the snapshot. */
export type DiffedTable = InstanceTable & { readonly state: StateSlot<{ key: string }> };

const diffed = (table: InstanceTable): table is DiffedTable => table.state !== undefined;

/** The tables diffed by a write: all but incidents, in the order of INSTANCE_TABLES. */
export const DIFFED_TABLES: readonly DiffedTable[] = (INSTANCE_TABLES as readonly InstanceTable[]).filter(diffed);

/** The tables by the prefix of their rows' snapshot keys. */
export const TABLE_BY_PREFIX: ReadonlyMap<string, InstanceTable> = new Map(INSTANCE_TABLES.map((table) => [table.prefix, table]));

/** An instance's row and its live rows, as one load statement reads them. */
export type LoadRow = InstanceHead & { [T in Table as T['field']]: RowOf<T['columns']>[] };

/**
 * What a load would read of an instance, as the runtime's objects of the write that left it so (copies the instance
 * cache owns: the command that wrote them may still read its own, and the command that takes them changes them).
 */
export type KeptObjects = { [T in Table as T['field']]: ItemOf<T>[] };
