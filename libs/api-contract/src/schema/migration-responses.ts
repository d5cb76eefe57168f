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
