import { type FeelValue, feelContext, feelToJson } from '@baton/feel';
import { describeTckValue, describeValue, matchesTckValue, type TckTestCase } from '@baton/feel/tck-kit';
import type { DecisionModel } from '../decision-model.js';
import { evaluateDecisionValue } from '../evaluate-decision.js';
import { tckInput } from './tck-values.js';

/** The decisions a decision-service case gives rather than evaluates: the service's input decisions, by id. */
function givenDecisions(model: DecisionModel, testCase: TckTestCase, inputs: Map<string, FeelValue>): Map<string, FeelValue> {
  const given = new Map<string, FeelValue>();
  if (testCase.type !== 'decisionService') return given;
  const service = model.compiled.invocables.find((invocable) => invocable.kind === 'service' && invocable.name === testCase.invocableName);
  if (service?.kind !== 'service') return given;
  for (const id of service.inputDecisions) {
    const name = model.compiled.decisions.get(id)?.name ?? id;
    given.set(id, inputs.get(name) ?? null);
  }
  return given;
}

/**
 * Runs one TCK test case through the decision engine: each expected result's decision evaluated over the case's
 * inputs (typed FEEL values), compared as the TCK compares; null when every result matches, else what went wrong.
 */
export function runTckCase(model: DecisionModel, testCase: TckTestCase, now: number): string | null {
  const inputs = new Map(testCase.inputs.map(([name, value]) => [name, tckInput(value)]));
  const context = Object.assign(feelContext(), Object.fromEntries(inputs));
  const given = givenDecisions(model, testCase, inputs);
  const failures: string[] = [];
  for (const result of testCase.results) {
    const outcome = evaluateDecisionValue(model, result.decision, context, now, given);
    if (!outcome.ok) {
      if (!result.errorResult) failures.push(`${result.decision}: failed: ${outcome.failure.message.slice(0, 200)}`);
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
