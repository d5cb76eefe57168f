/** `POST /v2/signals/broadcast`. */
import type { LongKey, TenantId, VariablesObject } from './common.js';

export type SignalKey = LongKey;


/** Response (200) of `POST /v2/signals/broadcast`. */
export interface SignalBroadcastResult {
  tenantId: TenantId;
  signalKey: SignalKey;
}

export type { SignalBroadcastRequest } from './schema/message-requests.js';
