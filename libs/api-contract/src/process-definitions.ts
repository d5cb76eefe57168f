/** `GET /v2/process-definitions/{key}`, `GET .../{key}/xml`, `POST /v2/process-definitions/search`. */
import type { Static } from 'typebox';
import type * as ResourceResponses from './schema/resource-responses.js';
import type * as ElementDurationSchemas from './schema/element-durations.js';
import type * as SearchRequests from './schema/search-requests.js';
import type { SearchQueryResponse } from './search.js';
import type { PROCESS_DEFINITION_STATES, PROCESS_DEFINITION_SORT_FIELDS } from './values/process-definitions.js';
export * from './values/process-definitions.js';

export type ProcessDefinitionStateEnum = (typeof PROCESS_DEFINITION_STATES)[number];

/** Response of `GET /v2/process-definitions/{processDefinitionKey}` and search item. */
export type ProcessDefinitionResult = Static<typeof ResourceResponses.ProcessDefinitionResult>;

/** `GET /v2/process-definitions/{key}/xml`: 200 with the BPMN XML as `text/xml` body (204 if there is no XML). */
export type ProcessDefinitionXmlResponse = string;
export const PROCESS_DEFINITION_XML_CONTENT_TYPE = 'text/xml';

/** Process definition search filter (the filters Baton serves). */
export type ProcessDefinitionFilter = NonNullable<ProcessDefinitionSearchQuery['filter']>;

export type ProcessDefinitionSortField = (typeof PROCESS_DEFINITION_SORT_FIELDS)[number];

export type ProcessDefinitionSearchQuery = Static<typeof SearchRequests.ProcessDefinitionSearchQuery>;
export type ProcessDefinitionSearchQueryResult = SearchQueryResponse<ProcessDefinitionResult>;

/** Time spent per element over a process version's ended element instances (the console's heat map). */
export type ElementDurationResult = Static<typeof ElementDurationSchemas.ElementDurationResult>;
export type ElementDurationQueryResult = Static<typeof ElementDurationSchemas.ElementDurationQueryResult>;
