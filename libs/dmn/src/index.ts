export { parseDmn, type DmnParse, type DmnProblem } from './parse-dmn.js';
export type { DecisionModel } from './decision-model.js';
export {
  evaluateDecision,
  evaluateDecisionService,
  evaluateDecisionServiceJson,
  evaluateDecisionValue,
  type DecisionServiceEvaluation,
  type DecisionEvaluation,
  type DecisionFailure,
  type DecisionValueEvaluation,
  type EvaluatedDecision,
  type EvaluatedDecisionJson,
} from './evaluate-decision.js';
export type { DecisionType } from './compile/boxed-expression.js';
export type { EvaluatedInput, EvaluatedOutput, MatchedRule } from './compile/table-types.js';
