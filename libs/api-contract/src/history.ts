/** Baton-specific endpoint: `GET /baton/v1/process-instances/{processInstanceKey}/history`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';

export type HistoryEventDto = Static<typeof S.HistoryEventDto>;

export type ProcessInstanceHistoryResponse = Static<typeof S.ProcessInstanceHistoryResponse>;
