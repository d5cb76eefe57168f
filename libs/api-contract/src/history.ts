/** Baton-specific endpoint: `GET /baton/v1/process-instances/{processInstanceKey}/history`. */
import type { DateTimeString, ElementInstanceKey, ProcessInstanceKey } from './common.js';

export interface HistoryEventDto {
  processInstanceKey: ProcessInstanceKey;
  /** Monotonically increasing sequence number within the process instance. */
  sequence: number;
  /** Event type, e.g. `ELEMENT_ACTIVATED`. */
  type: string;
  elementId: string | null;
  elementInstanceKey: ElementInstanceKey | null;
  timestamp: DateTimeString;
  payload: Record<string, unknown>;
}

export interface ProcessInstanceHistoryResponse {
  items: HistoryEventDto[];
}
