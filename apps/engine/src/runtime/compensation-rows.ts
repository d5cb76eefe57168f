import type { Compensation } from '@baton/runtime';
import type { InstanceIdentity } from './instance-rows.js';
import { isoTime } from './iso-time.js';
import { millis, optionalText, text } from './row-values.js';

/**
 * Every column of each row type, so a test can compare them with the tables (jsonb_populate_recordset quietly drops a
 * misspelt key). Record<keyof Row, true> makes a column missing here, or one that is not in the row type, a compile error.
 */
export interface CompensationRow {
  key: string | number;
  process_instance_key: string | number;
  element_instance_key: string | number;
  element_id: string;
  scope_key: string | number;
  handler_id: string | null;
  completion_order: number;
  state: Compensation['state'];
  throw_element_instance_key: string | number | null;
  queue_position: number | null;
  handler_element_instance_key: string | number | null;
  completed_at: string;
}

export function compensationFromRow(row: CompensationRow): Compensation {
  return {
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
  };
}

export function compensationToRow(compensation: Compensation, identity: InstanceIdentity): CompensationRow {
  return {
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
  };
}
