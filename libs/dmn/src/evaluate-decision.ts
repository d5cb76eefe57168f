import {
  type FeelContext,
  FeelFailure,
  type FeelValue,
  feelContext,
  feelToJson,
  isFeelContext,
  jsonToFeel,
  type JsonObject,
  type JsonValue,
} from '@baton/feel';
import type { DecisionModel } from './decision-model.js';
import type { DmnType } from './types/dmn-type.js';
import { temporalFromText } from './types/temporal-text.js';
import { DmnRun } from './evaluation/dmn-run.js';
import { DecisionFailed, DrgEvaluation, ServiceDecisionFailure } from './evaluation/drg-evaluation.js';
import type { DecisionFailure, EvaluatedDecision } from './evaluation/evaluated-decision.js';

export type { DecisionFailure, EvaluatedDecision } from './evaluation/evaluated-decision.js';

/** The FEEL-level result: the decision's value, or the failure; and each decision evaluated, required ones first. */
export type DecisionValueEvaluation =
  | { ok: true; value: FeelValue; evaluatedDecisions: EvaluatedDecision[] }
  | { ok: false; failure: DecisionFailure; evaluatedDecisions: EvaluatedDecision[] };

/**
 * Evaluates a decision (by id, or by name) over input data given as FEEL values at `now` (epoch ms). `givenDecisions`
 * are results taken as they are, by decision id, as a decision service takes its input decisions.
 */
export function evaluateDecisionValue(
  model: DecisionModel,
  decision: string,
  inputs: FeelContext,
  now: number,
  givenDecisions: ReadonlyMap<string, FeelValue> = new Map(),
): DecisionValueEvaluation {
  const id = model.compiled.decisions.has(decision) ? decision : (model.decisions.find((candidate) => candidate.name === decision)?.id ?? decision);
  const evaluatedDecisions: EvaluatedDecision[] = [];
  const drg = new DrgEvaluation(model.compiled, new DmnRun(now), inputs, givenDecisions, evaluatedDecisions);
  try {
    return { ok: true, value: drg.decide(id), evaluatedDecisions };
  } catch (error) {
    if (error instanceof DecisionFailed) return { ok: false, failure: { decisionId: error.decisionId, message: error.message }, evaluatedDecisions };
    // Only an error of the engine itself gets here; the evaluation still answers rather than throws.
    return { ok: false, failure: { decisionId: id, message: `failed to evaluate decision '${id}': ${String(error)}` }, evaluatedDecisions };
  }
}

/**
 * Invokes a decision service (by id, or by name) as a DMN caller does: `inputs` by the service's parameter names (its
 * input data and input decisions); the result is its output decision's value, or a context of its output decisions.
 */
export function evaluateDecisionService(model: DecisionModel, service: string, inputs: FeelContext, now: number): DecisionValueEvaluation {
  const found = model.compiled.invocables.find((invocable) => invocable.kind === 'service' && (invocable.id === service || invocable.name === service));
  const evaluatedDecisions: EvaluatedDecision[] = [];
  if (found?.kind !== 'service')
    return { ok: false, failure: { decisionId: service, message: `no decision service '${service}' in the model` }, evaluatedDecisions };
  const fn = new DrgEvaluation(model.compiled, new DmnRun(now), inputs, new Map(), evaluatedDecisions).service(found);
  const result = fn.invoke(fn.parameters.map((name) => (Object.hasOwn(inputs, name) ? (inputs[name] as FeelValue) : null)));
  if (result instanceof FeelFailure) {
    const decisionId = result instanceof ServiceDecisionFailure ? result.decisionId : found.id;
    return { ok: false, failure: { decisionId, message: result.message }, evaluatedDecisions };
  }
  return { ok: true, value: result, evaluatedDecisions };
}

/** An evaluated decision with its values as JSON, as the engine stores a decision instance. */
export interface EvaluatedDecisionJson {
  decisionId: string;
  decisionName: string;
  decisionType: EvaluatedDecision['decisionType'];
  decisionOutput: JsonValue;
  evaluatedInputs: { inputId: string; inputName: string; inputValue: JsonValue }[];
  matchedRules: { ruleId: string; ruleIndex: number; evaluatedOutputs: { outputId: string; outputName: string; outputValue: JsonValue }[] }[];
}

export type DecisionEvaluation =
  | { ok: true; decisionId: string; output: JsonValue; evaluatedDecisions: EvaluatedDecisionJson[] }
  | { ok: false; failure: DecisionFailure; evaluatedDecisions: EvaluatedDecisionJson[] };

/** A value as JSON; one with no JSON form (a range) is null, as Zeebe stores a function. */
function json(value: FeelValue): JsonValue {
  const converted = feelToJson(value);
  return converted.ok ? converted.value : null;
}

function auditAsJson(decision: EvaluatedDecision): EvaluatedDecisionJson {
  return {
    decisionId: decision.decisionId,
    decisionName: decision.decisionName,
    decisionType: decision.decisionType,
    decisionOutput: json(decision.decisionOutput),
    evaluatedInputs: decision.evaluatedInputs.map((input) => ({ inputId: input.inputId, inputName: input.inputName, inputValue: json(input.inputValue) })),
    matchedRules: decision.matchedRules.map((rule) => ({
      ruleId: rule.ruleId,
      ruleIndex: rule.ruleIndex,
      evaluatedOutputs: rule.evaluatedOutputs.map((output) => ({
        outputId: output.outputId,
        outputName: output.outputName,
        outputValue: json(output.outputValue),
      })),
    })),
  };
}

/**
 * JSON variables as FEEL values; where an input data's type (or a component's, or a collection's item type) is a
 * temporal type, its ISO text (as JSON holds a date) is read as that type's value.
 */
function jsonInputs(model: DecisionModel, variables: JsonObject): FeelContext {
  const inputs = feelContext();
  for (const name of Object.keys(variables)) inputs[name] = jsonToFeel(variables[name] as JsonValue);
  for (const input of model.compiled.inputData.values()) {
    if (Object.hasOwn(inputs, input.name)) inputs[input.name] = temporalsOf(inputs[input.name] as FeelValue, input.type);
  }
  return inputs;
}

/** A JSON-born value with the texts its type declares temporal read as temporal values; anything else as it is. */
function temporalsOf(value: FeelValue, type: DmnType): FeelValue {
  if (typeof value === 'string' && type.kind === 'simple') return temporalFromText(type.feelType, value) ?? value;
  if (Array.isArray(value) && type.kind === 'collection') return value.map((item) => temporalsOf(item, type.item));
  if (isFeelContext(value) && type.kind === 'structure') {
    const read = Object.assign(feelContext(), value);
    for (const [name, component] of type.components) if (Object.hasOwn(read, name)) read[name] = temporalsOf(read[name] as FeelValue, component);
    return read;
  }
  return value;
}

/**
 * Evaluates a decision over JSON variables at `now` (epoch ms), as Zeebe's business rule task does: the result is the
 * decision's output as JSON (a single output's value, a context of several outputs, a list for the multi-hit
 * policies), with the audit of every decision evaluated; or the failure naming the decision and the cause.
 */
export function evaluateDecision(model: DecisionModel, decisionId: string, variables: JsonObject, now: number): DecisionEvaluation {
  const outcome = evaluateDecisionValue(model, decisionId, jsonInputs(model, variables), now);
  const evaluatedDecisions = outcome.evaluatedDecisions.map(auditAsJson);
  if (!outcome.ok) return { ok: false, failure: outcome.failure, evaluatedDecisions };
  const converted = feelToJson(outcome.value);
  if (!converted.ok)
    return { ok: false, failure: { decisionId, message: `the result of decision '${decisionId}' has no JSON form: ${converted.message}` }, evaluatedDecisions };
  return { ok: true, decisionId, output: converted.value, evaluatedDecisions };
}

interface EvaluatedService {
  serviceId: string;
  serviceName: string;
  /** Its output decisions' ids, in the model's order. */
  outputDecisions: readonly string[];
  evaluatedDecisions: EvaluatedDecisionJson[];
}

/** A decision service's evaluation over JSON variables: the result as JSON, or the failure. */
export type DecisionServiceEvaluation = EvaluatedService & ({ ok: true; output: JsonValue } | { ok: false; failure: DecisionFailure });

/**
 * Invokes a decision service (by id) over JSON variables at `now`, as a client outside the model calls it: the
 * variables by the service's parameter names (its input data, typed as for a decision, and its input decisions); the
 * result is its output decision's value, or a context of its output decisions by name; null when there is no such
 * service.
 */
export function evaluateDecisionServiceJson(model: DecisionModel, serviceId: string, variables: JsonObject, now: number): DecisionServiceEvaluation | null {
  const found = model.compiled.invocables.find((invocable) => invocable.kind === 'service' && invocable.id === serviceId);
  if (found?.kind !== 'service') return null;
  const service = { serviceId: found.id, serviceName: found.name, outputDecisions: found.outputDecisions };
  const outcome = evaluateDecisionService(model, found.id, jsonInputs(model, variables), now);
  const evaluatedDecisions = outcome.evaluatedDecisions.map(auditAsJson);
  if (!outcome.ok) return { ok: false, ...service, failure: outcome.failure, evaluatedDecisions };
  const converted = feelToJson(outcome.value);
  if (!converted.ok) {
    const failure = { decisionId: found.id, message: `the result of decision service '${found.id}' has no JSON form: ${converted.message}` };
    return { ok: false, ...service, failure, evaluatedDecisions };
  }
  return { ok: true, ...service, output: converted.value, evaluatedDecisions };
}
