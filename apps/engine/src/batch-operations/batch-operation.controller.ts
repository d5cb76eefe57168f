import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { BatchOperationItemResult, BatchOperationResult, SearchQueryResponse } from '@baton/api-contract';
import { conflict, notFound } from '../http/problem-detail.js';
import type { SearchRequestBody } from '../query/search-query.js';
import { BatchOperationRunner } from './batch-operation-runner.js';
import { BatchOperationReadModel } from './batch-operation.read-model.js';
import { BatchOperations, type BatchOperationState } from './batch-operation.repository.js';

/** Camunda's batch operation endpoints: progress, items, and the operator's suspend, resume and cancel. */
@Controller('v2')
export class BatchOperationController {
  constructor(
    private readonly batches: BatchOperations,
    private readonly runner: BatchOperationRunner,
    private readonly readModel: BatchOperationReadModel,
  ) {}

  @Get('batch-operations/:key')
  get(@Param('key') key: string): Promise<BatchOperationResult> {
    return this.readModel.get(key);
  }

  @Post('batch-operations/search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<BatchOperationResult>> {
    return this.readModel.search(body);
  }

  @Post('batch-operation-items/search')
  @HttpCode(200)
  searchItems(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<BatchOperationItemResult>> {
    return this.readModel.searchItems(body);
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
