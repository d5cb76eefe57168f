/** `POST /v2/incidents/search`, `GET /v2/incidents/{incidentKey}`, `POST /v2/incidents/{incidentKey}/resolution`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { OperationReference } from './common.js';
import type { ElementInstanceKeyFilterProperty } from './element-instances.js';
import type { JobKeyFilterProperty } from './jobs.js';
import type { ProcessDefinitionKeyFilterProperty } from './process-definitions.js';
import type { ProcessInstanceKeyFilterProperty } from './process-instances.js';
import type {
  AdvancedEnumFilterWithNotIn,
  BasicStringFilterProperty,
  DateTimeFilterProperty,
  SearchQueryRequest,
  SearchQueryResponse,
  StringFilterProperty,
} from './search.js';

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

export type AdvancedIncidentErrorTypeFilter = AdvancedEnumFilterWithNotIn<IncidentErrorTypeEnum>;
export type IncidentErrorTypeFilterProperty = IncidentErrorTypeEnum | AdvancedIncidentErrorTypeFilter;
export type AdvancedIncidentStateFilter = AdvancedEnumFilterWithNotIn<IncidentStateEnum>;
export type IncidentStateFilterProperty = IncidentStateEnum | AdvancedIncidentStateFilter;

export interface IncidentFilter {
  processDefinitionId?: StringFilterProperty;
  errorType?: IncidentErrorTypeFilterProperty;
  errorMessage?: StringFilterProperty;
  elementId?: StringFilterProperty;
  creationTime?: DateTimeFilterProperty;
  state?: IncidentStateFilterProperty;
  tenantId?: StringFilterProperty;
  incidentKey?: BasicStringFilterProperty;
  processDefinitionKey?: ProcessDefinitionKeyFilterProperty;
  processInstanceKey?: ProcessInstanceKeyFilterProperty;
  elementInstanceKey?: ElementInstanceKeyFilterProperty;
  jobKey?: JobKeyFilterProperty;
}

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

export type IncidentSearchQuery = SearchQueryRequest<IncidentFilter, IncidentSortField>;
export type IncidentSearchQueryResult = SearchQueryResponse<IncidentResult>;

/** Optional body of `POST /v2/incidents/{incidentKey}/resolution`. Response: 204. */
export interface IncidentResolutionRequest {
  operationReference?: OperationReference;
}
