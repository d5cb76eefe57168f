import type { ProcessInstanceState } from '@baton/runtime';
import type { Columns, RowOf } from './column.js';
import type { InstanceIdentity } from './instance-identity.js';
import { isLive, liveSql, type LiveRule } from './live-rule.js';

/** The field of a load row, a write and the kept objects that carries a table's rows. */
export type TableField = 'elementInstances' | 'variables' | 'jobs' | 'incidents' | 'subscriptions' | 'userTasks' | 'compensations';

/** How a table's items sit in the runtime's state. */
export interface StateSlot<Item> {
  items(state: ProcessInstanceState): Iterable<Item>;
  put(state: ProcessInstanceState, item: Item): void;
}

/**
 * One instance table as the load, the instance cache, the diff and the write see it, described once. Its row type is
 * RowOf its columns; `fromRow`/`toRow` map rows to the runtime's objects and back.
 */
export interface InstanceTableSpec<C extends Columns, Item extends { key: string }, F extends TableField = TableField> {
  /** The SQL table; every row has a bigint `key` and names its `process_instance_key`. */
  readonly name: string;
  readonly field: F;
  /** Its rows' keys in a snapshot start with this and a colon (`job:123`). */
  readonly prefix: string;
  readonly columns: C;
  readonly live: LiveRule<RowOf<C>>;
  /** The columns an upsert of a row written before updates (the others never change after the insert). */
  readonly conflict: readonly (keyof C & string)[];
  /** Whatever else the upsert sets, as SQL (a lease of another part of the engine it clears). */
  readonly conflictAlso?: string;
  /** A row leaving the live rows gets the command's time in this column (the write stamps it, the runtime does not). */
  readonly endedAt?: keyof C & string;
  /**
   * `elements` reads each column of a row by name: jsonb_populate_recordset would turn a JSON null in a jsonb column
   * (a variable set to null) into an SQL null.
   */
  readonly insertFrom: 'recordset' | 'elements';
  /** Absent for incidents: they are written from the command's events, not diffed (see prepared-write.ts). */
  readonly state?: StateSlot<Item>;
  fromRow(row: RowOf<C>): Item;
  toRow(item: Item, identity: InstanceIdentity): RowOf<C>;
}

export interface InstanceTable<C extends Columns = Columns, Item extends { key: string } = { key: string }, F extends TableField = TableField>
  extends InstanceTableSpec<C, Item, F> {
  /** The live rule as a test of a row (see live-rule.ts). */
  isLive(row: RowOf<C>, liveElement: (key: string) => boolean): boolean;
  /** The live rule as a condition on the rows of `alias`, null when every row is live. */
  liveSql(alias: string): string | null;
}

export function instanceTable<C extends Columns, Item extends { key: string }, F extends TableField>(
  spec: InstanceTableSpec<C, Item, F>,
): InstanceTable<C, Item, F> {
  return { ...spec, isLive: isLive(spec.live), liveSql: (alias) => liveSql(spec.live, alias) };
}
