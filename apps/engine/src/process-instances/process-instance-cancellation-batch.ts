import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BatchOperationCreatedResult, ProcessInstanceFilterBatchRequest } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { BatchItemHandlers, type BatchItemOutcome } from '../batch-operations/batch-item-handlers.js';
import type { BatchItem, BatchOperationRow } from '../batch-operations/batch-operation.repository.js';
import { PgPool } from '../database/pg-pool.js';
import { InstanceBatches, RUNNING_INSTANCES } from '../migration/instance-batches.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import { batchItemEntry, doneByBatch, instanceBatchPlan } from './batch-item-audit.js';
import { ProcessInstanceService } from './process-instance.service.js';
import { partitionSql } from '../runtime/partition.js';

export const CANCEL_PROCESS_INSTANCE = 'CANCEL_PROCESS_INSTANCE';

/**
 * `POST /v2/process-instances/cancellation`: every running root instance the filter matches now is cancelled, one
 * cancel command per instance, in the background. An instance a call activity created ends with its root only (as
 * a single cancel says), so it is no item of its own.
 */
@Injectable()
export class ProcessInstanceCancellationBatch implements OnModuleInit {
  constructor(
    private readonly instanceBatches: InstanceBatches,
    private readonly handlers: BatchItemHandlers,
    private readonly instances: ProcessInstanceService,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    this.handlers.register(CANCEL_PROCESS_INSTANCE, (batch, item) => this.cancelItem(batch, item));
  }

  create(body: ProcessInstanceFilterBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.instanceBatches.create(
      CANCEL_PROCESS_INSTANCE,
      body.filter,
      instanceBatchPlan(body),
      `${RUNNING_INSTANCES} and p.parent_process_instance_key is null`,
    );
  }

  /** Idempotent: an instance this batch cancelled already is done; one that ended otherwise is skipped. */
  private async cancelItem(batch: BatchOperationRow, item: BatchItem): Promise<BatchItemOutcome> {
    const key = item.processInstanceKey;
    if (await doneByBatch(this.pg, key, 'CANCEL', batch.key)) return { state: 'COMPLETED' };
    const [instance] = await this.pg.query<{ state: string }>(`select state from process_instance where key = $1 and partition_id = ${partitionSql('$1')}`, [
      key,
    ]);
    if (instance?.state !== 'ACTIVE') return { state: 'SKIPPED' };
    const entry = batchItemEntry(batch, { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'CANCEL' });
    await this.audit.audited(entry, NO_COMMAND_CONTEXT, (context) => this.instances.cancel(key, context));
    return { state: 'COMPLETED' };
  }
}
