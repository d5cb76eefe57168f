/**
 * `POST /v2/messages/publication`, `POST /v2/messages/correlation`, `POST /v2/message-subscriptions/search`.
 */
import type { Static } from 'typebox';
import type * as SearchRequests from './schema/search-requests.js';
import type * as WorkResponses from './schema/work-responses.js';
import type { LongKey } from './common.js';
import type { SearchQueryResponse } from './search.js';
import type { MESSAGE_SUBSCRIPTION_SORT_FIELDS, MESSAGE_SUBSCRIPTION_STATES } from './values/messages.js';
export * from './values/messages.js';

export type MessageKey = LongKey;
export type MessageSubscriptionKey = LongKey;

// ---------------------------------------------------------------------------
// Publication and correlation
// ---------------------------------------------------------------------------

/** Response (200) of `POST /v2/messages/publication`. */
export type MessagePublicationResult = Static<typeof WorkResponses.MessagePublicationResult>;

/** Response (200) of `POST /v2/messages/correlation`: the first process instance the message reached. */
export type MessageCorrelationResult = Static<typeof WorkResponses.MessageCorrelationResult>;

// ---------------------------------------------------------------------------
// Subscription search
// ---------------------------------------------------------------------------

export type MessageSubscriptionStateEnum = (typeof MESSAGE_SUBSCRIPTION_STATES)[number];

/** One message subscription of a process instance. Every field is required (nullable ones as `null`). */
export type MessageSubscriptionResult = Static<typeof WorkResponses.MessageSubscriptionResult>;

/** Message subscription search filter (the filters Baton serves). */
export type MessageSubscriptionFilter = NonNullable<MessageSubscriptionSearchQuery['filter']>;
export type MessageSubscriptionStateFilterProperty = NonNullable<MessageSubscriptionFilter['messageSubscriptionState']>;
export type AdvancedMessageSubscriptionStateFilter = Exclude<MessageSubscriptionStateFilterProperty, string>;

export type MessageSubscriptionSortField = (typeof MESSAGE_SUBSCRIPTION_SORT_FIELDS)[number];

export type MessageSubscriptionSearchQuery = Static<typeof SearchRequests.MessageSubscriptionSearchQuery>;
export type MessageSubscriptionSearchQueryResult = SearchQueryResponse<MessageSubscriptionResult>;

export type { MessageCorrelationRequest, MessagePublicationRequest } from './schema/message-requests.js';
