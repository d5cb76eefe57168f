import { Injectable } from '@nestjs/common';
import { MESSAGE_SUBSCRIPTION_STATES, type MessageSubscriptionResult, type SearchQueryResponse } from '@baton/api-contract';
import { referenceFilters, referenceSortFields } from '../query/instance-reference-fields.js';
import { PgPool } from '../database/pg-pool.js';
import { rootProcessInstanceKeyOf } from '../query/root-process-instance.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';

interface SubscriptionRow {
  key: string;
  bpmn_process_id: string;
  process_definition_key: string;
  process_instance_key: string;
  element_id: string;
  element_instance_key: string;
  message_name: string;
  correlation_key: string | null;
  tenant_id: string;
  created_at: Date;
  root_process_instance_key: string | null;
}

/**
 * Only open subscriptions are kept (a closed one is deleted with the command that closed it), so every row is
 * CREATED; the CORRELATED and DELETED history Camunda also reports is not there to search.
 */
const STATE = `'CREATED'`;

/** The message subscription search; its statistics (statistics/message-subscription-statistics.read-model.ts) count what it selects. */
export const MESSAGE_SUBSCRIPTION_SEARCH: SearchSpec = {
  from: 'event_subscription s',
  baseWhere: `s.kind = 'message'`,
  filters: {
    messageSubscriptionKey: { column: 's.key', type: 'key' },
    ...referenceFilters('s', 'processDefinitionKey', 'processDefinitionId', 'processInstanceKey', 'elementId', 'elementInstanceKey'),
    messageSubscriptionState: { column: STATE, type: 'enum', values: MESSAGE_SUBSCRIPTION_STATES },
    lastUpdatedDate: { column: 's.created_at', type: 'date' },
    messageName: { column: 's.message_name', type: 'string' },
    correlationKey: { column: 's.correlation_key', type: 'string' },
    ...referenceFilters('s', 'tenantId'),
  },
  sortFields: {
    messageSubscriptionKey: 's.key',
    ...referenceSortFields('s', 'processDefinitionId', 'processInstanceKey', 'elementId', 'elementInstanceKey'),
    messageSubscriptionState: STATE,
    lastUpdatedDate: 's.created_at',
    messageName: 's.message_name',
    correlationKey: 's.correlation_key',
    ...referenceSortFields('s', 'tenantId'),
  },
  tiebreaker: 's.key',
  select: `s.key::text as key, s.bpmn_process_id, s.process_definition_key::text as process_definition_key,
    s.process_instance_key::text as process_instance_key, s.element_id, s.element_instance_key::text as element_instance_key,
    s.message_name, s.correlation_key, s.tenant_id, s.created_at, ${rootProcessInstanceKeyOf('s.process_instance_key')}`,
};

function toResult(row: SubscriptionRow): MessageSubscriptionResult {
  return {
    messageSubscriptionKey: row.key,
    processDefinitionId: row.bpmn_process_id,
    processDefinitionKey: row.process_definition_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
    elementId: row.element_id,
    elementInstanceKey: row.element_instance_key,
    messageSubscriptionState: 'CREATED',
    lastUpdatedDate: row.created_at.toISOString(),
    messageName: row.message_name,
    correlationKey: row.correlation_key,
    tenantId: row.tenant_id,
  };
}

/** The open message subscriptions of process instances, as Camunda's subscription search answers them. */
@Injectable()
export class MessageSubscriptionReadModel {
  constructor(private readonly pg: PgPool) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<MessageSubscriptionResult>> {
    return runSearch(this.pg, MESSAGE_SUBSCRIPTION_SEARCH, body, 'message subscription', toResult);
  }
}
