/** Baton's answers about migration plans: the validation report a dry run returns. */
import { Type, type Static } from 'typebox';
import { LongKey, Nullable, StringEnum } from './primitives.js';

export const MIGRATION_RULES = [
  'DUPLICATE_SOURCE',
  'UNKNOWN_SOURCE_ELEMENT',
  'UNKNOWN_TARGET_ELEMENT',
  'UNMAPPED_ELEMENT',
  'ELEMENT_TYPE_MISMATCH',
  'MULTI_INSTANCE_MISMATCH',
  'FLOW_SCOPE_CHANGED',
  'TOKENS_MERGED',
  'JOIN_GATEWAY_UNMAPPED',
  'JOIN_GATEWAY_MISMATCH',
  'COMPENSATION_UNMAPPED',
] as const;

/** One rule of the plan the instance breaks: where, which rule, what is wrong and what to add to the plan. */
export const MigrationViolationResult = Type.Object({
  processInstanceKey: LongKey,
  elementId: Type.String(),
  elementInstanceKey: Nullable(LongKey),
  rule: StringEnum(MIGRATION_RULES),
  message: Type.String(),
  fix: Type.String(),
});
export type MigrationViolationResult = Static<typeof MigrationViolationResult>;

/** What a dry run answers: whether the plan would migrate the instance, and every rule it breaks. */
export const MigrationPlanReport = Type.Object({
  processInstanceKey: LongKey,
  sourceProcessDefinitionKey: LongKey,
  targetProcessDefinitionKey: LongKey,
  valid: Type.Boolean(),
  violations: Type.Array(MigrationViolationResult),
});
export type MigrationPlanReport = Static<typeof MigrationPlanReport>;

export const BATCH_OPERATION_STATES = ['CREATED', 'ACTIVE', 'SUSPENDED', 'COMPLETED', 'PARTIALLY_COMPLETED', 'CANCELED', 'FAILED'] as const;
export const BATCH_OPERATION_ITEM_STATES = ['ACTIVE', 'COMPLETED', 'SKIPPED', 'CANCELED', 'FAILED'] as const;

/** Camunda's `BatchOperationCreatedResult`. */
export const BatchOperationCreatedResult = Type.Object({ batchOperationKey: LongKey, batchOperationType: Type.String() });
export type BatchOperationCreatedResult = Static<typeof BatchOperationCreatedResult>;

/** Camunda's `BatchOperationResponse`: the batch's state and progress. */
export const BatchOperationResult = Type.Object({
  batchOperationKey: LongKey,
  state: StringEnum(BATCH_OPERATION_STATES),
  batchOperationType: Type.String(),
  startDate: Nullable(Type.String({ format: 'date-time' })),
  endDate: Nullable(Type.String({ format: 'date-time' })),
  actorType: Nullable(Type.String()),
  actorId: Nullable(Type.String()),
  operationsTotalCount: Type.Integer(),
  operationsFailedCount: Type.Integer(),
  operationsCompletedCount: Type.Integer(),
  errors: Type.Array(Type.Object({ partitionId: Type.Integer(), type: Type.String(), message: Type.String() })),
});
export type BatchOperationResult = Static<typeof BatchOperationResult>;

/** Camunda's `BatchOperationItemResponse`: one instance of the batch and how it went. */
export const BatchOperationItemResult = Type.Object({
  operationType: Type.String(),
  batchOperationKey: LongKey,
  itemKey: Type.String(),
  processInstanceKey: LongKey,
  rootProcessInstanceKey: Nullable(LongKey),
  state: StringEnum(BATCH_OPERATION_ITEM_STATES),
  processedDate: Nullable(Type.String({ format: 'date-time' })),
  errorMessage: Nullable(Type.String()),
});
export type BatchOperationItemResult = Static<typeof BatchOperationItemResult>;
