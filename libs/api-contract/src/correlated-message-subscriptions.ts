/**
 * `POST /v2/correlated-message-subscriptions/search`: which message reached which process instance and element.
 */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { SearchQueryResponse } from './search.js';

/** One correlation of a message. Every field is required (nullable ones as `null`). */
export type CorrelatedMessageSubscriptionResult = Static<typeof S.CorrelatedMessageSubscriptionResult>;

/** Correlated message subscription search filter (the filters Baton serves). */
export type CorrelatedMessageSubscriptionFilter = NonNullable<CorrelatedMessageSubscriptionSearchQuery['filter']>;

export const CORRELATED_MESSAGE_SUBSCRIPTION_SORT_FIELDS = [
  'correlationKey',
  'correlationTime',
  'elementId',
  'elementInstanceKey',
  'messageKey',
  'messageName',
  'partitionId',
  'processDefinitionId',
  'processDefinitionKey',
  'processInstanceKey',
  'subscriptionKey',
  'tenantId',
] as const;
export type CorrelatedMessageSubscriptionSortField = (typeof CORRELATED_MESSAGE_SUBSCRIPTION_SORT_FIELDS)[number];

export type CorrelatedMessageSubscriptionSearchQuery = Static<typeof S.CorrelatedMessageSubscriptionSearchQuery>;
export type CorrelatedMessageSubscriptionSearchQueryResult = SearchQueryResponse<CorrelatedMessageSubscriptionResult>;
