/** `POST /v2/incidents/search`, `GET /v2/incidents/{incidentKey}`, `POST /v2/incidents/{incidentKey}/resolution`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { OperationReference } from './common.js';
import type { SearchQueryResponse } from './search.js';

export const INCIDENT_ERROR_TYPES = [
  'AD_HOC_SUB_PROCESS_NO_RETRIES',
  'CALLED_DECISION_ERROR',
  'CALLED_ELEMENT_ERROR',
  'CONDITION_ERROR',
  'DECISION_EVALUATION_ERROR',
  'EXECUTION_LISTENER_NO_RETRIES',
  'EXTRACT_VALUE_ERROR',
  'FORM_NOT_FOUND',
  'IO_MAPPING_ERROR',
  'JOB_NO_RETRIES',
  'MESSAGE_SIZE_EXCEEDED',
  'RESOURCE_NOT_FOUND',
  'TASK_LISTENER_NO_RETRIES',
  'UNHANDLED_ERROR_EVENT',
  'UNKNOWN',
  'UNSPECIFIED',
] as const;
export type IncidentErrorTypeEnum = (typeof INCIDENT_ERROR_TYPES)[number];

export const INCIDENT_STATES = ['ACTIVE', 'MIGRATED', 'PENDING', 'RESOLVED', 'UNKNOWN'] as const;
export type IncidentStateEnum = (typeof INCIDENT_STATES)[number];

/** Response of `GET /v2/incidents/{incidentKey}` and search item. */
export type IncidentResult = Static<typeof S.IncidentResult>;

/** Incident search filter (the filters Baton serves). */
export type IncidentFilter = NonNullable<IncidentSearchQuery['filter']>;
export type IncidentErrorTypeFilterProperty = NonNullable<IncidentFilter['errorType']>;
export type AdvancedIncidentErrorTypeFilter = Exclude<IncidentErrorTypeFilterProperty, string>;
export type IncidentStateFilterProperty = NonNullable<IncidentFilter['state']>;
export type AdvancedIncidentStateFilter = Exclude<IncidentStateFilterProperty, string>;

export const INCIDENT_SORT_FIELDS = [
  'incidentKey',
  'processDefinitionKey',
  'processDefinitionId',
  'processInstanceKey',
  'errorType',
  'elementId',
  'elementInstanceKey',
  'creationTime',
  'state',
  'jobKey',
  'tenantId',
] as const;
export type IncidentSortField = (typeof INCIDENT_SORT_FIELDS)[number];

export type IncidentSearchQuery = Static<typeof S.IncidentSearchQuery>;
export type IncidentSearchQueryResult = SearchQueryResponse<IncidentResult>;

/** Optional body of `POST /v2/incidents/{incidentKey}/resolution`. Response: 204. */
export interface IncidentResolutionRequest {
  operationReference?: OperationReference;
}
