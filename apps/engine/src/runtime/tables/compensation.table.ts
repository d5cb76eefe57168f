import type { Compensation } from '@baton/runtime';
import { isoTime } from '../iso-time.js';
import { millis, optionalText, text } from '../row-values.js';
import { column, INTEGER, KEY, OPTIONAL_INTEGER, OPTIONAL_KEY, OPTIONAL_TEXT, TEXT, TIME, type RowOf } from './column.js';
import { instanceTable } from './instance-table.js';

const COLUMNS = {
  key: KEY,
  process_instance_key: KEY,
  element_instance_key: KEY,
  element_id: TEXT,
  scope_key: KEY,
  handler_id: OPTIONAL_TEXT,
  completion_order: INTEGER,
  state: column<Compensation['state']>('text'),
  throw_element_instance_key: OPTIONAL_KEY,
  queue_position: OPTIONAL_INTEGER,
  handler_element_instance_key: OPTIONAL_KEY,
  completed_at: TIME,
};

export type CompensationRow = RowOf<typeof COLUMNS>;

/** Compensations: live while they can still be compensated or are being so. */
export const COMPENSATION_TABLE = instanceTable({
  name: 'compensation',
  field: 'compensations',
  prefix: 'compensation',
  columns: COLUMNS,
  live: { column: 'state', oneOf: ['COMPLETED', 'QUEUED', 'COMPENSATING'] },
  conflict: ['state', 'throw_element_instance_key', 'queue_position', 'handler_element_instance_key', 'element_id', 'handler_id'],
  insertFrom: 'recordset',
  state: {
    items: (state) => state.compensations.values(),
    put: (state, compensation) => state.compensations.set(compensation.key, compensation),
  },
  fromRow: (row: CompensationRow): Compensation => ({
    key: text(row.key),
    elementInstanceKey: text(row.element_instance_key),
    elementId: row.element_id,
    scopeKey: text(row.scope_key),
    handlerId: row.handler_id,
    completionOrder: row.completion_order,
    state: row.state,
    throwElementInstanceKey: optionalText(row.throw_element_instance_key),
    queuePosition: row.queue_position,
    handlerElementInstanceKey: optionalText(row.handler_element_instance_key),
    completedAt: millis(row.completed_at),
  }),
  toRow: (compensation, identity) => ({
    key: compensation.key,
    process_instance_key: identity.processInstanceKey,
    element_instance_key: compensation.elementInstanceKey,
    element_id: compensation.elementId,
    scope_key: compensation.scopeKey,
    handler_id: compensation.handlerId,
    completion_order: compensation.completionOrder,
    state: compensation.state,
    throw_element_instance_key: compensation.throwElementInstanceKey,
    queue_position: compensation.queuePosition,
    handler_element_instance_key: compensation.handlerElementInstanceKey,
    completed_at: isoTime(compensation.completedAt),
  }),
});
