import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BatchOperationCreatedResult, ProcessInstanceMigrationBatchRequest } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { currentCaller, seesTenant } from '../auth/caller.js';
import { BatchItemHandlers, type BatchItemOutcome } from '../batch-operations/batch-item-handlers.js';
import { BatchOperationRunner } from '../batch-operations/batch-operation-runner.js';
import { BatchOperations, type BatchItem, type BatchOperationRow } from '../batch-operations/batch-operation.repository.js';
import { PgPool } from '../database/pg-pool.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { notFound } from '../http/problem-detail.js';
import { PROCESS_INSTANCE_SEARCH } from '../process-instances/process-instance.controller.js';
import { buildSearchQuery } from '../query/search-query.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { auditedMigration } from './migration-audit.js';
import type { MigrationPlan } from './process-instance-migration.js';
import { ProcessInstanceMigration } from './process-instance-migration.js';

export const MIGRATE_PROCESS_INSTANCE = 'MIGRATE_PROCESS_INSTANCE';

/**
 * `POST /v2/process-instances/migration`: every active instance the filter matches now becomes an item of a batch
 * operation, migrated one by one in the background, each in its own command.
 */
@Injectable()
export class BatchMigration implements OnModuleInit {
  constructor(
    private readonly batches: BatchOperations,
    private readonly runner: BatchOperationRunner,
    private readonly handlers: BatchItemHandlers,
    private readonly migration: ProcessInstanceMigration,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    this.handlers.register(MIGRATE_PROCESS_INSTANCE, (batch, item) => this.migrateItem(batch, item));
  }

  async create(body: ProcessInstanceMigrationBatchRequest): Promise<BatchOperationCreatedResult> {
    const target = body.migrationPlan.targetProcessDefinitionKey;
    const definition = await this.definitions.findByKey(target);
    if (!definition || !seesTenant(currentCaller(), definition.tenantId)) {
      throw notFound(`Expected to migrate process instances to process definition with key '${target}', but no such process definition was found`);
    }
    // Only running instances can move.
    const running = { ...PROCESS_INSTANCE_SEARCH, baseWhere: `p.state = 'ACTIVE'` };
    const query = buildSearchQuery(running, { filter: body.filter }, 'process instance');
    const plan: MigrationPlan = {
      ...body.migrationPlan,
      ...(body.operationReference === undefined ? {} : { operationReference: body.operationReference }),
      ...(body.reason === undefined ? {} : { reason: body.reason }),
    };
    const caller = currentCaller();
    await this.keys.reserve(1);
    const key = this.keys.next();
    await this.batches.create(
      {
        key,
        type: MIGRATE_PROCESS_INSTANCE,
        plan,
        tenantIds: caller.tenants === null ? null : [...caller.tenants],
        actorId: caller.id,
        actorType: caller.kind,
        now: this.clock.now(),
      },
      `select p.key from ${query.filteredFrom}`,
      query.params,
    );
    this.runner.poll();
    return { batchOperationKey: key, batchOperationType: MIGRATE_PROCESS_INSTANCE };
  }

  /** Idempotent: an instance on the target already (migrated just before an engine died) is done; one that ended is skipped. */
  private async migrateItem(batch: BatchOperationRow, item: BatchItem): Promise<BatchItemOutcome> {
    const plan = batch.plan as unknown as MigrationPlan;
    const [instance] = await this.pg.query<{ process_definition_key: string; state: string }>(
      `select process_definition_key::text as process_definition_key, state from process_instance where key = $1`,
      [item.processInstanceKey],
    );
    if (instance?.process_definition_key === plan.targetProcessDefinitionKey) return { state: 'COMPLETED' };
    if (instance?.state !== 'ACTIVE') return { state: 'SKIPPED' };
    // Each item is audited as its own migration, by whoever created the batch.
    await auditedMigration(
      this.audit,
      item.processInstanceKey,
      plan,
      () => this.migration.migrate(item.processInstanceKey, plan, { batchOperationKey: batch.key, actorId: batch.actor_id }),
      { actor: { id: batch.actor_id, kind: batch.actor_type }, batchOperationKey: batch.key },
    );
    return { state: 'COMPLETED' };
  }
}
