import type { HistoryUpcaster, StoredHistoryEvent } from './history-upcaster.js';

type Payload = Record<string, unknown>;

/**
 * Version 1 to 2, when job activation became a runtime event:
 * - `JobActivated` carries its `deadline` as epoch milliseconds (as `retryAt` and `dueAt` always were), no longer as
 *   an ISO string written by the activation SQL;
 * - `EventTriggered` names the message it delivered (`messageName`, `correlationKey`; null for timers and signals,
 *   and for messages recorded before the names were kept).
 */
export const HISTORY_V1_UPCASTER: HistoryUpcaster = {
  from: 1,
  upcast(event: StoredHistoryEvent): StoredHistoryEvent {
    const payload = (event.payload ?? {}) as Payload;
    if (event.type === 'JobActivated' && typeof payload.deadline === 'string') {
      return { ...event, payload: { ...payload, deadline: Date.parse(payload.deadline) } };
    }
    if (event.type === 'EventTriggered') {
      return { ...event, payload: { messageName: null, correlationKey: null, ...payload } };
    }
    return event;
  },
};
