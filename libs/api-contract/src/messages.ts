/**
 * `POST /v2/messages/publication`, `POST /v2/messages/correlation`, `POST /v2/message-subscriptions/search`.
 */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { LongKey } from './common.js';
import type { SearchQueryResponse } from './search.js';

export type MessageKey = LongKey;
export type MessageSubscriptionKey = LongKey;

// ---------------------------------------------------------------------------
// Publication and correlation
// ---------------------------------------------------------------------------

/** Response (200) of `POST /v2/messages/publication`. */
export type MessagePublicationResult = Static<typeof S.MessagePublicationResult>;

/** Response (200) of `POST /v2/messages/correlation`: the first process instance the message reached. */
export type MessageCorrelationResult = Static<typeof S.MessageCorrelationResult>;

// ---------------------------------------------------------------------------
// Subscription search
// ---------------------------------------------------------------------------

export const MESSAGE_SUBSCRIPTION_STATES = ['CORRELATED', 'CREATED', 'DELETED', 'MIGRATED'] as const;
export type MessageSubscriptionStateEnum = (typeof MESSAGE_SUBSCRIPTION_STATES)[number];

/** One message subscription of a process instance. Every field is required (nullable ones as `null`). */
export type MessageSubscriptionResult = Static<typeof S.MessageSubscriptionResult>;

/** Message subscription search filter (the filters Baton serves). */
export type MessageSubscriptionFilter = NonNullable<MessageSubscriptionSearchQuery['filter']>;
export type MessageSubscriptionStateFilterProperty = NonNullable<MessageSubscriptionFilter['messageSubscriptionState']>;
export type AdvancedMessageSubscriptionStateFilter = Exclude<MessageSubscriptionStateFilterProperty, string>;

export const MESSAGE_SUBSCRIPTION_SORT_FIELDS = [
  'messageSubscriptionKey',
  'processDefinitionId',
  'processInstanceKey',
  'elementId',
  'elementInstanceKey',
  'messageSubscriptionState',
  'lastUpdatedDate',
  'messageName',
  'correlationKey',
  'tenantId',
] as const;
export type MessageSubscriptionSortField = (typeof MESSAGE_SUBSCRIPTION_SORT_FIELDS)[number];

export type MessageSubscriptionSearchQuery = Static<typeof S.MessageSubscriptionSearchQuery>;
export type MessageSubscriptionSearchQueryResult = SearchQueryResponse<MessageSubscriptionResult>;

export type { MessageCorrelationRequest, MessagePublicationRequest } from './schema/message-requests.js';
