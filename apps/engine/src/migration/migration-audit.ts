import type { TimedRuntimeEvent } from '@baton/runtime';
import type { AuditLog, AuditedOperation } from '../audit/audit-log.js';
import type { PgPool } from '../database/pg-pool.js';
import type { CommandOutcome } from '../runtime/command-executor.js';
import type { MigrationBatch, MigrationPlan } from './migration-plan.js';
import { partitionSql } from '../runtime/partition.js';

/**
 * What the audit log says about a migration besides who and when: from which version to which (once known), why,
 * Camunda's operation reference, and the batch it was an item of.
 */
function migrationAnnotation(plan: MigrationPlan, events: readonly TimedRuntimeEvent[] = [], batch?: MigrationBatch): string {
  const migrated = events.find((event) => event.type === 'ProcessInstanceMigrated');
  const parts = [
    migrated
      ? `from ${migrated.sourceProcessDefinitionId} version ${migrated.sourceVersion} (${migrated.sourceProcessDefinitionKey}) ` +
        `to ${migrated.targetProcessDefinitionId} version ${migrated.targetVersion} (${migrated.targetProcessDefinitionKey})`
      : `to process definition ${plan.targetProcessDefinitionKey}`,
  ];
  if (plan.reason) parts.push(`reason: ${plan.reason}`);
  if (plan.operationReference !== undefined) parts.push(`operationReference: ${plan.operationReference}`);
  if (batch) parts.push(`batch operation: ${batch.batchOperationKey}`);
  return parts.join('; ');
}

/**
 * Carries out one instance's migration and records it in the audit log, SUCCESS (from which version to which) or
 * FAIL (the error is rethrown): a request's migration by its caller, a batch item's by the batch's creator.
 */
function auditEntry(processInstanceKey: string, batch?: MigrationBatch): AuditedOperation {
  return {
    entityType: 'PROCESS_INSTANCE',
    entityKey: processInstanceKey,
    operationType: 'MIGRATE',
    ...(batch ? { actor: { id: batch.actorId, kind: batch.actorType }, batchOperationKey: batch.batchOperationKey } : {}),
  };
}

export async function auditedMigration(
  audit: AuditLog,
  processInstanceKey: string,
  plan: MigrationPlan,
  migrate: () => Promise<CommandOutcome | null>,
  batch?: MigrationBatch,
): Promise<CommandOutcome | null> {
  const entry = auditEntry(processInstanceKey, batch);
  let outcome: CommandOutcome | null;
  try {
    outcome = await migrate();
  } catch (error) {
    await audit.record({ ...entry, annotation: migrationAnnotation(plan, [], batch) }, 'FAIL');
    throw error;
  }
  // null: a batch item whose instance was migrated meanwhile; its caller writes the entry of an item found done
  if (outcome) await audit.record({ ...entry, annotation: migrationAnnotation(plan, outcome.events, batch) }, 'SUCCESS');
  return outcome;
}

/**
 * Writes the entry of a batch item found done already (an engine process carried it out and died before or after it
 * wrote its audit entry) unless the instance has one of this operation and batch, so that each has exactly one.
 */
export async function auditOnce(audit: AuditLog, pg: PgPool, entry: AuditedOperation, batchOperationKey: string): Promise<void> {
  const [recorded] = await pg.query(
    `select 1 from audit_log where process_instance_key = $1 and partition_id = ${partitionSql('$1')} and operation_type = $2 and result = 'SUCCESS' and batch_operation_key = $3 limit 1`,
    [entry.entityKey, entry.operationType, batchOperationKey],
  );
  if (!recorded) await audit.record(entry, 'SUCCESS');
}

/** A migration batch's item found on the target already. */
export function auditFoundMigrated(audit: AuditLog, pg: PgPool, processInstanceKey: string, plan: MigrationPlan, batch: MigrationBatch): Promise<void> {
  return auditOnce(audit, pg, { ...auditEntry(processInstanceKey, batch), annotation: migrationAnnotation(plan, [], batch) }, batch.batchOperationKey);
}
