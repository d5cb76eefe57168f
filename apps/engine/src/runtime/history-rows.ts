import type { TimedRuntimeEvent } from '@baton/runtime';
import { isoTime } from './iso-time.js';

/**
 * The version of the shape below (and of each event type's payload). A change to either bumps it, with an
 * upcaster from the previous version (history/history-upcasters.ts), so that stored history stays readable.
 */
export const HISTORY_SCHEMA_VERSION = 3;

export interface HistoryRow {
  schemaVersion: number;
  type: string;
  elementId: string | null;
  elementInstanceKey: string | null;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** A migration names its target definition by key; the compiled graph it carries in memory is the deployment's to keep. */
function withoutDeployedGraph(event: TimedRuntimeEvent): TimedRuntimeEvent {
  if (event.type !== 'ProcessInstanceMigrated') return event;
  const { targetProcess: _graph, ...recorded } = event;
  return recorded as TimedRuntimeEvent;
}

/** An event as the history keeps it: the fields every event shares become columns, the rest is its payload. */
export function toHistoryRows(events: TimedRuntimeEvent[]): HistoryRow[] {
  return events.map((event) => {
    const { type, timestamp, ...payload } = withoutDeployedGraph(event);
    const elementId = 'elementId' in event ? event.elementId : null;
    const elementInstanceKey = 'elementInstanceKey' in event ? event.elementInstanceKey : null;
    return { schemaVersion: HISTORY_SCHEMA_VERSION, type, elementId, elementInstanceKey, payload, createdAt: isoTime(timestamp) };
  });
}
