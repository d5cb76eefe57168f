import type { TimedRuntimeEvent } from '@baton/runtime';
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
