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

/** `ELEMENT_ACTIVATED` and `ElementActivated` alike → `element activated`. */
export const readable = (type: string) =>
  type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** A list of plain values reads as one (an ad-hoc sub-process's activated elements: which activities ran). */
const isPlainList = (value: unknown): value is unknown[] => Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object');

export function payloadSummary(payload: Record<string, unknown>): string {
  const shown = Object.entries(payload).filter(
    ([name, value]) => value !== null && value !== undefined && !/Key$/.test(name) && (typeof value !== 'object' || isPlainList(value)),
  );
  return shown.map(([name, value]) => `${name}: ${isPlainList(value) ? `[${value.join(', ')}]` : String(value)}`).join(', ');
}

/** An operator's migration or modification carries who asked and why (`requestedBy`): shown as their action. */
interface OperatorRequest {
  actorId: string | null;
  reason: string | null;
  batchOperationKey: string | null;
}

const requestOf = (payload: Record<string, unknown>): OperatorRequest | undefined => {
  const request = payload.requestedBy;
  return request && typeof request === 'object' ? (request as OperatorRequest) : undefined;
};

function eventEntry(event: HistoryEventDto): TimelineEntry {
  const base = { key: `e${event.sequence}`, timestamp: event.timestamp, elementId: event.elementId };
  const request = requestOf(event.payload);
  if (!request) return { ...base, kind: 'event', what: readable(event.type), detail: payloadSummary(event.payload) };
  const detail = [
    payloadSummary(event.payload),
    request.reason && `reason: ${request.reason}`,
    request.batchOperationKey && `batch ${request.batchOperationKey}`,
  ];
  return { ...base, kind: 'operator', what: `${request.actorId ?? 'someone'}: ${readable(event.type)}`, detail: detail.filter(Boolean).join('; ') };
}

/** The history's events and the audit log's operator actions, merged in time order (events first on a tie). */
export function timeline(events: readonly HistoryEventDto[], audit: readonly AuditLogResult[]): TimelineEntry[] {
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
  const byTime = (a: TimelineEntry, b: TimelineEntry) =>
    Date.parse(a.timestamp) - Date.parse(b.timestamp) || (a.key[0] === b.key[0] ? 0 : a.key[0] === 'e' ? -1 : 1);
  return [...events.map(eventEntry), ...fromAudit].sort(byTime);
}
