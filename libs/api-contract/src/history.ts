/** Baton-specific endpoint: `GET /baton/v1/process-instances/{processInstanceKey}/history`. */
import type { Static } from 'typebox';
import type * as ResourceResponses from './schema/resource-responses.js';

export type HistoryEventDto = Static<typeof ResourceResponses.HistoryEventDto>;

export type ProcessInstanceHistoryResponse = Static<typeof ResourceResponses.ProcessInstanceHistoryResponse>;
