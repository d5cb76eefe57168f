import type { ProcessInstanceMigrationRequest } from '@baton/api-contract';

/** A migration plan as the engine carries it out: Camunda's instruction and Baton's extras. */
export interface MigrationPlan {
  targetProcessDefinitionKey: string;
  mappingInstructions: ProcessInstanceMigrationRequest['mappingInstructions'];
  operationReference?: number;
  reason?: string;
}

/** The batch a migration is an item of, and the operator who created it (the actor of the item's audit entry). */
export interface MigrationBatch {
  batchOperationKey: string;
  actorId: string | null;
  actorType: string | null;
}
