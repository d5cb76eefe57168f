/** `POST /v2/signals/broadcast`. */
import type { Static } from 'typebox';
import type * as WorkResponses from './schema/work-responses.js';
import type { LongKey } from './common.js';

export type SignalKey = LongKey;

/** Response (200) of `POST /v2/signals/broadcast`. */
export type SignalBroadcastResult = Static<typeof WorkResponses.SignalBroadcastResult>;

export type { SignalBroadcastRequest } from './schema/message-requests.js';
