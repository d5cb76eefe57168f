import { Injectable } from '@nestjs/common';
import type { BatchOperationItemResult, BatchOperationResult, SearchQueryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';
import { rootProcessInstanceKeyOfJoined } from '../query/root-process-instance.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import { BATCH_OPERATION_SEARCH, callerSeesBatch } from './batch-operation-search.js';
import { BatchOperations, type BatchItemState, type BatchOperationRow } from './batch-operation.repository.js';

interface ItemRow {
  batch_operation_key: string;
  item_key: string;
  process_instance_key: string;
  root_process_instance_key: string;
  state: BatchItemState;
  processed_date: Date | null;
  error_message: string | null;
  type: string;
}

const ITEM_SEARCH: SearchSpec = {
  from: 'batch_operation_item i join batch_operation b on b.key = i.batch_operation_key join process_instance p on p.key = i.process_instance_key',
  filters: {
    batchOperationKey: { column: 'i.batch_operation_key', type: 'key' },
    itemKey: { column: 'i.item_key', type: 'key' },
    processInstanceKey: { column: 'i.process_instance_key', type: 'key' },
    state: { column: 'i.state', type: 'enum', values: ['ACTIVE', 'COMPLETED', 'SKIPPED', 'CANCELED', 'FAILED'] },
    operationType: { column: 'b.type', type: 'string' },
    tenantId: { column: 'p.tenant_id', type: 'string' },
  },
  sortFields: {
    batchOperationKey: 'i.batch_operation_key',
    itemKey: 'i.item_key',
    processInstanceKey: 'i.process_instance_key',
    processedDate: 'i.processed_date',
    state: 'i.state',
  },
  tiebreaker: 'i.item_key',
  // Items of a batch the caller may not see are not the caller's to see either, even those of its own tenants.
  callerWhere: callerSeesBatch,
  select: `i.batch_operation_key::text as batch_operation_key, i.item_key::text as item_key, i.process_instance_key::text as process_instance_key,
    ${rootProcessInstanceKeyOfJoined('p')}, i.state, i.processed_date, i.error_message, b.type`,
};

function toItem(row: ItemRow): BatchOperationItemResult {
  return {
    operationType: row.type,
    batchOperationKey: row.batch_operation_key,
    itemKey: row.item_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
    state: row.state,
    processedDate: row.processed_date?.toISOString() ?? null,
    errorMessage: row.error_message,
  };
}

function toBatchOperationResult(row: BatchOperationRow): BatchOperationResult {
  return {
    batchOperationKey: row.key,
    state: row.state,
    batchOperationType: row.type,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date?.toISOString() ?? null,
    actorType: row.actor_type,
    actorId: row.actor_id,
    operationsTotalCount: row.operations_total,
    operationsFailedCount: row.operations_failed,
    operationsCompletedCount: row.operations_completed,
    errors: [],
  };
}

/** The batch operations and their items, as Camunda's batch operation lookup and searches answer them. */
@Injectable()
export class BatchOperationReadModel {
  constructor(
    private readonly batches: BatchOperations,
    private readonly pg: PgPool,
  ) {}

  async get(key: string): Promise<BatchOperationResult> {
    const row = await this.batches.find(key);
    if (!row) throw notFound(`Batch operation with key '${key}' was not found`);
    return toBatchOperationResult(row);
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<BatchOperationResult>> {
    return runSearch(this.pg, BATCH_OPERATION_SEARCH, body, 'batch operation', toBatchOperationResult);
  }

  searchItems(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<BatchOperationItemResult>> {
    return runSearch(this.pg, ITEM_SEARCH, body, 'batch operation item', toItem);
  }
}
