/** Marks the type a column's value has in a row; it exists only for the compiler. */
declare const rowValue: unique symbol;

/**
 * A column of an instance table: its SQL type, and the type its value has in a row as the load reads it (to_jsonb:
 * bigint as number, time as text) and as the write sends it. A row type is derived from its columns (RowOf).
 */
export interface Column<T> {
  readonly sqlType: string;
  readonly [rowValue]?: T;
}

export type Columns = Readonly<Record<string, Column<unknown>>>;

/** The row a table's columns describe. */
export type RowOf<C extends Columns> = { -readonly [K in keyof C]: C[K] extends Column<infer T> ? T : never };

export const column = <T>(sqlType: string): Column<T> => ({ sqlType });

/** The column kinds most instance tables share. */
export const KEY = column<string | number>('bigint');
export const OPTIONAL_KEY = column<string | number | null>('bigint');
export const TEXT = column<string>('text');
export const OPTIONAL_TEXT = column<string | null>('text');
export const INTEGER = column<number>('integer');
export const OPTIONAL_INTEGER = column<number | null>('integer');
export const TIME = column<string>('timestamptz');
export const OPTIONAL_TIME = column<string | null>('timestamptz');

/** The columns of a row that belongs to one element instance of a deployed definition's version (a job, a user task). */
export const ELEMENT_INSTANCE_ROW_COLUMNS = {
  key: KEY,
  process_instance_key: KEY,
  element_instance_key: KEY,
  process_definition_key: KEY,
  bpmn_process_id: TEXT,
  process_definition_version: INTEGER,
  tenant_id: TEXT,
  element_id: TEXT,
};
