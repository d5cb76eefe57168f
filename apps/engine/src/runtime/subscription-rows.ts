import type { EventSubscription } from '@baton/runtime';
import type { InstanceIdentity } from './instance-rows.js';
import { isoTime } from './iso-time.js';
import { millis, optionalIso, optionalMillis, text } from './row-values.js';

export interface SubscriptionRow {
  key: string | number;
  kind: EventSubscription['kind'];
  process_instance_key: string | number | null;
  element_instance_key: string | number | null;
  process_definition_key: string | number;
  bpmn_process_id: string;
  tenant_id: string;
  element_id: string;
  interrupting: boolean;
  due_at: string | null;
  repetitions_left: number | null;
  interval: string | null;
  message_name: string | null;
  correlation_key: string | null;
  signal_name: string | null;
  created_at: string;
}

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
