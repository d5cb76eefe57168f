import { type ExecutableValue, MAX_NAME_LENGTH } from '@baton/bpmn-model';
import { evaluateFeel, type FeelEvaluation, type JsonObject, type JsonValue, NO_WARNINGS } from '@baton/feel';
import type { IncidentErrorType } from '../model/instance-state.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { valueText } from './value-text.js';

/** A static value as it is, a FEEL one evaluated, with the warnings that explain a null result. */
function evaluated(value: ExecutableValue, variables: JsonObject, now: number): FeelEvaluation {
  return value.kind === 'static' ? { ok: true, value: value.value, warnings: NO_WARNINGS } : evaluateFeel(value.source, variables, now);
}

export function evaluateValue(value: ExecutableValue, variables: JsonObject, errorType: IncidentErrorType, now: number): StepResult<JsonValue> {
  const result = evaluated(value, variables, now);
  return result.ok ? succeeded(result.value) : failed(errorType, result.message);
}

/**
 * A name an expression gave to something the engine stores and indexes (a job type, a message name, an assignee...),
 * within MAX_NAME_LENGTH, as the model's literal names are at deployment: a longer one is an incident, where it
 * broke the instance's write with a 500 (a PostgreSQL index row holds 2,704 bytes).
 */
export function boundedName(name: string, what: string): StepResult<string> {
  if (name.length <= MAX_NAME_LENGTH) return succeeded(name);
  return failed('EXTRACT_VALUE_ERROR', `Expected ${what} to have at most ${MAX_NAME_LENGTH} characters, but it has ${name.length}`);
}

/** A non-empty name, within MAX_NAME_LENGTH: every caller names a stored thing (job type, called process, error or escalation code, business id). */
export function evaluateString(value: ExecutableValue, variables: JsonObject, what: string, now: number): StepResult<string> {
  const result = evaluated(value, variables, now);
  if (!result.ok) return failed('EXTRACT_VALUE_ERROR', result.message);
  if (typeof result.value === 'string' && result.value !== '') return boundedName(result.value, what);
  return failed('EXTRACT_VALUE_ERROR', `Expected ${what} to be a non-empty string, but it was ${describe(result.value, result.warnings)}`);
}

export function evaluateInteger(value: ExecutableValue, variables: JsonObject, what: string, now: number): StepResult<number> {
  const result = evaluated(value, variables, now);
  if (!result.ok) return failed('EXTRACT_VALUE_ERROR', result.message);
  const number = typeof result.value === 'string' ? Number(result.value) : result.value;
  if (typeof number === 'number' && Number.isInteger(number)) return succeeded(number);
  return failed('EXTRACT_VALUE_ERROR', `Expected ${what} to be an integer, but it was ${describe(result.value, result.warnings)}`);
}

/**
 * A condition's value. A failure or a value that is no boolean is Zeebe's EXTRACT_VALUE_ERROR (its expression
 * processor's type check); CONDITION_ERROR is for a gateway that finds no flow to take.
 */
export function evaluateCondition(source: string, variables: JsonObject, now: number): StepResult<boolean> {
  const result = evaluateFeel(source, variables, now);
  if (!result.ok) return failed('EXTRACT_VALUE_ERROR', result.message);
  if (typeof result.value === 'boolean') return succeeded(result.value);
  return failed('EXTRACT_VALUE_ERROR', `Expected the condition '${source}' to be a boolean, but it was ${describe(result.value, result.warnings)}`);
}

function describe(value: JsonValue, warnings: readonly string[]): string {
  if (value !== null) return valueText(value);
  return warnings.length > 0 ? `null (${warnings.join('; ')})` : 'null';
}
