/** `POST /v2/variables/search`, `GET /v2/variables/{variableKey}`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { ScopeKey, TenantId, VariableKey } from './common.js';
import type { ProcessInstanceKeyFilterProperty } from './process-instances.js';
import type { AdvancedKeyFilter, KeyFilterProperty, SearchQueryRequest, SearchQueryResponse, StringFilterProperty } from './search.js';

/** Search item. `value` is the JSON-serialised value as a STRING (e.g. `"\"abc\""`, `"42"`), possibly truncated. */
export type VariableSearchResult = Static<typeof S.VariableSearchResult>;

/** Response of `GET /v2/variables/{variableKey}`: full JSON-serialised value, no `isTruncated`. */
export type VariableResult = Static<typeof S.VariableResult>;

export type AdvancedVariableKeyFilter = AdvancedKeyFilter<VariableKey>;
export type VariableKeyFilterProperty = KeyFilterProperty<VariableKey>;
export type AdvancedScopeKeyFilter = AdvancedKeyFilter<ScopeKey>;
export type ScopeKeyFilterProperty = KeyFilterProperty<ScopeKey>;

export interface VariableFilter {
  name?: StringFilterProperty;
  /** Compared against the JSON-serialised value. */
  value?: StringFilterProperty;
  tenantId?: TenantId;
  isTruncated?: boolean;
  variableKey?: VariableKeyFilterProperty;
  scopeKey?: ScopeKeyFilterProperty;
  processInstanceKey?: ProcessInstanceKeyFilterProperty;
}

export const VARIABLE_SORT_FIELDS = ['value', 'name', 'tenantId', 'variableKey', 'scopeKey', 'processInstanceKey'] as const;
export type VariableSortField = (typeof VARIABLE_SORT_FIELDS)[number];

export type VariableSearchQuery = SearchQueryRequest<VariableFilter, VariableSortField>;
export type VariableSearchQueryResult = SearchQueryResponse<VariableSearchResult>;

/** Query string of `POST /v2/variables/search`. */
export interface SearchVariablesQueryParams {
  /** Default true: long values are truncated (and `isTruncated` set). */
  truncateValues?: boolean;
}
