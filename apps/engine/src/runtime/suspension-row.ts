import type { Step, SuspendedWrite, Suspension } from '@baton/runtime';
import { isoTime } from './iso-time.js';
import { millis } from './row-values.js';
import { type SubscriptionRow, subscriptionFromRow, subscriptionToRow } from './tables/event-subscription.table.js';
import type { InstanceIdentity } from './tables/instance-identity.js';

/**
 * The process_instance row's `suspension`: when, the parked subscriptions as event_subscription rows, the variable
 * writes conditional events look at on resumption and the steps buffered for it (each absent in rows written before
 * it was kept).
 */
export interface SuspensionRow {
  suspendedAt: string;
  parked: SubscriptionRow[];
  writes?: SuspendedWrite[];
  buffered?: Step[];
}

export function suspensionToRow(suspension: Suspension, identity: InstanceIdentity): SuspensionRow {
  return {
    suspendedAt: isoTime(suspension.suspendedAt),
    parked: suspension.parked.map((subscription) => subscriptionToRow(subscription, identity)),
    writes: suspension.writes,
    buffered: suspension.buffered,
  };
}

export function suspensionFromRow(row: SuspensionRow | null): Suspension | null {
  if (row === null) return null;
  return {
    suspendedAt: millis(row.suspendedAt),
    parked: row.parked.map((subscription) => subscriptionFromRow(subscription)),
    writes: row.writes ?? [],
    buffered: row.buffered ?? [],
  };
}
