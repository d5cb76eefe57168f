import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BatchOperationCreatedResult, OperationReferenceRequest, ProcessInstanceFilterBatchRequest } from '@baton/api-contract';
import { AuditLog, type AuditedOperation } from '../audit/audit-log.js';
import { type AuditParam, auditInsertSql } from '../audit/audit-entry-sql.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import { currentCaller, seesTenant } from '../auth/caller.js';
import { BatchItemHandlers, type BatchItemOutcome } from '../batch-operations/batch-item-handlers.js';
import type { BatchItem, BatchOperationRow } from '../batch-operations/batch-operation.repository.js';
import { Database, type SqlRunner } from '../database/database.js';
import { PgPool } from '../database/pg-pool.js';
import { conflict, notFound } from '../http/problem-detail.js';
import { InstanceBatches } from '../migration/instance-batches.js';
import { deleteInstances } from '../retention/retention.js';
import { NO_COMMAND_CONTEXT, type CommandContext } from '../runtime/command-context.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { instanceAndCalled } from './call-tree.js';
import { batchItemEntry, doneByBatch, instanceBatchPlan } from './batch-item-audit.js';
import { partitionSql } from '../runtime/partition.js';

export const DELETE_PROCESS_INSTANCE = 'DELETE_PROCESS_INSTANCE';

/**
 * `POST /v2/process-instances/{key}/deletion` and `POST /v2/process-instances/deletion`: a finished instance goes with
 * its history (every row retention would delete), as in Camunda, which refuses a running one. The audit log keeps
 * its entries, the deletion's own among them.
 */
@Injectable()
export class ProcessInstanceDeletion implements OnModuleInit {
  constructor(
    private readonly instanceBatches: InstanceBatches,
    private readonly handlers: BatchItemHandlers,
    private readonly database: Database,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
    private readonly clock: EngineClock,
  ) {}

  onModuleInit(): void {
    this.handlers.register(DELETE_PROCESS_INSTANCE, (batch, item) => this.deleteItem(batch, item));
  }

  async delete(key: string, body: OperationReferenceRequest | undefined): Promise<void> {
    const entry: AuditedOperation = { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'DELETE', annotation: operatorAnnotation(body) };
    await this.audit.audited(entry, NO_COMMAND_CONTEXT, (context) => this.deleteTree(key, context));
  }

  create(body: ProcessInstanceFilterBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.instanceBatches.create(DELETE_PROCESS_INSTANCE, body.filter, instanceBatchPlan(body), `p.state <> 'ACTIVE'`);
  }

  /** Idempotent: an instance gone with this batch's entry was deleted by it; one gone otherwise (with its caller) is skipped. */
  private async deleteItem(batch: BatchOperationRow, item: BatchItem): Promise<BatchItemOutcome> {
    const key = item.processInstanceKey;
    const [instance] = await this.pg.query(`select 1 from process_instance where key = $1 and partition_id = ${partitionSql('$1')}`, [key]);
    if (!instance) return { state: (await doneByBatch(this.pg, key, 'DELETE', batch.key)) ? 'COMPLETED' : 'SKIPPED' };
    const entry = batchItemEntry(batch, { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'DELETE' });
    await this.audit.audited(entry, NO_COMMAND_CONTEXT, (context) => this.deleteTree(key, context));
    return { state: 'COMPLETED' };
  }

  /** One transaction: the refusal, the audit entry (read from the instance's row, so written before it goes) and the rows. */
  private async deleteTree(key: string, context: CommandContext): Promise<void> {
    await this.database.transaction(async (sql) => {
      // The instance and every instance it called, at any depth: they go together, so that no history is left without its caller.
      const tree = await instanceAndCalled(sql, key);
      const [root] = tree;
      if (!root || !seesTenant(currentCaller(), root.tenantId)) {
        throw notFound(`Expected to delete process instance with key '${key}', but no such process instance was found`);
      }
      if (tree.some((instance) => instance.state === 'ACTIVE')) {
        // Camunda's rejection of a history deletion while the instance runs.
        throw conflict(`Expected to delete history for process instance with key '${key}', but it is still active.`);
      }
      await this.recordSuccess(sql, context);
      await deleteInstances(
        sql,
        tree.map((instance) => instance.key),
      );
    });
    if (context.audit) context.audit.written = true;
  }

  private async recordSuccess(sql: SqlRunner, context: CommandContext): Promise<void> {
    if (!context.audit) return;
    const named: Record<AuditParam, unknown> = { ...context.audit.row, result: 'SUCCESS', timestamp: new Date(this.clock.now()).toISOString() };
    const order = Object.keys(named) as AuditParam[];
    await sql.query(
      auditInsertSql('PROCESS_INSTANCE', (name) => `$${order.indexOf(name) + 1}`),
      order.map((name) => named[name]),
    );
  }
}
