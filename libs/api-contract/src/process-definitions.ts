/** `GET /v2/process-definitions/{key}`, `GET .../{key}/xml`, `POST /v2/process-definitions/search`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { SearchQueryResponse } from './search.js';

export const PROCESS_DEFINITION_STATES = ['ACTIVE', 'DRAINING', 'DELETED'] as const;
export type ProcessDefinitionStateEnum = (typeof PROCESS_DEFINITION_STATES)[number];

/** Response of `GET /v2/process-definitions/{processDefinitionKey}` and search item. */
export type ProcessDefinitionResult = Static<typeof S.ProcessDefinitionResult>;

/** `GET /v2/process-definitions/{key}/xml`: 200 with the BPMN XML as `text/xml` body (204 if there is no XML). */
export type ProcessDefinitionXmlResponse = string;
export const PROCESS_DEFINITION_XML_CONTENT_TYPE = 'text/xml';

/** Process definition search filter (the filters Baton serves). */
export type ProcessDefinitionFilter = NonNullable<ProcessDefinitionSearchQuery['filter']>;

export const PROCESS_DEFINITION_SORT_FIELDS = [
  'processDefinitionKey',
  'name',
  'resourceName',
  'version',
  'versionTag',
  'processDefinitionId',
  'tenantId',
] as const;
export type ProcessDefinitionSortField = (typeof PROCESS_DEFINITION_SORT_FIELDS)[number];

export type ProcessDefinitionSearchQuery = Static<typeof S.ProcessDefinitionSearchQuery>;
export type ProcessDefinitionSearchQueryResult = SearchQueryResponse<ProcessDefinitionResult>;
