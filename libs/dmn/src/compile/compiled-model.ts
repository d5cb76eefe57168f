import type { DmnType } from '../types/dmn-type.js';
import type { DecisionType } from './boxed-expression.js';
import type { Evaluate } from './compile-env.js';
import type { CompiledTable } from './decision-table.js';

export interface CompiledDecision {
  readonly id: string;
  readonly name: string;
  readonly type: DmnType;
  readonly decisionType: DecisionType;
  /** The ids of the decisions it requires, evaluated before it. */
  readonly requiredDecisions: readonly string[];
  readonly logic: Evaluate;
  /** Its logic when that is a decision table, for the audit's inputs and matched rules. */
  readonly table: CompiledTable | null;
}

export interface CompiledInputData {
  readonly id: string;
  readonly name: string;
  readonly type: DmnType;
}

/** A business knowledge model: its function over the scope of the model's other invocables. */
export interface CompiledKnowledgeModel {
  readonly kind: 'bkm';
  readonly id: string;
  readonly name: string;
  /** The value of its encapsulated logic: a function. */
  readonly logic: Evaluate;
  /** The type of what the function returns. */
  readonly resultType: DmnType;
}

/** A decision service: a function of its input decisions and input data that returns its output decisions. */
export interface CompiledDecisionService {
  readonly kind: 'service';
  readonly id: string;
  readonly name: string;
  readonly outputDecisions: readonly string[];
  readonly inputDecisions: readonly string[];
  readonly inputData: readonly string[];
  readonly type: DmnType;
}

export type CompiledInvocable = CompiledKnowledgeModel | CompiledDecisionService;

/** What evaluation needs, compiled once at parse. */
export interface CompiledModel {
  readonly decisions: ReadonlyMap<string, CompiledDecision>;
  readonly inputData: ReadonlyMap<string, CompiledInputData>;
  readonly invocables: readonly CompiledInvocable[];
  /** The models it imports, each by the name its expressions qualify the imported elements with (`myimport.Say Hello`). */
  readonly imports: readonly { readonly name: string; readonly model: CompiledModel }[];
}
