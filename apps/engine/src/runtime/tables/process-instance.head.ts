import type { SuspensionRow } from '../suspension-row.js';
import { column, type RowOf } from './column.js';

/** The instance row's columns a command needs; bigint ones are read as text (they may exceed a JSON number). */
const HEAD_COLUMNS = {
  key: column<string>('bigint'),
  process_definition_key: column<string>('bigint'),
  bpmn_process_id: column<string>('text'),
  version: column<number>('integer'),
  tenant_id: column<string>('text'),
  revision: column<string>('bigint'),
  parent_process_instance_key: column<string | null>('bigint'),
  parent_element_instance_key: column<string | null>('bigint'),
  root_process_instance_key: column<string | null>('bigint'),
  terminate_after_element_ids: column<string[] | null>('text[]'),
  tags: column<string[]>('jsonb'),
  business_id: column<string | null>('text'),
  suspension: column<SuspensionRow | null>('jsonb'),
};

/** The instance row's fields a command needs, as the load reads them. */
export type InstanceHead = RowOf<typeof HEAD_COLUMNS>;

/** The select list reading the head of the process_instance row `alias`. */
export const headSql = (alias: string): string =>
  Object.entries(HEAD_COLUMNS)
    .map(([name, { sqlType }]) => (sqlType === 'bigint' ? `${alias}.${name}::text as ${name}` : `${alias}.${name}`))
    .join(', ');

const HEAD_NAMES = Object.keys(HEAD_COLUMNS) as (keyof InstanceHead)[];

/** The head of a row holding at least the head's fields (a load row). */
export function headOf(row: InstanceHead): InstanceHead {
  const head: Partial<Record<keyof InstanceHead, unknown>> = {};
  for (const name of HEAD_NAMES) head[name] = row[name];
  return head as InstanceHead;
}
