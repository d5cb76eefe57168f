/** `POST /v2/variables/search`, `GET /v2/variables/{variableKey}`. */
import type { Static } from 'typebox';
import type * as ResourceResponses from './schema/resource-responses.js';
import type * as SearchRequests from './schema/search-requests.js';
import type { SearchQueryResponse } from './search.js';
import type { VARIABLE_SORT_FIELDS } from './values/variables.js';
export * from './values/variables.js';

/** Search item. `value` is the JSON-serialised value as a STRING (e.g. `"\"abc\""`, `"42"`), possibly truncated. */
export type VariableSearchResult = Static<typeof ResourceResponses.VariableSearchResult>;

/** Response of `GET /v2/variables/{variableKey}`: full JSON-serialised value, no `isTruncated`. */
export type VariableResult = Static<typeof ResourceResponses.VariableResult>;

/** Variable search filter (the filters Baton serves); `value` is compared against the JSON-serialised value. */
export type VariableFilter = NonNullable<VariableSearchQuery['filter']>;

export type VariableSortField = (typeof VARIABLE_SORT_FIELDS)[number];

export type VariableSearchQuery = Static<typeof SearchRequests.VariableSearchQuery>;
export type VariableSearchQueryResult = SearchQueryResponse<VariableSearchResult>;

/** Query string of `POST /v2/variables/search`: by default long values are truncated (and `isTruncated` set). */
export type SearchVariablesQueryParams = Static<typeof SearchRequests.TruncateValuesQuery>;
