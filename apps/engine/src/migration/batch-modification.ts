import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BatchOperationCreatedResult, ProcessInstanceModificationBatchRequest } from '@baton/api-contract';
import { AuditLog, type AuditedOperation } from '../audit/audit-log.js';
import { BatchItemHandlers, type BatchItemOutcome } from '../batch-operations/batch-item-handlers.js';
import type { BatchItem, BatchOperationRow } from '../batch-operations/batch-operation.repository.js';
import { PgPool } from '../database/pg-pool.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { InstanceBatches } from './instance-batches.js';
import { auditOnce } from './migration-audit.js';
import { ProcessInstanceModification } from './process-instance-modification.js';
import { partitionSql } from '../runtime/partition.js';

export const MODIFY_PROCESS_INSTANCE = 'MODIFY_PROCESS_INSTANCE';

/** What every item of a modification batch does, with the operator's reason and operation reference. */
interface ModificationPlan {
  moveInstructions: ProcessInstanceModificationBatchRequest['moveInstructions'];
  operationReference?: number;
  reason?: string;
}

/** The audit entry's words: the moves, why, Camunda's operation reference, and the batch. */
function modificationAnnotation(plan: ModificationPlan, moves: ModificationPlan['moveInstructions'], batchOperationKey: string): string {
  const parts = [`moved ${moves.map((move) => `${move.sourceElementId} -> ${move.targetElementId}`).join(', ')}`];
  if (plan.reason) parts.push(`reason: ${plan.reason}`);
  if (plan.operationReference !== undefined) parts.push(`operationReference: ${plan.operationReference}`);
  parts.push(`batch operation: ${batchOperationKey}`);
  return parts.join('; ');
}

/**
 * `POST /v2/process-instances/modification`: in every active instance the filter matches now, the active instances of
 * each source element move to its target, one instance (one command) at a time in the background. An instance
 * without an active source element is skipped; each one modified has its history event and its audit entry.
 */
@Injectable()
export class BatchModification implements OnModuleInit {
  constructor(
    private readonly instanceBatches: InstanceBatches,
    private readonly handlers: BatchItemHandlers,
    private readonly modification: ProcessInstanceModification,
    private readonly executor: CommandExecutor,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    this.handlers.register(MODIFY_PROCESS_INSTANCE, (batch, item) => this.modifyItem(batch, item));
  }

  create(body: ProcessInstanceModificationBatchRequest): Promise<BatchOperationCreatedResult> {
    const plan: ModificationPlan = {
      moveInstructions: body.moveInstructions,
      ...(body.operationReference === undefined ? {} : { operationReference: body.operationReference }),
      ...(body.reason === undefined ? {} : { reason: body.reason }),
    };
    return this.instanceBatches.create(MODIFY_PROCESS_INSTANCE, body.filter, plan);
  }

  /** Idempotent: an instance whose history has this batch's modification already (an engine died after it) is done. */
  private async modifyItem(batch: BatchOperationRow, item: BatchItem): Promise<BatchItemOutcome> {
    const plan = batch.plan as unknown as ModificationPlan;
    const key = item.processInstanceKey;
    const entry: AuditedOperation = {
      entityType: 'PROCESS_INSTANCE',
      entityKey: key,
      operationType: 'MODIFY',
      actor: { id: batch.actor_id, kind: batch.actor_type },
      batchOperationKey: batch.key,
    };
    if (await this.modifiedBy(batch.key, key)) {
      await auditOnce(this.audit, this.pg, { ...entry, annotation: modificationAnnotation(plan, plan.moveInstructions, batch.key) }, batch.key);
      return { state: 'COMPLETED' };
    }
    const active = await this.executor.inspect({ processInstanceKey: key }, (loaded) =>
      [...loaded.state.elementInstances.values()].filter((instance) => instance.endTime === null).map((instance) => instance.elementId),
    );
    const moves = plan.moveInstructions.filter((move) => active?.includes(move.sourceElementId));
    if (moves.length === 0) return { state: 'SKIPPED' };
    const requestedBy = {
      actorId: batch.actor_id,
      reason: plan.reason ?? null,
      operationReference: plan.operationReference ?? null,
      batchOperationKey: batch.key,
    };
    await this.audit.audited({ ...entry, annotation: modificationAnnotation(plan, moves, batch.key) }, NO_COMMAND_CONTEXT, () =>
      this.modification.moveAll(key, moves, requestedBy),
    );
    return { state: 'COMPLETED' };
  }

  private async modifiedBy(batchOperationKey: string, processInstanceKey: string): Promise<boolean> {
    const rows = await this.pg.query(
      `select 1 from history_event where process_instance_key = $1 and partition_id = ${partitionSql('$1')}
          and type = 'ProcessInstanceModified'
          and payload->'requestedBy'->>'batchOperationKey' = $2 limit 1`,
      [processInstanceKey, batchOperationKey],
    );
    return rows.length > 0;
  }
}
