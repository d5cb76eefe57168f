/** `POST /v2/signals/broadcast`. */
import type { LongKey, TenantId, VariablesObject } from './common.js';

export type SignalKey = LongKey;

/** Body of `POST /v2/signals/broadcast`. */
export interface SignalBroadcastRequest {
  signalName: string;
  variables?: VariablesObject;
  tenantId?: TenantId;
}

/** Response (200) of `POST /v2/signals/broadcast`. */
export interface SignalBroadcastResult {
  tenantId: TenantId;
  signalKey: SignalKey;
}
