import type { TimedRuntimeEvent } from '@baton/runtime';

export interface HistoryRow {
  type: string;
  elementId: string | null;
  elementInstanceKey: string | null;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** An event as the history keeps it: the fields every event shares become columns, the rest is its payload. */
export function toHistoryRows(events: TimedRuntimeEvent[]): HistoryRow[] {
  return events.map((event) => {
    const { type, timestamp, ...payload } = event;
    const elementId = 'elementId' in event ? event.elementId : null;
    const elementInstanceKey = 'elementInstanceKey' in event ? event.elementInstanceKey : null;
    return { type, elementId, elementInstanceKey, payload, createdAt: new Date(timestamp).toISOString() };
  });
}
