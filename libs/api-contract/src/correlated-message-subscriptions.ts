/**
 * `POST /v2/correlated-message-subscriptions/search`: which message reached which process instance and element.
 */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { ElementInstanceKeyFilterProperty } from './element-instances.js';
import type { MessageSubscriptionKeyFilterProperty } from './messages.js';
import type { ProcessDefinitionKeyFilterProperty } from './process-definitions.js';
import type { ProcessInstanceKeyFilterProperty } from './process-instances.js';
import type {
  BasicStringFilterProperty,
  DateTimeFilterProperty,
  IntegerFilterProperty,
  SearchQueryRequest,
  SearchQueryResponse,
  StringFilterProperty,
} from './search.js';

/** One correlation of a message. Every field is required (nullable ones as `null`). */
export type CorrelatedMessageSubscriptionResult = Static<typeof S.CorrelatedMessageSubscriptionResult>;

export interface CorrelatedMessageSubscriptionFilter {
  correlationKey?: StringFilterProperty;
  correlationTime?: DateTimeFilterProperty;
  elementId?: StringFilterProperty;
  elementInstanceKey?: ElementInstanceKeyFilterProperty;
  messageKey?: BasicStringFilterProperty;
  messageName?: StringFilterProperty;
  partitionId?: IntegerFilterProperty;
  processDefinitionId?: StringFilterProperty;
  processDefinitionKey?: ProcessDefinitionKeyFilterProperty;
  processInstanceKey?: ProcessInstanceKeyFilterProperty;
  subscriptionKey?: MessageSubscriptionKeyFilterProperty;
  tenantId?: StringFilterProperty;
}

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

export type CorrelatedMessageSubscriptionSearchQuery = SearchQueryRequest<CorrelatedMessageSubscriptionFilter, CorrelatedMessageSubscriptionSortField>;
export type CorrelatedMessageSubscriptionSearchQueryResult = SearchQueryResponse<CorrelatedMessageSubscriptionResult>;
