/** Request bodies of the process instance commands (Camunda v2). */
import { Type, type Static } from 'typebox';
import { ProcessInstanceFilter } from './search-requests.js';
import {
  BusinessId,
  LONG_KEY_FORMAT,
  LongKey,
  MAX_DURATION_MS,
  Name,
  Nullable,
  OperationReference,
  OperatorReason,
  TagSet,
  TenantId,
  VariablesObject,
} from './primitives.js';

/**
 * Camunda's creation instruction is one of "by key" or "by id"; Baton reads it as one object where the key wins
 * when both are given, and the service asks for one of them.
 */
export const ProcessInstanceCreationRequest = Type.Object(
  {
    processDefinitionKey: Type.Optional(LongKey),
    processDefinitionId: Type.Optional(Name({ minLength: 1 })),
    processDefinitionVersion: Type.Optional(Type.Integer({ format: 'int32' })),
    variables: Type.Optional(VariablesObject),
    tenantId: Type.Optional(TenantId),
    operationReference: Type.Optional(OperationReference),
    startInstructions: Type.Optional(Type.Array(Type.Object({ elementId: Name() }))),
    runtimeInstructions: Type.Optional(
      Type.Array(Type.Object({ type: Type.Optional(Type.Literal('TERMINATE_PROCESS_INSTANCE')), afterElementId: Name({ minLength: 1 }) })),
    ),
    awaitCompletion: Type.Optional(Type.Boolean()),
    fetchVariables: Type.Optional(Type.Array(Name())),
    requestTimeout: Type.Optional(Type.Integer({ maximum: MAX_DURATION_MS, format: 'int64' })),
    tags: Type.Optional(TagSet),
    businessId: Type.Optional(BusinessId),
  },
  { additionalProperties: false },
);
export type ProcessInstanceCreationRequest = Static<typeof ProcessInstanceCreationRequest>;

/** The optional body of a cancellation or an incident's resolution: Camunda's operation reference, plus Baton's reason. */
export const OperationReferenceRequest = Nullable(
  Type.Object({ operationReference: Type.Optional(OperationReference), reason: OperatorReason }, { additionalProperties: false }),
);
export type OperationReferenceRequest = Static<typeof OperationReferenceRequest>;

/** One element mapping of a migration plan (Camunda's `MigrateProcessInstanceMappingInstruction`). */
export const MigrationMappingInstruction = Type.Object(
  { sourceElementId: Name({ minLength: 1 }), targetElementId: Name({ minLength: 1 }) },
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

/**
 * Camunda's batch requests that name only the instances: `ProcessInstanceCancellationBatchOperationRequest`,
 * `…IncidentResolution…` and `…Deletion…`.
 */
export const ProcessInstanceFilterBatchRequest = Type.Object(
  { filter: ProcessInstanceFilter, operationReference: Type.Optional(OperationReference) },
  { additionalProperties: false },
);
export type ProcessInstanceFilterBatchRequest = Static<typeof ProcessInstanceFilterBatchRequest>;

const ModificationVariableInstruction = Type.Object({ variables: VariablesObject, scopeId: Type.Optional(Name()) }, { additionalProperties: false });

/**
 * `POST /v2/process-instances/{key}/modification`: Camunda's `ProcessInstanceModificationInstruction`. A move's
 * `ancestorScopeInstruction` is read as Camunda's three kinds: `direct` (its key), `inferred` and `sourceParent`
 * (the source's own scope).
 */
export const ProcessInstanceModificationRequest = Type.Object(
  {
    operationReference: Type.Optional(OperationReference),
    activateInstructions: Type.Optional(
      Type.Array(
        Type.Object(
          {
            elementId: Name({ minLength: 1 }),
            variableInstructions: Type.Optional(Type.Array(ModificationVariableInstruction)),
            ancestorElementInstanceKey: Type.Optional(Type.String({ pattern: '^(-1|\\d{1,19})$', format: LONG_KEY_FORMAT })),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    moveInstructions: Type.Optional(
      Type.Array(
        Type.Object(
          {
            sourceElementInstruction: Type.Union([
              Type.Object({ sourceType: Type.Literal('byId'), sourceElementId: Name({ minLength: 1 }) }, { additionalProperties: false }),
              Type.Object({ sourceType: Type.Literal('byKey'), sourceElementInstanceKey: LongKey }, { additionalProperties: false }),
            ]),
            targetElementId: Name({ minLength: 1 }),
            ancestorScopeInstruction: Type.Optional(
              Type.Object(
                {
                  ancestorScopeType: Type.Union([Type.Literal('direct'), Type.Literal('inferred'), Type.Literal('sourceParent')]),
                  ancestorElementInstanceKey: Type.Optional(Type.String({ pattern: '^(-1|\\d{1,19})$', format: LONG_KEY_FORMAT })),
                },
                { additionalProperties: false },
              ),
            ),
            variableInstructions: Type.Optional(Type.Array(ModificationVariableInstruction)),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    terminateInstructions: Type.Optional(
      Type.Array(
        Type.Union([
          Type.Object({ elementId: Name({ minLength: 1 }) }, { additionalProperties: false }),
          Type.Object({ elementInstanceKey: LongKey }, { additionalProperties: false }),
        ]),
      ),
    ),
    reason: MIGRATION_EXTRAS.reason,
  },
  { additionalProperties: false },
);
export type ProcessInstanceModificationRequest = Static<typeof ProcessInstanceModificationRequest>;

/**
 * `POST /v2/process-instances/modification`: Camunda's `ProcessInstanceModificationBatchOperationRequest`, plus
 * Baton's reason: in every active instance the filter matches, each source element's active instances move to the target.
 */
export const ProcessInstanceModificationBatchRequest = Type.Object(
  {
    filter: ProcessInstanceFilter,
    moveInstructions: Type.Array(MigrationMappingInstruction, { minItems: 1 }),
    operationReference: Type.Optional(OperationReference),
    reason: MIGRATION_EXTRAS.reason,
  },
  { additionalProperties: false },
);
export type ProcessInstanceModificationBatchRequest = Static<typeof ProcessInstanceModificationBatchRequest>;

/** `PUT /v2/element-instances/{key}/variables`: Camunda's `SetVariableRequest`. */
export const SetVariableRequest = Type.Object(
  { variables: VariablesObject, local: Type.Optional(Type.Boolean()), operationReference: Type.Optional(OperationReference) },
  { additionalProperties: false },
);
export type SetVariableRequest = Static<typeof SetVariableRequest>;

/**
 * `POST /v2/element-instances/ad-hoc-activities/{key}/activation`: Camunda's `AdHocSubProcessActivateActivitiesInstruction`,
 * the activities of an active ad-hoc sub-process to start, each with variables local to it.
 */
export const AdHocSubProcessActivateActivitiesInstruction = Type.Object(
  {
    elements: Type.Array(Type.Object({ elementId: Name({ minLength: 1 }), variables: Type.Optional(VariablesObject) }, { additionalProperties: false })),
    cancelRemainingInstances: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdHocSubProcessActivateActivitiesInstruction = Static<typeof AdHocSubProcessActivateActivitiesInstruction>;
