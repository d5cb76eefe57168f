import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { BatchOperationItemResult, BatchOperationResult, SearchQueryResponse } from '@baton/api-contract';
import { conflict, notFound } from '../http/problem-detail.js';
import { PgPool } from '../database/pg-pool.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import { BatchOperationRunner } from './batch-operation-runner.js';
import { BATCH_OPERATION_SEARCH, callerSeesBatch } from './batch-operation-search.js';
import { BatchOperations, type BatchItemState, type BatchOperationRow, type BatchOperationState } from './batch-operation.repository.js';

interface ItemRow {
  batch_operation_key: string;
  item_key: string;
  process_instance_key: string;
  root_process_instance_key: string | null;
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
    p.root_process_instance_key::text as root_process_instance_key, i.state, i.processed_date, i.error_message, b.type`,
};

function toItem(row: ItemRow): BatchOperationItemResult {
  return {
    operationType: row.type,
    batchOperationKey: row.batch_operation_key,
    itemKey: row.item_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key ?? row.process_instance_key,
    state: row.state,
    processedDate: row.processed_date?.toISOString() ?? null,
    errorMessage: row.error_message,
  };
}

export function toBatchOperationResult(row: BatchOperationRow): BatchOperationResult {
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

/** Camunda's batch operation endpoints: progress, items, and the operator's suspend, resume and cancel. */
@Controller('v2')
export class BatchOperationController {
  constructor(
    private readonly batches: BatchOperations,
    private readonly runner: BatchOperationRunner,
    private readonly pg: PgPool,
  ) {}

  @Get('batch-operations/:key')
  async get(@Param('key') key: string): Promise<BatchOperationResult> {
    const row = await this.batches.find(key);
    if (!row) throw notFound(`Batch operation with key '${key}' was not found`);
    return toBatchOperationResult(row);
  }

  @Post('batch-operations/search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<BatchOperationResult>> {
    return runSearch(this.pg, BATCH_OPERATION_SEARCH, body, 'batch operation', toBatchOperationResult);
  }

  @Post('batch-operation-items/search')
  @HttpCode(200)
  searchItems(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<BatchOperationItemResult>> {
    return runSearch(this.pg, ITEM_SEARCH, body, 'batch operation item', toItem);
  }

  @Post('batch-operations/:key/suspension')
  @HttpCode(204)
  suspend(@Param('key') key: string): Promise<void> {
    return this.move(key, ['ACTIVE', 'CREATED'], 'SUSPENDED', 'suspend');
  }

  @Post('batch-operations/:key/resumption')
  @HttpCode(204)
  async resume(@Param('key') key: string): Promise<void> {
    await this.move(key, ['SUSPENDED'], 'ACTIVE', 'resume');
    this.runner.poll();
  }

  @Post('batch-operations/:key/cancellation')
  @HttpCode(204)
  cancel(@Param('key') key: string): Promise<void> {
    return this.move(key, ['ACTIVE', 'CREATED', 'SUSPENDED'], 'CANCELED', 'cancel');
  }

  private async move(key: string, from: BatchOperationState[], to: BatchOperationState, verb: string): Promise<void> {
    if (await this.batches.transition(key, from, to)) return;
    const row = await this.batches.find(key);
    if (!row) throw notFound(`Batch operation with key '${key}' was not found`);
    throw conflict(`Expected to ${verb} batch operation '${key}', but it is ${row.state}`);
  }
}
