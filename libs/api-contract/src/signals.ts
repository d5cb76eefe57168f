/** `POST /v2/signals/broadcast`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { LongKey } from './common.js';

export type SignalKey = LongKey;

/** Response (200) of `POST /v2/signals/broadcast`. */
export type SignalBroadcastResult = Static<typeof S.SignalBroadcastResult>;

export type { SignalBroadcastRequest } from './schema/message-requests.js';
