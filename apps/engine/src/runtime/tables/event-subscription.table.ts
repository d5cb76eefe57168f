import type { EventSubscription } from '@baton/runtime';
import { isoTime } from '../iso-time.js';
import { millis, optionalIso, optionalMillis, text } from '../row-values.js';
import { column, KEY, OPTIONAL_INTEGER, OPTIONAL_KEY, OPTIONAL_TEXT, OPTIONAL_TIME, TEXT, TIME, type RowOf } from './column.js';
import type { InstanceIdentity } from './instance-identity.js';
import { instanceTable } from './instance-table.js';

const COLUMNS = {
  key: KEY,
  kind: column<EventSubscription['kind']>('text'),
  process_instance_key: OPTIONAL_KEY,
  element_instance_key: OPTIONAL_KEY,
  process_definition_key: KEY,
  bpmn_process_id: TEXT,
  tenant_id: TEXT,
  element_id: TEXT,
  interrupting: column<boolean>('boolean'),
  due_at: OPTIONAL_TIME,
  repetitions_left: OPTIONAL_INTEGER,
  interval: OPTIONAL_TEXT,
  message_name: OPTIONAL_TEXT,
  correlation_key: OPTIONAL_TEXT,
  signal_name: OPTIONAL_TEXT,
  created_at: TIME,
};

export type SubscriptionRow = RowOf<typeof COLUMNS>;

export function subscriptionFromRow(row: SubscriptionRow): EventSubscription {
  return {
    key: text(row.key),
    kind: row.kind,
    elementInstanceKey: text(row.element_instance_key ?? ''),
    elementId: row.element_id,
    interrupting: row.interrupting,
    dueAt: optionalMillis(row.due_at),
    repetitionsLeft: row.repetitions_left,
    interval: row.interval,
    messageName: row.message_name,
    correlationKey: row.correlation_key,
    signalName: row.signal_name,
    createdAt: millis(row.created_at),
  };
}

export function subscriptionToRow(subscription: EventSubscription, identity: InstanceIdentity): SubscriptionRow {
  return {
    key: subscription.key,
    kind: subscription.kind,
    process_instance_key: identity.processInstanceKey,
    element_instance_key: subscription.elementInstanceKey,
    process_definition_key: identity.processDefinitionKey,
    bpmn_process_id: identity.bpmnProcessId,
    tenant_id: identity.tenantId,
    element_id: subscription.elementId,
    interrupting: subscription.interrupting,
    due_at: optionalIso(subscription.dueAt),
    repetitions_left: subscription.repetitionsLeft,
    interval: subscription.interval,
    message_name: subscription.messageName,
    correlation_key: subscription.correlationKey,
    signal_name: subscription.signalName,
    created_at: isoTime(subscription.createdAt),
  };
}

/** Event subscriptions of an instance (timers, messages, signals): every one is live; a closed one is deleted. */
export const EVENT_SUBSCRIPTION_TABLE = instanceTable({
  name: 'event_subscription',
  field: 'subscriptions',
  prefix: 'subscription',
  columns: COLUMNS,
  live: { every: true },
  conflict: [
    'due_at',
    'repetitions_left',
    'element_id',
    'interrupting',
    'message_name',
    'correlation_key',
    'signal_name',
    'process_definition_key',
    'bpmn_process_id',
  ],
  // a rescheduled timer is free for the next fire (the claim was for the previous due time)
  conflictAlso: 'claimed_until = null',
  insertFrom: 'recordset',
  state: {
    items: (state) => state.subscriptions.values(),
    put: (state, subscription) => state.subscriptions.set(subscription.key, subscription),
  },
  fromRow: subscriptionFromRow,
  toRow: subscriptionToRow,
});
