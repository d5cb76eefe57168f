import type { FeelValue } from '@baton/feel';
import type { DecisionType } from '../compile/boxed-expression.js';
import type { EvaluatedInput, MatchedRule } from '../compile/table-types.js';

/** One decision of an evaluation as Camunda records a decision instance: what it read, which rules matched, its output. */
export interface EvaluatedDecision {
  decisionId: string;
  decisionName: string;
  decisionType: DecisionType;
  decisionOutput: FeelValue;
  evaluatedInputs: EvaluatedInput[];
  matchedRules: MatchedRule[];
}

/** Why an evaluation failed: the decision that failed first and the cause. */
export interface DecisionFailure {
  decisionId: string;
  message: string;
}
