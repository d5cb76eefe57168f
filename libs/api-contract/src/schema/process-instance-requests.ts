/** Request bodies of the process instance commands (Camunda v2). */
import { Type, type Static } from 'typebox';
import { ProcessInstanceFilter } from './search-requests.js';
import { BusinessId, LongKey, MAX_DURATION_MS, Nullable, OperationReference, TagSet, TenantId, VariablesObject } from './primitives.js';

/**
 * Camunda's creation instruction is one of "by key" or "by id"; Baton reads it as one object where the key wins
 * when both are given, and the service asks for one of them.
 */
export const ProcessInstanceCreationRequest = Type.Object(
  {
    processDefinitionKey: Type.Optional(LongKey),
    processDefinitionId: Type.Optional(Type.String({ minLength: 1 })),
    processDefinitionVersion: Type.Optional(Type.Integer({ format: 'int32' })),
    variables: Type.Optional(VariablesObject),
    tenantId: Type.Optional(TenantId),
    operationReference: Type.Optional(OperationReference),
    startInstructions: Type.Optional(Type.Array(Type.Object({ elementId: Type.String() }))),
    runtimeInstructions: Type.Optional(Type.Array(Type.Object({ type: Type.Optional(Type.String()), afterElementId: Type.String() }))),
    awaitCompletion: Type.Optional(Type.Boolean()),
    fetchVariables: Type.Optional(Type.Array(Type.String())),
    requestTimeout: Type.Optional(Type.Integer({ maximum: MAX_DURATION_MS, format: 'int64' })),
    tags: Type.Optional(TagSet),
    businessId: Type.Optional(BusinessId),
  },
  { additionalProperties: false },
);
export type ProcessInstanceCreationRequest = Static<typeof ProcessInstanceCreationRequest>;

export const OperationReferenceRequest = Nullable(Type.Object({ operationReference: Type.Optional(OperationReference) }, { additionalProperties: false }));
export type OperationReferenceRequest = Static<typeof OperationReferenceRequest>;

/** One element mapping of a migration plan (Camunda's `MigrateProcessInstanceMappingInstruction`). */
export const MigrationMappingInstruction = Type.Object(
  { sourceElementId: Type.String({ minLength: 1 }), targetElementId: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);

/** Baton's fields beside Camunda's: the official client never sends them; an operator console does. */
const MIGRATION_EXTRAS = {
  dryRun: Type.Optional(Type.Boolean({ description: 'Baton: validate the plan and answer the report (200) without changing anything.' })),
  reason: Type.Optional(Type.String({ maxLength: 1000, description: 'Baton: why the operator migrates, kept in the history and the audit log.' })),
};

/** `POST /v2/process-instances/{key}/migration`: Camunda's `ProcessInstanceMigrationInstruction`, plus Baton's extras. */
export const ProcessInstanceMigrationRequest = Type.Object(
  {
    targetProcessDefinitionKey: LongKey,
    mappingInstructions: Type.Array(MigrationMappingInstruction),
    operationReference: Type.Optional(OperationReference),
    ...MIGRATION_EXTRAS,
  },
  { additionalProperties: false },
);
export type ProcessInstanceMigrationRequest = Static<typeof ProcessInstanceMigrationRequest>;

/** `POST /v2/process-instances/migration`: Camunda's `ProcessInstanceMigrationBatchOperationRequest`, plus Baton's reason. */
export const ProcessInstanceMigrationBatchRequest = Type.Object(
  {
    filter: ProcessInstanceFilter,
    migrationPlan: Type.Object(
      { targetProcessDefinitionKey: LongKey, mappingInstructions: Type.Array(MigrationMappingInstruction) },
      { additionalProperties: false },
    ),
    operationReference: Type.Optional(OperationReference),
    reason: MIGRATION_EXTRAS.reason,
  },
  { additionalProperties: false },
);
export type ProcessInstanceMigrationBatchRequest = Static<typeof ProcessInstanceMigrationBatchRequest>;
