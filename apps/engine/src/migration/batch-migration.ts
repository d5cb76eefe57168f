import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BatchOperationCreatedResult, ProcessInstanceMigrationBatchRequest } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { currentCaller, seesTenant } from '../auth/caller.js';
import { BatchItemHandlers, type BatchItemOutcome } from '../batch-operations/batch-item-handlers.js';
import type { BatchItem, BatchOperationRow } from '../batch-operations/batch-operation.repository.js';
import { PgPool } from '../database/pg-pool.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { notFound } from '../http/problem-detail.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import { InstanceBatches } from './instance-batches.js';
import { auditedMigration, auditFoundMigrated } from './migration-audit.js';
import type { MigrationBatch, MigrationPlan } from './migration-plan.js';
import { ProcessInstanceMigration } from './process-instance-migration.js';
import { partitionSql } from '../runtime/partition.js';

export const MIGRATE_PROCESS_INSTANCE = 'MIGRATE_PROCESS_INSTANCE';

/**
 * `POST /v2/process-instances/migration`: every active instance the filter matches now becomes an item of a batch
 * operation, migrated one by one in the background, each in its own command.
 */
@Injectable()
export class BatchMigration implements OnModuleInit {
  constructor(
    private readonly instanceBatches: InstanceBatches,
    private readonly handlers: BatchItemHandlers,
    private readonly migration: ProcessInstanceMigration,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    this.handlers.register(MIGRATE_PROCESS_INSTANCE, (batch, item) => this.migrateItem(batch, item));
  }

  async create(body: ProcessInstanceMigrationBatchRequest): Promise<BatchOperationCreatedResult> {
    const target = body.migrationPlan.targetProcessDefinitionKey;
    const definition = await this.definitions.findLive(target);
    if (!definition || !seesTenant(currentCaller(), definition.tenantId)) {
      throw notFound(`Expected to migrate process instances to process definition with key '${target}', but no such process definition was found`);
    }
    const plan: MigrationPlan = {
      ...body.migrationPlan,
      ...(body.operationReference === undefined ? {} : { operationReference: body.operationReference }),
      ...(body.reason === undefined ? {} : { reason: body.reason }),
    };
    return this.instanceBatches.create(MIGRATE_PROCESS_INSTANCE, body.filter, plan);
  }

  /** Idempotent: an instance on the target already (migrated just before an engine died) is done; one that ended is skipped. */
  private async migrateItem(batch: BatchOperationRow, item: BatchItem): Promise<BatchItemOutcome> {
    const plan = batch.plan as unknown as MigrationPlan;
    const [instance] = await this.pg.query<{ process_definition_key: string; state: string }>(
      `select process_definition_key::text as process_definition_key, state from process_instance
        where key = $1 and partition_id = ${partitionSql('$1')}`,
      [item.processInstanceKey],
    );
    const itemOf: MigrationBatch = { batchOperationKey: batch.key, actorId: batch.actor_id, actorType: batch.actor_type };
    if (instance?.process_definition_key === plan.targetProcessDefinitionKey) {
      await auditFoundMigrated(this.audit, this.pg, item.processInstanceKey, plan, itemOf);
      return { state: 'COMPLETED' };
    }
    if (instance?.state !== 'ACTIVE') return { state: 'SKIPPED' };
    const migrated = await auditedMigration(
      this.audit,
      item.processInstanceKey,
      plan,
      () => this.migration.migrate(item.processInstanceKey, plan, NO_COMMAND_CONTEXT, itemOf),
      itemOf,
    );
    // migrated meanwhile by another engine process that took the batch over (its lease ran out while this one worked)
    if (!migrated) await auditFoundMigrated(this.audit, this.pg, item.processInstanceKey, plan, itemOf);
    return { state: 'COMPLETED' };
  }
}
