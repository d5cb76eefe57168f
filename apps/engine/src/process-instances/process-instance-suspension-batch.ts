import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BatchOperationCreatedResult, ProcessInstanceFilterBatchRequest } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { BatchItemHandlers, type BatchItemOutcome } from '../batch-operations/batch-item-handlers.js';
import type { BatchItem, BatchOperationRow } from '../batch-operations/batch-operation.repository.js';
import { PgPool } from '../database/pg-pool.js';
import { InstanceBatches } from '../migration/instance-batches.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import { batchItemEntry, doneByBatch, instanceBatchPlan } from './batch-item-audit.js';
import { ProcessInstanceService } from './process-instance.service.js';
import { partitionSql } from '../runtime/partition.js';

export const SUSPEND_PROCESS_INSTANCE = 'SUSPEND_PROCESS_INSTANCE';
export const RESUME_PROCESS_INSTANCE = 'RESUME_PROCESS_INSTANCE';

/** What each batch does to an item, and which instances it takes: roots only, their called instances follow them. */
const KINDS = {
  [SUSPEND_PROCESS_INSTANCE]: { from: 'ACTIVE', annotation: 'suspend' },
  [RESUME_PROCESS_INSTANCE]: { from: 'SUSPENDED', annotation: 'resume' },
} as const;
type Kind = keyof typeof KINDS;

/**
 * `POST /v2/process-instances/suspension` and `/resumption` (Camunda 8.10): every root instance the filter matches now
 * (running for a suspension, suspended for a resumption) is suspended or resumed by its own command, in the
 * background; a crash between two items leaves each instance either done or not, and the batch goes on after it.
 */
@Injectable()
export class ProcessInstanceSuspensionBatch implements OnModuleInit {
  constructor(
    private readonly instanceBatches: InstanceBatches,
    private readonly handlers: BatchItemHandlers,
    private readonly instances: ProcessInstanceService,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    for (const kind of Object.keys(KINDS) as Kind[]) this.handlers.register(kind, (batch, item) => this.runItem(kind, batch, item));
  }

  create(kind: Kind, body: ProcessInstanceFilterBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.instanceBatches.create(kind, body.filter, instanceBatchPlan(body), `p.state = '${KINDS[kind].from}' and p.parent_process_instance_key is null`);
  }

  /** Idempotent: an instance this batch did already is done; one no longer in the state the batch takes is skipped. */
  private async runItem(kind: Kind, batch: BatchOperationRow, item: BatchItem): Promise<BatchItemOutcome> {
    const key = item.processInstanceKey;
    const { from, annotation } = KINDS[kind];
    if (await doneByBatch(this.pg, key, 'UPDATE', batch.key)) return { state: 'COMPLETED' };
    const [instance] = await this.pg.query<{ state: string }>(`select state from process_instance where key = $1 and partition_id = ${partitionSql('$1')}`, [
      key,
    ]);
    if (instance?.state !== from) return { state: 'SKIPPED' };
    // an UPDATE, as a single suspension is audited (see ProcessInstanceController.suspend), saying which
    const entry = batchItemEntry(batch, { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'UPDATE' });
    entry.annotation = [annotation, entry.annotation].filter(Boolean).join('; ');
    const run = kind === SUSPEND_PROCESS_INSTANCE ? this.instances.suspend.bind(this.instances) : this.instances.resume.bind(this.instances);
    await this.audit.audited(entry, NO_COMMAND_CONTEXT, (context) => run(key, context));
    return { state: 'COMPLETED' };
  }
}
