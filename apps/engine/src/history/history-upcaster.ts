/** A history event as stored, in the shape of whatever schema version wrote it. */
export type StoredHistoryEvent = Record<string, unknown>;

/** Turns an event stored in schema version `from` into the shape of version `from + 1`. */
export interface HistoryUpcaster {
  readonly from: number;
  upcast(event: StoredHistoryEvent): StoredHistoryEvent;
}
