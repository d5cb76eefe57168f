/** `GET /v2/process-definitions/{key}`, `GET .../{key}/xml`, `POST /v2/process-definitions/search`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { ProcessDefinitionKey, TenantId } from './common.js';
import type { AdvancedKeyFilter, KeyFilterProperty, SearchQueryRequest, SearchQueryResponse, StringFilterProperty } from './search.js';

export const PROCESS_DEFINITION_STATES = ['ACTIVE', 'DRAINING', 'DELETED'] as const;
export type ProcessDefinitionStateEnum = (typeof PROCESS_DEFINITION_STATES)[number];

/** Response of `GET /v2/process-definitions/{processDefinitionKey}` and search item. */
export type ProcessDefinitionResult = Static<typeof S.ProcessDefinitionResult>;

/** `GET /v2/process-definitions/{key}/xml`: 200 with the BPMN XML as `text/xml` body (204 if there is no XML). */
export type ProcessDefinitionXmlResponse = string;
export const PROCESS_DEFINITION_XML_CONTENT_TYPE = 'text/xml';

export type AdvancedProcessDefinitionKeyFilter = AdvancedKeyFilter<ProcessDefinitionKey>;
export type ProcessDefinitionKeyFilterProperty = KeyFilterProperty<ProcessDefinitionKey>;

/** Process definition search filter. Note several fields are plain values, not filter properties. */
export interface ProcessDefinitionFilter {
  name?: StringFilterProperty;
  /** Only the latest version of each definition (limits pagination to `after`/`limit`). */
  isLatestVersion?: boolean;
  resourceName?: string;
  version?: number;
  versionTag?: string;
  processDefinitionId?: StringFilterProperty;
  tenantId?: TenantId;
  processDefinitionKey?: ProcessDefinitionKey;
  hasStartForm?: boolean;
  state?: ProcessDefinitionStateEnum;
}

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

export type ProcessDefinitionSearchQuery = SearchQueryRequest<ProcessDefinitionFilter, ProcessDefinitionSortField>;
export type ProcessDefinitionSearchQueryResult = SearchQueryResponse<ProcessDefinitionResult>;
