import type { SuspendedWrite, Suspension } from '@baton/runtime';
import { isoTime } from './iso-time.js';
import { millis } from './row-values.js';
import { type SubscriptionRow, subscriptionFromRow, subscriptionToRow } from './tables/event-subscription.table.js';
import type { InstanceIdentity } from './tables/instance-identity.js';

/**
 * The process_instance row's `suspension`: when, the parked subscriptions as event_subscription rows, and the variable
 * writes conditional events look at on resumption (absent in rows written before they were kept).
 */
export interface SuspensionRow {
  suspendedAt: string;
  parked: SubscriptionRow[];
  writes?: SuspendedWrite[];
}

export function suspensionToRow(suspension: Suspension, identity: InstanceIdentity): SuspensionRow {
  return {
    suspendedAt: isoTime(suspension.suspendedAt),
    parked: suspension.parked.map((subscription) => subscriptionToRow(subscription, identity)),
    writes: suspension.writes,
  };
}

export function suspensionFromRow(row: SuspensionRow | null): Suspension | null {
  if (row === null) return null;
  return {
    suspendedAt: millis(row.suspendedAt),
    parked: row.parked.map((subscription) => subscriptionFromRow(subscription)),
    writes: row.writes ?? [],
  };
}
