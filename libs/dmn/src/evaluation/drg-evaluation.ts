import { FeelFailure, type FeelContext, type FeelFunction, type FeelValue, feelContext, feelFunction, isFeelFunction } from '@baton/feel';
import { type Evaluate, extendScope } from '../compile/compile-env.js';
import type { CompiledDecision, CompiledDecisionService, CompiledModel } from '../compile/compiled-model.js';
import type { DmnType } from '../types/dmn-type.js';
import { dmnBuiltins } from './dmn-builtins.js';
import { DmnFailure, type DmnRun } from './dmn-run.js';
import type { EvaluatedDecision } from './evaluated-decision.js';

/** A decision's failure, raised once with the decision that failed: the decisions that require it pass it on. */
export class DecisionFailed extends DmnFailure {
  constructor(
    readonly decisionId: string,
    message: string,
  ) {
    super(message);
  }
}

/** A decision service's failure as its function's value: the decision within it that failed is kept. */
export class ServiceDecisionFailure extends FeelFailure {
  constructor(
    readonly decisionId: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One evaluation of a decision requirements graph: each decision evaluated once, after the decisions it requires, in
 * a scope of the input data, the results it requires and the model's business knowledge models and decision services.
 */
export class DrgEvaluation {
  private readonly results = new Map<string, FeelValue>();
  private baseScope: FeelContext | null = null;

  /**
   * @param inputs the input data by name, as given
   * @param given decisions whose results are given rather than evaluated (a decision service's input decisions), by id
   * @param audit where each evaluated decision is recorded, in the order they are evaluated
   */
  constructor(
    private readonly model: CompiledModel,
    private readonly run: DmnRun,
    private readonly inputs: FeelContext,
    private readonly given: ReadonlyMap<string, FeelValue>,
    private readonly audit: EvaluatedDecision[],
  ) {}

  decide(decisionId: string): FeelValue {
    const known = this.results.get(decisionId);
    if (known !== undefined) return known;
    const decision = this.model.decisions.get(decisionId);
    if (decision === undefined) throw new DecisionFailed(decisionId, `no decision '${decisionId}' in the model`);
    if (this.given.has(decisionId)) return this.givenValue(decision);
    const required = decision.requiredDecisions.map((id) => [this.model.decisions.get(id)?.name ?? id, this.decide(id)] as const);
    const value = this.evaluate(decision, required);
    this.results.set(decisionId, value);
    return value;
  }

  /** A result given for a decision (a decision service's input decision) is of the decision's type. */
  private givenValue(decision: CompiledDecision): FeelValue {
    try {
      return this.run.typed(this.given.get(decision.id) ?? null, decision.type, `the value given for decision '${decision.name}'`);
    } catch (error) {
      if (error instanceof DmnFailure) throw new DecisionFailed(decision.id, error.message);
      throw error;
    }
  }

  private evaluate(decision: CompiledDecision, required: ReadonlyArray<readonly [string, FeelValue]>): FeelValue {
    const inputsSoFar: EvaluatedDecision['evaluatedInputs'] = [];
    try {
      const scope = extendScope(this.scope(), required);
      if (decision.table !== null) {
        const outcome = decision.table.evaluateWithAudit(this.run, scope, inputsSoFar);
        const value = this.run.result(outcome.value, decision.type);
        this.record(decision, value, outcome.inputs, outcome.matchedRules);
        return value;
      }
      const value = this.run.result(decision.logic(this.run, scope), decision.type);
      this.record(decision, value, [], []);
      return value;
    } catch (error) {
      if (error instanceof DecisionFailed) throw error;
      if (error instanceof DmnFailure) {
        // The decision that failed is in the audit too, with what it read before it failed, as Camunda records it.
        this.record(decision, null, inputsSoFar, []);
        throw new DecisionFailed(decision.id, `failed to evaluate decision '${decision.id}': ${error.message}`);
      }
      throw error;
    }
  }

  private record(decision: CompiledDecision, value: FeelValue, inputs: EvaluatedDecision['evaluatedInputs'], rules: EvaluatedDecision['matchedRules']): void {
    this.audit.push({
      decisionId: decision.id,
      decisionName: decision.name,
      decisionType: decision.decisionType,
      decisionOutput: value,
      evaluatedInputs: inputs,
      matchedRules: rules,
    });
  }

  /** The input data (typed) and the invocables, made once for the evaluation. */
  private scope(): FeelContext {
    if (this.baseScope !== null) return this.baseScope;
    const scope = dmnBuiltins();
    for (const input of this.model.inputData.values()) {
      const value = Object.hasOwn(this.inputs, input.name) ? (this.inputs[input.name] as FeelValue) : null;
      scope[input.name] = this.run.typed(value, input.type, `input data '${input.name}'`);
    }
    // Variables the model declares no input data for are in scope too: Zeebe hands a decision all of the process's
    // variables, and the models Camunda Modeler draws often declare none.
    for (const [name, value] of Object.entries(this.inputs)) if (!Object.hasOwn(scope, name)) scope[name] = value;
    this.baseScope = scope;
    for (const invocable of this.model.invocables) {
      scope[invocable.name] =
        invocable.kind === 'bkm' ? this.knowledgeModel(invocable.logic, invocable.resultType, invocable.name, scope) : this.service(invocable);
    }
    for (const imported of this.model.imports) {
      const nested = new DrgEvaluation(imported.model, this.run, feelContext(), new Map(), this.audit).scope();
      for (const invocable of imported.model.invocables) scope[`${imported.name}.${invocable.name}`] = nested[invocable.name] ?? null;
    }
    return scope;
  }

  /** A business knowledge model's function, its result converted to the model's result type. */
  private knowledgeModel(logic: Evaluate, resultType: DmnType, name: string, scope: FeelContext): FeelValue {
    const fn = logic(this.run, scope);
    if (!isFeelFunction(fn) || resultType.kind === 'any') return fn;
    return feelFunction(fn.parameters, (args) => {
      const result = fn.invoke(args);
      if (result instanceof FeelFailure) return result;
      try {
        return this.run.typed(result, resultType, `business knowledge model '${name}'`);
      } catch (error) {
        if (error instanceof DmnFailure) return new FeelFailure(error.message);
        throw error;
      }
    });
  }

  /** A decision service as a function: its input data then its input decisions are the parameters (DMN 1.3, 10.4). */
  service(service: CompiledDecisionService): FeelFunction {
    const decisionNames = service.inputDecisions.map((id) => this.model.decisions.get(id)?.name ?? id);
    const dataCount = service.inputData.length;
    return feelFunction([...service.inputData, ...decisionNames], (args) => {
      const given = new Map(service.inputDecisions.map((id, index) => [id, args[dataCount + index] ?? null]));
      const inputs = feelContext();
      service.inputData.forEach((name, index) => {
        inputs[name] = args[index] ?? null;
      });
      const nested = new DrgEvaluation(this.model, this.run, inputs, given, this.audit);
      try {
        const outputs = service.outputDecisions.map((id) => [this.model.decisions.get(id)?.name ?? id, nested.decide(id)] as const);
        const result = outputs.length === 1 ? (outputs[0]?.[1] ?? null) : Object.assign(feelContext(), Object.fromEntries(outputs));
        return this.run.typed(result, service.type, `decision service '${service.name}'`);
      } catch (error) {
        if (error instanceof DecisionFailed) return new ServiceDecisionFailure(error.decisionId, error.message);
        if (error instanceof DmnFailure) return new FeelFailure(error.message);
        throw error;
      }
    });
  }
}
