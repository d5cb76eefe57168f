import type { FeelExpression, FeelValue } from '@baton/feel';
import type { DmnType } from '../types/dmn-type.js';

export interface EvaluatedInput {
  inputId: string;
  inputName: string;
  inputValue: FeelValue;
}

export interface EvaluatedOutput {
  outputId: string;
  outputName: string;
  outputValue: FeelValue;
}

export interface MatchedRule {
  ruleId: string;
  /** 1-based, as Camunda counts rules. */
  ruleIndex: number;
  evaluatedOutputs: EvaluatedOutput[];
}

/** A table's result with what the audit records: the inputs and the rules that made the result. */
export interface TableOutcome {
  value: FeelValue;
  inputs: EvaluatedInput[];
  matchedRules: MatchedRule[];
}

export interface Output {
  id: string;
  name: string;
  type: DmnType;
  /** The output values in priority order (the first is the highest), for PRIORITY and OUTPUT ORDER. */
  priorities: FeelExpression | null;
  defaultValue: FeelExpression | null;
}
