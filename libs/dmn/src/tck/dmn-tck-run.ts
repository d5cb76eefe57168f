import { type FeelValue, feelContext, feelToJson, isFeelContext } from '@baton/feel';
import { describeTckValue, describeValue, matchesTckValue, type TckTestCase } from '@baton/feel/tck-kit';
import type { DecisionModel } from '../decision-model.js';
import { type DecisionValueEvaluation, evaluateDecisionService, evaluateDecisionValue } from '../evaluate-decision.js';
import { tckInput } from './tck-values.js';

type Outcome = { ok: true; value: FeelValue } | { ok: false; message: string };

function outcomeOf(evaluation: DecisionValueEvaluation): Outcome {
  return evaluation.ok ? evaluation : { ok: false, message: evaluation.failure.message };
}

/** A decision's result within a decision service's: the result itself, or its entry when the service has several outputs. */
function serviceOutput(service: DecisionValueEvaluation, decision: string): Outcome {
  if (!service.ok || !isFeelContext(service.value) || !Object.hasOwn(service.value, decision)) return outcomeOf(service);
  return { ok: true, value: service.value[decision] as FeelValue };
}

/**
 * Runs one TCK test case through the decision engine: each expected result's decision evaluated over the case's
 * inputs (typed FEEL values), compared as the TCK compares; null when every result matches, else what went wrong.
 */
export function runTckCase(model: DecisionModel, testCase: TckTestCase, now: number): string | null {
  const context = Object.assign(feelContext(), Object.fromEntries(testCase.inputs.map(([name, value]) => [name, tckInput(value)])));
  const service = testCase.type === 'decisionService' ? evaluateDecisionService(model, testCase.invocableName ?? '', context, now) : null;
  const failures: string[] = [];
  for (const result of testCase.results) {
    const outcome = service === null ? outcomeOf(evaluateDecisionValue(model, result.decision, context, now)) : serviceOutput(service, result.decision);
    if (!outcome.ok) {
      if (!result.errorResult) failures.push(`${result.decision}: failed: ${outcome.message.slice(0, 200)}`);
      continue;
    }
    const converted = feelToJson(outcome.value);
    const actual = converted.ok ? converted.value : `(${converted.message})`;
    if (result.errorResult) {
      if (actual !== null) failures.push(`${result.decision}: returned ${describeValue(actual).slice(0, 120)} instead of an error`);
    } else if (!matchesTckValue(actual, result.expected)) {
      failures.push(`${result.decision}: returned ${describeValue(actual).slice(0, 120)} instead of ${describeTckValue(result.expected).slice(0, 120)}`);
    }
  }
  return failures.length === 0 ? null : failures.join('; ');
}
