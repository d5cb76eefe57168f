/**
 * Generic search request / response shapes shared by all `POST /v2/<resource>/search` endpoints,
 * plus the filter-property building blocks Camunda uses in search filters. The request types are those of the
 * schemas the requests are validated with.
 */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrderEnum = (typeof SORT_ORDERS)[number];

/** One sort criterion. `order` is optional (Camunda defaults to `ASC`). */
export type SearchQuerySortRequest<TField extends string = string> = Static<ReturnType<typeof S.SortCriterion<readonly TField[]>>>;

/** Default page size when `page.limit` is omitted. */
export const SEARCH_DEFAULT_LIMIT = 100;
/** Maximum `limit` for limit-only and cursor pagination (offset pagination has no upper bound in the schema). */
export const SEARCH_MAX_LIMIT = 10000;

/** `{ from, limit }` — from >= 0, limit >= 1 (default 100). */
export type OffsetPagination = Static<typeof S.OffsetPage>;
/** Offset-based (from/limit) OR cursor-based (after/before + limit), never both: the search checks the combination. */
export type SearchQueryPageRequest = Static<typeof S.SearchPage>;

/** Pagination information of a search response. ALL four fields are required. */
export type SearchQueryPageResponse = Static<typeof S.SearchQueryPageResponse>;

export interface SearchQueryResponse<TItem> {
  items: TItem[];
  page: SearchQueryPageResponse;
}

// ---------------------------------------------------------------------------
// Filter properties
// ---------------------------------------------------------------------------

export type StringFilterProperty = Static<typeof S.StringFilter>;
export type AdvancedStringFilter = Exclude<StringFilterProperty, string>;
/** `$like` value; wildcards `*` (any run) and `?` (one char), escapable with backslash. */
export type LikeFilter = NonNullable<AdvancedStringFilter['$like']>;
export type BasicStringFilterProperty = Static<typeof S.BasicStringFilter>;
export type BasicStringFilter = Exclude<BasicStringFilterProperty, string>;
export type IntegerFilterProperty = Static<typeof S.IntegerFilter>;
export type AdvancedIntegerFilter = Exclude<IntegerFilterProperty, number>;
export type DateTimeFilterProperty = Static<typeof S.DateTimeFilter>;
export type AdvancedDateTimeFilter = Exclude<DateTimeFilterProperty, string>;
/** Filter for keys (Camunda: ProcessInstanceKeyFilterProperty, JobKeyFilterProperty, ...). No `$like`. */
export type KeyFilterProperty = Static<typeof S.KeyFilter>;
export type AdvancedKeyFilter = Exclude<KeyFilterProperty, string>;
/** Filter on a variable value (by name). */
export type VariableValueFilterProperty = Static<typeof S.VariableValueFilter>;
