import { Injectable } from '@nestjs/common';
import type { BatchOperationItemResult, BatchOperationResult, SearchQueryResponse } from '@baton/api-contract';
import { conflict, notFound } from '../http/problem-detail.js';
import type { SearchRequestBody } from '../query/search-query.js';
import { BatchOperationRunner } from './batch-operation-runner.js';
import { BatchOperationReadModel } from './batch-operation.read-model.js';
import { BatchOperations, type BatchOperationState } from './batch-operation.repository.js';

/** Camunda's batch operation endpoints: progress, items, and the operator's suspend, resume and cancel. */
@Injectable()
export class BatchOperationController {
  constructor(
    private readonly batches: BatchOperations,
    private readonly runner: BatchOperationRunner,
    private readonly readModel: BatchOperationReadModel,
  ) {}

  get(key: string): Promise<BatchOperationResult> {
    return this.readModel.get(key);
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<BatchOperationResult>> {
    return this.readModel.search(body);
  }

  searchItems(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<BatchOperationItemResult>> {
    return this.readModel.searchItems(body);
  }

  suspend(key: string): Promise<void> {
    return this.move(key, ['ACTIVE', 'CREATED'], 'SUSPENDED', 'suspend');
  }

  async resume(key: string): Promise<void> {
    await this.move(key, ['SUSPENDED'], 'ACTIVE', 'resume');
    this.runner.poll();
  }

  cancel(key: string): Promise<void> {
    return this.move(key, ['ACTIVE', 'CREATED', 'SUSPENDED'], 'CANCELED', 'cancel');
  }

  private async move(key: string, from: BatchOperationState[], to: BatchOperationState, verb: string): Promise<void> {
    if (await this.batches.transition(key, from, to)) return;
    const row = await this.batches.find(key);
    if (!row) throw notFound(`Batch operation with key '${key}' was not found`);
    throw conflict(`Expected to ${verb} batch operation '${key}', but it is ${row.state}`);
  }
}
