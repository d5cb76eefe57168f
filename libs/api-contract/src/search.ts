/**
 * Generic search request / response shapes shared by all `POST /v2/<resource>/search` endpoints,
 * plus the filter-property building blocks Camunda uses in search filters.
 */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { DateTimeString, LongKey } from './common.js';

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrderEnum = (typeof SORT_ORDERS)[number];

/** One sort criterion. `order` is optional (Camunda defaults to `ASC`). */
export interface SearchQuerySortRequest<TField extends string = string> {
  field: TField;
  order?: SortOrderEnum;
}

/** Default page size when `page.limit` is omitted. */
export const SEARCH_DEFAULT_LIMIT = 100;
/** Maximum `limit` for limit-only and cursor pagination (offset pagination has no upper bound in the schema). */
export const SEARCH_MAX_LIMIT = 10000;

/** Base64 cursor, see `CURSOR_PATTERN`. */
export type StartCursor = string;
export type EndCursor = string;

/** `{ limit }` — 1..10000, default 100. */
export interface LimitPagination {
  limit?: number;
}
/** `{ from, limit }` — from >= 0, limit >= 1 (default 100). */
export interface OffsetPagination {
  from?: number;
  limit?: number;
}
/** `{ after, limit }` — `after` is the `endCursor` of the previous page. */
export interface CursorForwardPagination {
  after: EndCursor;
  limit?: number;
}
/** `{ before, limit }` — `before` is the `startCursor` of the previous page. */
export interface CursorBackwardPagination {
  before: StartCursor;
  limit?: number;
}
/** Offset-based (from/limit) OR cursor-based (after/before + limit), never both. */
export type SearchQueryPageRequest = LimitPagination | OffsetPagination | CursorForwardPagination | CursorBackwardPagination;

/** Search request body: `page`, `sort` and `filter` are all optional; the body itself is optional too. */
export interface SearchQueryRequest<TFilter, TSortField extends string = string> {
  page?: SearchQueryPageRequest;
  sort?: SearchQuerySortRequest<TSortField>[];
  filter?: TFilter;
}

/** Pagination information of a search response. ALL four fields are required. */
export type SearchQueryPageResponse = Static<typeof S.SearchQueryPageResponse>;

export interface SearchQueryResponse<TItem> {
  items: TItem[];
  page: SearchQueryPageResponse;
}

// ---------------------------------------------------------------------------
// Filter properties
// ---------------------------------------------------------------------------

/** `$like` value; wildcards `*` (any run) and `?` (one char), escapable with backslash. */
export type LikeFilter = string;

export interface BasicStringFilter {
  $eq?: string;
  $neq?: string;
  $exists?: boolean;
  $in?: string[];
  $notIn?: string[];
}
export interface AdvancedStringFilter extends BasicStringFilter {
  $like?: LikeFilter;
}
export type BasicStringFilterProperty = string | BasicStringFilter;
export type StringFilterProperty = string | AdvancedStringFilter;

export interface AdvancedIntegerFilter {
  $eq?: number;
  $neq?: number;
  $exists?: boolean;
  $gt?: number;
  $gte?: number;
  $lt?: number;
  $lte?: number;
  $in?: number[];
}
export type IntegerFilterProperty = number | AdvancedIntegerFilter;

export interface AdvancedDateTimeFilter {
  $eq?: DateTimeString;
  $neq?: DateTimeString;
  $exists?: boolean;
  $gt?: DateTimeString;
  $gte?: DateTimeString;
  $lt?: DateTimeString;
  $lte?: DateTimeString;
  $in?: DateTimeString[];
}
export type DateTimeFilterProperty = DateTimeString | AdvancedDateTimeFilter;

/** Advanced filter for keys (Camunda: AdvancedProcessInstanceKeyFilter, AdvancedJobKeyFilter, ...). No `$like`. */
export interface AdvancedKeyFilter<TKey extends string = LongKey> {
  $eq?: TKey;
  $neq?: TKey;
  $exists?: boolean;
  $in?: TKey[];
  $notIn?: TKey[];
}
export type KeyFilterProperty<TKey extends string = LongKey> = TKey | AdvancedKeyFilter<TKey>;

/** Advanced filter for enums (Camunda: AdvancedProcessInstanceStateFilter, AdvancedJobStateFilter, ...). */
export interface AdvancedEnumFilter<TEnum extends string> {
  $eq?: TEnum;
  $neq?: TEnum;
  $exists?: boolean;
  $in?: TEnum[];
  $like?: LikeFilter;
}
/** Enum filter that additionally supports `$notIn` (incident error type / incident state). */
export interface AdvancedEnumFilterWithNotIn<TEnum extends string> extends AdvancedEnumFilter<TEnum> {
  $notIn?: TEnum[];
}
export type EnumFilterProperty<TEnum extends string> = TEnum | AdvancedEnumFilter<TEnum>;
