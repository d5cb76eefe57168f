import type { TimedRuntimeEvent } from '@baton/runtime';
import type { AuditedOperation, AuditLog } from '../audit/audit-log.js';
import type { CommandOutcome } from '../runtime/command-executor.js';
import type { MigrationPlan } from './process-instance-migration.js';

/**
 * What the audit log says about a migration besides who and when: from which version to which (once known), why, and
 * Camunda's operation reference.
 */
export function migrationAnnotation(plan: MigrationPlan, events: readonly TimedRuntimeEvent[] = []): string {
  const migrated = events.find((event) => event.type === 'ProcessInstanceMigrated');
  const parts = [
    migrated
      ? `from ${migrated.sourceProcessDefinitionId} version ${migrated.sourceVersion} (${migrated.sourceProcessDefinitionKey}) ` +
        `to ${migrated.targetProcessDefinitionId} version ${migrated.targetVersion} (${migrated.targetProcessDefinitionKey})`
      : `to process definition ${plan.targetProcessDefinitionKey}`,
  ];
  if (plan.reason) parts.push(`reason: ${plan.reason}`);
  if (plan.operationReference !== undefined) parts.push(`operationReference: ${plan.operationReference}`);
  return parts.join('; ');
}

/**
 * Runs one instance's migration and records it in the audit log: SUCCESS with the versions it moved between, or FAIL
 * (the error is rethrown). A batch's item passes the batch's creator as the actor and the batch's key.
 */
export async function auditedMigration(
  audit: AuditLog,
  processInstanceKey: string,
  plan: MigrationPlan,
  migrate: () => Promise<CommandOutcome>,
  batch: Pick<AuditedOperation, 'actor' | 'batchOperationKey'> = {},
): Promise<CommandOutcome> {
  const entry: AuditedOperation = { entityType: 'PROCESS_INSTANCE', entityKey: processInstanceKey, operationType: 'MIGRATE', ...batch };
  let outcome: CommandOutcome;
  try {
    outcome = await migrate();
  } catch (error) {
    await audit.record({ ...entry, annotation: migrationAnnotation(plan) }, 'FAIL');
    throw error;
  }
  await audit.record({ ...entry, annotation: migrationAnnotation(plan, outcome.events) }, 'SUCCESS');
  return outcome;
}
