/** The rule of a migration plan that an instance breaks. */
export type MigrationRule =
  | 'DUPLICATE_SOURCE'
  | 'UNKNOWN_SOURCE_ELEMENT'
  | 'UNKNOWN_TARGET_ELEMENT'
  | 'UNMAPPED_ELEMENT'
  | 'ELEMENT_TYPE_MISMATCH'
  | 'MULTI_INSTANCE_MISMATCH'
  | 'FLOW_SCOPE_CHANGED'
  | 'TOKENS_MERGED'
  | 'JOIN_GATEWAY_UNMAPPED'
  | 'JOIN_GATEWAY_MISMATCH'
  | 'COMPENSATION_UNMAPPED';

/** One broken rule: the element it concerns, what is wrong, and what to change in the plan. */
export interface MigrationViolation {
  rule: MigrationRule;
  elementId: string;
  /** The active element instance concerned; null for a rule about the plan itself or about waiting join tokens. */
  elementInstanceKey: string | null;
  message: string;
  fix: string;
}
