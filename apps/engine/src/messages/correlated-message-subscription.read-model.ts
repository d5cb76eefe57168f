import { Injectable } from '@nestjs/common';
import type { CorrelatedMessageSubscriptionResult, SearchQueryResponse } from '@baton/api-contract';
import { instanceRowReferenceFilters, referenceSortFields } from '../query/instance-reference-fields.js';
import { PgPool } from '../database/pg-pool.js';
import { rootProcessInstanceKeyOf } from '../query/root-process-instance.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';

interface CorrelationRow {
  subscription_key: string;
  message_key: string;
  message_name: string;
  correlation_key: string | null;
  correlation_time: Date;
  process_instance_key: string;
  element_instance_key: string | null;
  element_id: string;
  process_definition_key: string;
  bpmn_process_id: string;
  tenant_id: string;
  root_process_instance_key: string | null;
}

/** One engine, one partition (as the topology reports). */
const PARTITION_ID = 1;

/**
 * The rows are written with the command that correlated the message (a trigger on the history write, see
 * migration 0009), so a search sees a correlation as soon as the instance shows its effect.
 */
const SEARCH: SearchSpec = {
  from: 'correlated_message_subscription c',
  filters: {
    correlationKey: { column: 'c.correlation_key', type: 'string' },
    correlationTime: { column: 'c.correlation_time', type: 'date' },
    ...instanceRowReferenceFilters('c', 'elementId', 'elementInstanceKey'),
    messageKey: { column: 'c.message_key', type: 'key' },
    messageName: { column: 'c.message_name', type: 'string' },
    partitionId: { column: String(PARTITION_ID), type: 'integer' },
    ...instanceRowReferenceFilters('c', 'processDefinitionId', 'processDefinitionKey', 'processInstanceKey'),
    subscriptionKey: { column: 'c.subscription_key', type: 'key', partitionColumn: 'c.partition_id' },
    ...instanceRowReferenceFilters('c', 'tenantId'),
  },
  sortFields: {
    correlationKey: 'c.correlation_key',
    correlationTime: 'c.correlation_time',
    ...referenceSortFields('c', 'elementId', 'elementInstanceKey'),
    messageKey: 'c.message_key',
    messageName: 'c.message_name',
    partitionId: String(PARTITION_ID),
    ...referenceSortFields('c', 'processDefinitionId', 'processDefinitionKey', 'processInstanceKey'),
    subscriptionKey: 'c.subscription_key',
    ...referenceSortFields('c', 'tenantId'),
  },
  tiebreaker: 'c.position',
  select: `c.subscription_key::text as subscription_key, c.message_key::text as message_key, c.message_name, c.correlation_key,
    c.correlation_time, c.process_instance_key::text as process_instance_key, c.element_instance_key::text as element_instance_key,
    c.element_id, c.process_definition_key::text as process_definition_key, c.bpmn_process_id, c.tenant_id,
    ${rootProcessInstanceKeyOf('c.process_instance_key')}`,
};

function toResult(row: CorrelationRow): CorrelatedMessageSubscriptionResult {
  return {
    correlationKey: row.correlation_key,
    correlationTime: row.correlation_time.toISOString(),
    elementId: row.element_id,
    elementInstanceKey: row.element_instance_key,
    messageKey: row.message_key,
    messageName: row.message_name,
    partitionId: PARTITION_ID,
    processDefinitionId: row.bpmn_process_id,
    processDefinitionKey: row.process_definition_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
    subscriptionKey: row.subscription_key,
    tenantId: row.tenant_id,
  };
}

/** Which message reached which process instance and element, kept as long as the instance's history. */
@Injectable()
export class CorrelatedMessageSubscriptionReadModel {
  constructor(private readonly pg: PgPool) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<CorrelatedMessageSubscriptionResult>> {
    return runSearch(this.pg, SEARCH, body, 'correlated message subscription', toResult);
  }
}
