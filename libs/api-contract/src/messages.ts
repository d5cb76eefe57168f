/**
 * `POST /v2/messages/publication`, `POST /v2/messages/correlation`, `POST /v2/message-subscriptions/search`.
 */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { LongKey } from './common.js';
import type { ElementInstanceKeyFilterProperty } from './element-instances.js';
import type { ProcessDefinitionKeyFilterProperty } from './process-definitions.js';
import type { ProcessInstanceKeyFilterProperty } from './process-instances.js';
import type {
  AdvancedEnumFilter,
  AdvancedKeyFilter,
  DateTimeFilterProperty,
  EnumFilterProperty,
  KeyFilterProperty,
  SearchQueryRequest,
  SearchQueryResponse,
  StringFilterProperty,
} from './search.js';

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

export type AdvancedMessageSubscriptionKeyFilter = AdvancedKeyFilter<MessageSubscriptionKey>;
export type MessageSubscriptionKeyFilterProperty = KeyFilterProperty<MessageSubscriptionKey>;
export type AdvancedMessageSubscriptionStateFilter = AdvancedEnumFilter<MessageSubscriptionStateEnum>;
export type MessageSubscriptionStateFilterProperty = EnumFilterProperty<MessageSubscriptionStateEnum>;

export interface MessageSubscriptionFilter {
  messageSubscriptionKey?: MessageSubscriptionKeyFilterProperty;
  processDefinitionKey?: ProcessDefinitionKeyFilterProperty;
  processDefinitionId?: StringFilterProperty;
  processInstanceKey?: ProcessInstanceKeyFilterProperty;
  elementId?: StringFilterProperty;
  elementInstanceKey?: ElementInstanceKeyFilterProperty;
  messageSubscriptionState?: MessageSubscriptionStateFilterProperty;
  lastUpdatedDate?: DateTimeFilterProperty;
  messageName?: StringFilterProperty;
  correlationKey?: StringFilterProperty;
  tenantId?: StringFilterProperty;
}

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

export type MessageSubscriptionSearchQuery = SearchQueryRequest<MessageSubscriptionFilter, MessageSubscriptionSortField>;
export type MessageSubscriptionSearchQueryResult = SearchQueryResponse<MessageSubscriptionResult>;

export type { MessageCorrelationRequest, MessagePublicationRequest } from './schema/message-requests.js';
