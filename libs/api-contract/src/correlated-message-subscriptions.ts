/**
 * `POST /v2/correlated-message-subscriptions/search`: which message reached which process instance and element.
 */
import type { Static } from 'typebox';
import type * as SearchRequests from './schema/search-requests.js';
import type * as WorkResponses from './schema/work-responses.js';
import type { SearchQueryResponse } from './search.js';
import type { CORRELATED_MESSAGE_SUBSCRIPTION_SORT_FIELDS } from './values/correlated-message-subscriptions.js';
export * from './values/correlated-message-subscriptions.js';

/** One correlation of a message. Every field is required (nullable ones as `null`). */
export type CorrelatedMessageSubscriptionResult = Static<typeof WorkResponses.CorrelatedMessageSubscriptionResult>;

/** Correlated message subscription search filter (the filters Baton serves). */
export type CorrelatedMessageSubscriptionFilter = NonNullable<CorrelatedMessageSubscriptionSearchQuery['filter']>;

export type CorrelatedMessageSubscriptionSortField = (typeof CORRELATED_MESSAGE_SUBSCRIPTION_SORT_FIELDS)[number];

export type CorrelatedMessageSubscriptionSearchQuery = Static<typeof SearchRequests.CorrelatedMessageSubscriptionSearchQuery>;
export type CorrelatedMessageSubscriptionSearchQueryResult = SearchQueryResponse<CorrelatedMessageSubscriptionResult>;
