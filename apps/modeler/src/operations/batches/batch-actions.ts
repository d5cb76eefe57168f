import type { BatchOperationResult } from '@baton/api-contract';

export type BatchAction = 'suspend' | 'resume' | 'cancel';

/** What the engine lets an operator do with a batch in its state (as Camunda's suspend, resume and cancel do). */
export function batchActions(state: BatchOperationResult['state']): BatchAction[] {
  if (state === 'ACTIVE' || state === 'CREATED') return ['suspend', 'cancel'];
  if (state === 'SUSPENDED') return ['resume', 'cancel'];
  return [];
}

/** The share of the batch's items done (completed or failed), in percent; an empty batch is done. */
export function batchShare(batch: Pick<BatchOperationResult, 'operationsTotalCount' | 'operationsCompletedCount' | 'operationsFailedCount'>): number {
  if (batch.operationsTotalCount === 0) return 100;
  return Math.round((100 * (batch.operationsCompletedCount + batch.operationsFailedCount)) / batch.operationsTotalCount);
}

/** `MIGRATE_PROCESS_INSTANCE` → `migrate process instance`. */
export const batchTypeLabel = (type: string): string => type.replace(/_/g, ' ').toLowerCase();
