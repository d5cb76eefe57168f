/** `POST /v2/element-instances/search`, `GET /v2/element-instances/{elementInstanceKey}`. */
import type { Static } from 'typebox';
import type * as ResourceResponses from './schema/resource-responses.js';
import type * as SearchRequests from './schema/search-requests.js';
import type { SearchQueryResponse } from './search.js';
import type { ELEMENT_INSTANCE_STATES, ELEMENT_INSTANCE_TYPES, ELEMENT_INSTANCE_SORT_FIELDS } from './values/element-instances.js';
export * from './values/element-instances.js';

export type ElementInstanceStateEnum = (typeof ELEMENT_INSTANCE_STATES)[number];

export type ElementInstanceTypeEnum = (typeof ELEMENT_INSTANCE_TYPES)[number];

/** Response of `GET /v2/element-instances/{key}` and search item. */
export type ElementInstanceResult = Static<typeof ResourceResponses.ElementInstanceResult>;

/** Element instance search filter (the filters Baton serves). */
export type ElementInstanceFilter = NonNullable<ElementInstanceSearchQuery['filter']>;
export type ElementInstanceStateFilterProperty = NonNullable<ElementInstanceFilter['state']>;
export type AdvancedElementInstanceStateFilter = Exclude<ElementInstanceStateFilterProperty, string>;

export type ElementInstanceSortField = (typeof ELEMENT_INSTANCE_SORT_FIELDS)[number];

export type ElementInstanceSearchQuery = Static<typeof SearchRequests.ElementInstanceSearchQuery>;
export type ElementInstanceSearchQueryResult = SearchQueryResponse<ElementInstanceResult>;
