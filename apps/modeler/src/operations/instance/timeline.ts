import type { AuditLogResult, HistoryEventDto } from '@baton/api-contract';

/** One line of an instance's timeline: something the engine did, or something a person did to it. */
export interface TimelineEntry {
  key: string;
  timestamp: string;
  kind: 'event' | 'operator';
  what: string;
  elementId: string | null;
  detail: string;
}

const readable = (type: string) => type.toLowerCase().replace(/_/g, ' ');

function payloadSummary(payload: Record<string, unknown>): string {
  const shown = Object.entries(payload).filter(([name, value]) => value !== null && value !== undefined && !/Key$/.test(name) && typeof value !== 'object');
  return shown.map(([name, value]) => `${name}: ${String(value)}`).join(', ');
}

/** The history's events and the audit log's operator actions, merged in time order (events first on a tie). */
export function timeline(events: readonly HistoryEventDto[], audit: readonly AuditLogResult[]): TimelineEntry[] {
  const fromEvents = events.map(
    (event): TimelineEntry => ({
      key: `e${event.sequence}`,
      timestamp: event.timestamp,
      kind: 'event',
      what: readable(event.type),
      elementId: event.elementId,
      detail: payloadSummary(event.payload),
    }),
  );
  const fromAudit = audit.map(
    (entry): TimelineEntry => ({
      key: `a${entry.auditLogKey}`,
      timestamp: entry.timestamp,
      kind: 'operator',
      what: `${entry.actorId ?? 'someone'}: ${readable(entry.operationType)} ${readable(entry.entityType)}${entry.result === 'FAIL' ? ' (failed)' : ''}`,
      elementId: null,
      detail: entry.annotation ?? '',
    }),
  );
  return [...fromEvents, ...fromAudit].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || (a.kind === b.kind ? 0 : a.kind === 'event' ? -1 : 1));
}
