import type { HistoryUpcaster, StoredHistoryEvent } from './history-upcaster.js';

/**
 * Version 2 to 3: `EventTriggered` names the signal it delivered (`signalName`, `signalKey` of the broadcast; null for
 * timers and messages, and for signals recorded before they were kept).
 */
export const HISTORY_V2_UPCASTER: HistoryUpcaster = {
  from: 2,
  upcast(event: StoredHistoryEvent): StoredHistoryEvent {
    if (event.type !== 'EventTriggered') return event;
    return { ...event, payload: { signalName: null, signalKey: null, ...(event.payload as Record<string, unknown>) } };
  },
};
