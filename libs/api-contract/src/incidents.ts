/** `POST /v2/incidents/search`, `GET /v2/incidents/{incidentKey}`, `POST /v2/incidents/{incidentKey}/resolution`. */
import type { Static } from 'typebox';
import type * as ResourceResponses from './schema/resource-responses.js';
import type * as SearchRequests from './schema/search-requests.js';
import type { OperationReference } from './common.js';
import type { SearchQueryResponse } from './search.js';
import type { INCIDENT_ERROR_TYPES, INCIDENT_STATES, INCIDENT_SORT_FIELDS } from './values/incidents.js';
export * from './values/incidents.js';

export type IncidentErrorTypeEnum = (typeof INCIDENT_ERROR_TYPES)[number];

export type IncidentStateEnum = (typeof INCIDENT_STATES)[number];

/** Response of `GET /v2/incidents/{incidentKey}` and search item. */
export type IncidentResult = Static<typeof ResourceResponses.IncidentResult>;

/** Incident search filter (the filters Baton serves). */
export type IncidentFilter = NonNullable<IncidentSearchQuery['filter']>;
export type IncidentErrorTypeFilterProperty = NonNullable<IncidentFilter['errorType']>;
export type AdvancedIncidentErrorTypeFilter = Exclude<IncidentErrorTypeFilterProperty, string>;
export type IncidentStateFilterProperty = NonNullable<IncidentFilter['state']>;
export type AdvancedIncidentStateFilter = Exclude<IncidentStateFilterProperty, string>;

export type IncidentSortField = (typeof INCIDENT_SORT_FIELDS)[number];

export type IncidentSearchQuery = Static<typeof SearchRequests.IncidentSearchQuery>;
export type IncidentSearchQueryResult = SearchQueryResponse<IncidentResult>;

/** Optional body of `POST /v2/incidents/{incidentKey}/resolution`. Response: 204. */
export interface IncidentResolutionRequest {
  operationReference?: OperationReference;
}
