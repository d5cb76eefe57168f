import type { JsonObject, JsonValue } from '../json-value.js';
import type { TckTestCase } from './dmn-tck-cases.js';
import type { NotFeelOnly, TckDecision, TckModel } from './dmn-tck-model.js';
import { describeTckValue, isTemporalType, isTemporalValue, matchesTckValue, toVariable } from './dmn-tck-values.js';
import { describeValue } from './expected-value.js';
import { evaluateForConformance } from './evaluate-for-conformance.js';

export type CaseOutcome = { run: false; reason: NotFeelOnly } | { run: true; failure: string | null };

/** A variable holding a temporal value, bound as a FEEL temporal rather than as its text. */
interface TemporalBinding {
  name: string;
  text: string;
}

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESULT_KEY = 'tckDecisionResult';

/**
 * Zeebe's variables are JSON, so a date arrives as text; a TCK input typed xsd:date (or the result of a decision
 * typed date) is a FEEL date. Such a variable with a plain name is bound by a context around the expression, as an
 * `@` literal; one with spaces in its name stays text.
 */
function withTemporals(feel: string, variables: JsonObject, temporals: TemporalBinding[]): { source: string; variables: JsonObject } {
  const bound = temporals.filter((temporal) => PLAIN_NAME.test(temporal.name));
  if (bound.length === 0) return { source: feel, variables };
  const rest = { ...variables };
  for (const temporal of bound) delete rest[temporal.name];
  const entries = bound.map((temporal) => `${temporal.name}: @${JSON.stringify(temporal.text)}`);
  return { source: `{${entries.join(', ')}, ${RESULT_KEY}: (\n${feel}\n)}.${RESULT_KEY}`, variables: rest };
}

type LiteralDecision = TckDecision & { logic: { feel: string } };

/** The decisions a result needs, required ones first; or why one of them is not run. */
function evaluationOrder(model: TckModel, names: string[]): LiteralDecision[] | NotFeelOnly {
  const order: LiteralDecision[] = [];
  const seen = new Set<string>();
  const visit = (name: string): NotFeelOnly | null => {
    if (seen.has(name)) return null;
    seen.add(name);
    const decision = model.decisions.get(name);
    if (!decision) return 'unknown decision';
    const logic = decision.logic;
    if ('notRun' in logic) return logic.notRun;
    for (const required of decision.requiredDecisions) {
      const reason = visit(required);
      if (reason) return reason;
    }
    order.push({ ...decision, logic });
    return null;
  };
  for (const name of names) {
    const reason = visit(name);
    if (reason) return reason;
  }
  return order;
}

/**
 * Runs one TCK test case through the FEEL layer alone: its decisions' literal expressions in order, each reading the
 * inputs and the results of the decisions before it, then compares every expected result.
 */
export function runTckCase(model: TckModel, testCase: TckTestCase, now: number): CaseOutcome {
  if (model.imports) return { run: false, reason: 'import' };
  if (testCase.type === 'bkm') return { run: false, reason: 'business knowledge model' };
  if (testCase.type === 'decisionService') return { run: false, reason: 'decision service' };
  const order = evaluationOrder(
    model,
    testCase.results.map((result) => result.decision),
  );
  if (!Array.isArray(order)) return { run: false, reason: order };

  const variables: JsonObject = {};
  const temporals: TemporalBinding[] = [];
  for (const [name, value] of testCase.inputs) {
    variables[name] = toVariable(value);
    if (isTemporalValue(value)) temporals.push({ name, text: value.text.trim() });
  }
  const outcomes = new Map<string, { ok: true; value: JsonValue } | { ok: false; message: string }>();
  for (const decision of order) {
    const { source, variables: bound } = withTemporals(decision.logic.feel, variables, temporals);
    const outcome = evaluateForConformance(source, bound, now);
    outcomes.set(decision.name, outcome);
    // A failed decision is an error in DMN; the decisions after it read null.
    variables[decision.name] = outcome.ok ? outcome.value : null;
    if (outcome.ok && typeof outcome.value === 'string' && isTemporalType(decision.type)) temporals.push({ name: decision.name, text: outcome.value });
  }

  const failures: string[] = [];
  const resultNames = new Set(testCase.results.map((result) => result.decision));
  for (const [name, outcome] of outcomes) {
    // The failure of a decision another one reads is what its wrong answer comes from: it is named first.
    if (!resultNames.has(name) && !outcome.ok) failures.push(`${name} (required) failed: ${outcome.message.slice(0, 160)}`);
  }
  for (const result of testCase.results) {
    // Every result's decision is in the evaluation order, so it has an outcome.
    const outcome = outcomes.get(result.decision)!;
    if (result.errorResult) {
      if (outcome.ok && outcome.value !== null) failures.push(`${result.decision}: returned ${describeValue(outcome.value)} instead of an error`);
    } else if (!outcome.ok) {
      failures.push(`${result.decision}: failed: ${outcome.message.slice(0, 160)}`);
    } else if (!matchesTckValue(outcome.value, result.expected)) {
      failures.push(`${result.decision}: returned ${describeValue(outcome.value).slice(0, 120)} instead of ${describeTckValue(result.expected).slice(0, 120)}`);
    }
  }
  return { run: true, failure: failures.length === 0 ? null : failures.join('; ') };
}
