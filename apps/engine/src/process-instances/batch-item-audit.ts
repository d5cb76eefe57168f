import type { AuditedOperation } from '../audit/audit-log.js';
import type { BatchOperationRow } from '../batch-operations/batch-operation.repository.js';
import type { PgPool } from '../database/pg-pool.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import { partitionSql } from '../runtime/partition.js';

/** What every item of a batch over instances keeps from its request: Camunda's operation reference. */
export interface InstanceBatchPlan {
  operationReference?: number;
}

export const instanceBatchPlan = (body: { operationReference?: number | undefined } | undefined): InstanceBatchPlan =>
  body?.operationReference === undefined ? {} : { operationReference: body.operationReference };

/** The audit entry of one item's change: the batch's creator acted, within the batch. */
export function batchItemEntry(batch: BatchOperationRow, entity: Pick<AuditedOperation, 'entityType' | 'entityKey' | 'operationType'>): AuditedOperation {
  const plan = batch.plan as InstanceBatchPlan;
  const annotation = [operatorAnnotation(plan), `batch operation: ${batch.key}`].filter(Boolean).join('; ');
  return { ...entity, actor: { id: batch.actor_id, kind: batch.actor_type }, batchOperationKey: batch.key, annotation };
}

/**
 * Whether this batch changed the instance already: its audit entry is written by the change's own transaction, so
 * an item an engine carried out just before it died is found done.
 */
export async function doneByBatch(pg: PgPool, processInstanceKey: string, operationType: string, batchOperationKey: string): Promise<boolean> {
  const rows = await pg.query(
    `select 1 from audit_log where process_instance_key = $1 and partition_id = ${partitionSql('$1')} and operation_type = $2 and result = 'SUCCESS' and batch_operation_key = $3 limit 1`,
    [processInstanceKey, operationType, batchOperationKey],
  );
  return rows.length > 0;
}
