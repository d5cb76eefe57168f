/**
 * Generic search request / response shapes shared by all `POST /v2/<resource>/search` endpoints,
 * plus the filter-property building blocks Camunda uses in search filters. The request types are those of the
 * schemas the requests are validated with.
 */
import type { Static } from 'typebox';
import type * as Filters from './schema/filters.js';
import type * as SearchRequest from './schema/search-request.js';
import type * as SearchResponse from './schema/search-response.js';
import type { SORT_ORDERS } from './values/search.js';
export * from './values/search.js';

export type SortOrderEnum = (typeof SORT_ORDERS)[number];

/** One sort criterion. `order` is optional (Camunda defaults to `ASC`). */
export type SearchQuerySortRequest<TField extends string = string> = Static<ReturnType<typeof SearchRequest.SortCriterion<readonly TField[]>>>;

/** Default page size when `page.limit` is omitted. */
export const SEARCH_DEFAULT_LIMIT = 100;

/** `{ from, limit }` — from >= 0, limit >= 1 (default 100). */
export type OffsetPagination = Static<typeof SearchRequest.OffsetPage>;
/** Offset-based (from/limit) OR cursor-based (after/before + limit), never both: the search checks the combination. */
export type SearchQueryPageRequest = Static<typeof SearchRequest.SearchPage>;

/** Pagination information of a search response. ALL four fields are required. */
export type SearchQueryPageResponse = Static<typeof SearchResponse.SearchQueryPageResponse>;

export interface SearchQueryResponse<TItem> {
  items: TItem[];
  page: SearchQueryPageResponse;
}

// ---------------------------------------------------------------------------
// Filter properties
// ---------------------------------------------------------------------------

export type StringFilterProperty = Static<typeof Filters.StringFilter>;
export type AdvancedStringFilter = Exclude<StringFilterProperty, string>;
/** `$like` value; wildcards `*` (any run) and `?` (one char), escapable with backslash. */
export type LikeFilter = NonNullable<AdvancedStringFilter['$like']>;
export type BasicStringFilterProperty = Static<typeof Filters.BasicStringFilter>;
export type BasicStringFilter = Exclude<BasicStringFilterProperty, string>;
export type IntegerFilterProperty = Static<typeof Filters.IntegerFilter>;
export type AdvancedIntegerFilter = Exclude<IntegerFilterProperty, number>;
export type DateTimeFilterProperty = Static<typeof Filters.DateTimeFilter>;
export type AdvancedDateTimeFilter = Exclude<DateTimeFilterProperty, string>;
/** Filter for keys (Camunda: ProcessInstanceKeyFilterProperty, JobKeyFilterProperty, ...). No `$like`. */
export type KeyFilterProperty = Static<typeof Filters.KeyFilter>;
export type AdvancedKeyFilter = Exclude<KeyFilterProperty, string>;
/** Filter on a variable value (by name). */
export type VariableValueFilterProperty = Static<typeof Filters.VariableValueFilter>;
