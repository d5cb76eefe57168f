import type { TimedRuntimeEvent } from '@baton/runtime';
import { parseJson } from '../json/json-codec.js';
import type { SubscriptionRow } from '../runtime/tables/event-subscription.table.js';
import type { InstanceIdentity } from '../runtime/tables/instance-identity.js';

/**
 * A row of message_subscription_outbox (Citus mode only, migration 0056): the copy of an instance's message subscription
 * to write (`opened`) or to delete on its correlation key's shard, once the command that opened or closed the
 * subscription committed (message-subscription-copies.ts).
 */
export interface SubscriptionHandOver {
  processInstanceKey: string;
  key: string;
  opened: boolean;
  correlationKey: string;
  messageName: string;
  tenantId: string;
  bpmnProcessId: string;
  createdAt: string;
}

/** The snapshot's text of a subscription row (prepared-write.ts keys it `subscription:<key>`), if it was a message's. */
function loadedMessageSubscription(snapshot: ReadonlyMap<string, string>, key: string): SubscriptionRow | null {
  const text = snapshot.get(`subscription:${key}`);
  if (text === undefined) return null;
  const row = parseJson(text) as SubscriptionRow;
  return row.kind === 'message' ? row : null;
}

/**
 * The hand-overs a command's events ask for: a copy for every message subscription it opened, a deletion for every one
 * it closed that was open before it (the loaded snapshot names its correlation key). One opened and closed by the same
 * command never had a copy, so it asks for neither.
 */
export function messageSubscriptionHandOvers(
  events: readonly TimedRuntimeEvent[],
  snapshot: ReadonlyMap<string, string>,
  identity: InstanceIdentity,
): SubscriptionHandOver[] {
  const byKey = new Map<string, SubscriptionHandOver>();
  const base = { processInstanceKey: identity.processInstanceKey, tenantId: identity.tenantId, bpmnProcessId: identity.bpmnProcessId };
  for (const event of events) {
    const createdAt = new Date(event.timestamp).toISOString();
    if (event.type === 'SubscriptionOpened') {
      const { key, kind, messageName, correlationKey } = event.subscription;
      if (kind !== 'message' || messageName === null || correlationKey === null) continue;
      byKey.set(`${key}:open`, { ...base, key, opened: true, correlationKey, messageName, createdAt });
    } else if (event.type === 'SubscriptionClosed') {
      if (byKey.delete(`${event.subscriptionKey}:open`)) continue;
      const row = loadedMessageSubscription(snapshot, event.subscriptionKey);
      if (row?.message_name == null || row.correlation_key == null) continue;
      byKey.set(`${event.subscriptionKey}:close`, {
        ...base,
        key: event.subscriptionKey,
        opened: false,
        correlationKey: row.correlation_key,
        messageName: row.message_name,
        createdAt,
      });
    }
  }
  return [...byKey.values()];
}
