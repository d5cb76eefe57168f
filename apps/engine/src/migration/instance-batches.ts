import { Injectable } from '@nestjs/common';
import type { BatchOperationCreatedResult, ProcessInstanceMigrationBatchRequest } from '@baton/api-contract';
import { currentCaller } from '../auth/caller.js';
import { BatchOperationRunner } from '../batch-operations/batch-operation-runner.js';
import { BatchOperations } from '../batch-operations/batch-operation.repository.js';
import { PgPool } from '../database/pg-pool.js';
import { processInstanceSearchFor } from '../process-instances/process-instance.read-model.js';
import { buildSearchQuery } from '../query/search-query.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';

/** The instances a batch may touch, unless its type says otherwise: only running instances can change. */
export const RUNNING_INSTANCES = `p.state = 'ACTIVE'`;

/**
 * Creates a batch operation over the process instances a filter matches now among those `candidates` (a condition on
 * `p`, the process instance) admits (the caller sees only its tenants' instances): one item per instance, carried
 * out in the background by the handler of `type`.
 */
@Injectable()
export class InstanceBatches {
  constructor(
    private readonly batches: BatchOperations,
    private readonly runner: BatchOperationRunner,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
    private readonly pg: PgPool,
  ) {}

  async create(
    type: string,
    filter: ProcessInstanceMigrationBatchRequest['filter'],
    plan: object,
    candidates: string = RUNNING_INSTANCES,
  ): Promise<BatchOperationCreatedResult> {
    const admitted = { ...(await processInstanceSearchFor(this.pg, { filter })), baseWhere: candidates };
    const query = buildSearchQuery(admitted, { filter }, 'process instance');
    return this.createOver(type, plan, `select p.key, p.key as process_instance_key, p.tenant_id from ${query.filteredFrom}`, query.params);
  }

  /** A batch over what `itemsSql` selects (the items of BatchOperations.create), e.g. the decision instances of a filter. */
  async createOver(type: string, plan: object, itemsSql: string, params: unknown[]): Promise<BatchOperationCreatedResult> {
    const caller = currentCaller();
    await this.keys.reserve(1);
    const key = this.keys.next();
    await this.batches.create(
      {
        key,
        type,
        plan,
        tenantIds: caller.tenants === null ? null : [...caller.tenants],
        actorId: caller.id,
        actorType: caller.kind,
        now: this.clock.now(),
      },
      itemsSql,
      params,
    );
    this.runner.poll();
    return { batchOperationKey: key, batchOperationType: type };
  }
}
