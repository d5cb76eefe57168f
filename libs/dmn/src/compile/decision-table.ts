import { compileFeelUnaryTests, type FeelContext, type FeelExpression, type FeelUnaryTests, type FeelValue, feelContext, feelEquals } from '@baton/feel';
import { DmnFailure, type DmnRun } from '../evaluation/dmn-run.js';
import type { DecisionTable, OutputClause } from '../moddle/dmn-elements.js';
import { type CompileEnv, compileFeel, type Evaluate } from './compile-env.js';
import type { EvaluatedInput, MatchedRule, Output, TableOutcome } from './table-types.js';
import { aggregate, type Aggregation } from './table-aggregation.js';
import { priorityOrder } from './table-priority.js';

export interface CompiledTable {
  evaluate: Evaluate;
  /**
   * The result with its audit. Each input's value goes to `inputsSoFar` as it is evaluated, so that a caller whose
   * table failed still records what it read (Camunda's FAILED decision instance shows it).
   */
  evaluateWithAudit(run: DmnRun, scope: FeelContext, inputsSoFar?: EvaluatedInput[]): TableOutcome;
}

type HitPolicy = 'UNIQUE' | 'FIRST' | 'PRIORITY' | 'ANY' | 'COLLECT' | 'RULE ORDER' | 'OUTPUT ORDER';

interface Input {
  id: string;
  name: string;
  expression: FeelExpression | null;
}

interface Rule {
  id: string;
  index: number;
  /** One test per input; null for `-`, which every value passes. */
  tests: (FeelUnaryTests | null)[];
  outputs: (FeelExpression | null)[];
}

const WILDCARD = /^\s*-?\s*$/;

function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

function readOutput(output: OutputClause, index: number, env: CompileEnv, what: string): Output {
  const values = output.outputValues?.text;
  return {
    id: output.id ?? `output${index + 1}`,
    name: output.name ?? output.label ?? `output${index + 1}`,
    type: env.types.typeOf(output.typeRef),
    priorities: isBlank(values) ? null : compileFeel(env, `[${values}]`, output.id, `${what}, output values`),
    defaultValue: isBlank(output.defaultOutputEntry?.text) ? null : compileFeel(env, output.defaultOutputEntry?.text, output.id, `${what}, default output`),
  };
}

/** A decision table (DMN 1.3, 8): its inputs, rules and outputs compiled once, evaluated by its hit policy. */
export function compileDecisionTable(table: DecisionTable, env: CompileEnv, what: string): CompiledTable {
  const inputs: Input[] = (table.input ?? []).map((input, index) => ({
    id: input.id ?? `input${index + 1}`,
    name: input.label ?? input.inputExpression?.text ?? `input${index + 1}`,
    expression: compileFeel(env, input.inputExpression?.text, input.id, `${what}, input ${index + 1}`),
  }));
  const outputs = (table.output ?? []).map((output, index) => readOutput(output, index, env, what));
  const rules: Rule[] = (table.rule ?? []).map((rule, index) => ({
    id: rule.id ?? `rule${index + 1}`,
    index: index + 1,
    tests: (rule.inputEntry ?? []).map((entry) => {
      const text = entry.text ?? '';
      if (WILDCARD.test(text)) return null;
      const compiled = compileFeelUnaryTests(text, env.names, 'dmn');
      if (compiled.ok) return compiled.program;
      env.problems.add(rule.id ?? env.owner, `${what}, rule ${index + 1}: ${compiled.message}`);
      return null;
    }),
    // An empty output entry (a cell the modeler left blank) is null.
    outputs: (rule.outputEntry ?? []).map((entry) => (isBlank(entry.text) ? null : compileFeel(env, entry.text, rule.id, `${what}, rule ${index + 1} output`))),
  }));
  const hitPolicy = (table.hitPolicy ?? 'UNIQUE') as HitPolicy;
  const aggregation = (table.aggregation ?? null) as Aggregation | null;

  const outputsOf = (run: DmnRun, scope: FeelContext, rule: Rule): MatchedRule => ({
    ruleId: rule.id,
    ruleIndex: rule.index,
    evaluatedOutputs: outputs.map((output, index) => {
      const expression = rule.outputs[index] ?? null;
      const value = expression === null ? null : run.feel(expression, scope);
      return { outputId: output.id, outputName: output.name, outputValue: run.typed(value, output.type, `${what}, output ${output.name}`) };
    }),
  });

  const resultOf = (matched: MatchedRule): FeelValue => {
    if (outputs.length === 1) return matched.evaluatedOutputs[0]?.outputValue ?? null;
    const context = feelContext();
    for (const output of matched.evaluatedOutputs) context[output.outputName] = output.outputValue;
    return context;
  };

  const evaluateWithAudit = (run: DmnRun, scope: FeelContext, inputsSoFar: EvaluatedInput[] = []): TableOutcome => {
    const values: FeelValue[] = [];
    for (const input of inputs) {
      const value = input.expression === null ? null : run.feel(input.expression, scope);
      values.push(value);
      inputsSoFar.push({ inputId: input.id, inputName: input.name, inputValue: value });
    }
    const evaluatedInputs = [...inputsSoFar];
    const matches: Rule[] = [];
    for (const rule of rules) if (matchesAll(run, scope, rule, values)) matches.push(rule);
    if (matches.length === 0) return { value: defaultResult(run, scope, outputs), inputs: evaluatedInputs, matchedRules: [] };
    const matched = matches.map((rule) => outputsOf(run, scope, rule));
    const chosen = applyHitPolicy(run, scope, hitPolicy, matched, outputs, resultOf, what);
    const value =
      hitPolicy === 'COLLECT' && aggregation !== null ? aggregate(aggregation, chosen.map(resultOf), what) : resultValue(hitPolicy, chosen, resultOf);
    return { value, inputs: evaluatedInputs, matchedRules: chosen };
  };
  return { evaluate: (run, scope) => evaluateWithAudit(run, scope).value, evaluateWithAudit };
}

function matchesAll(run: DmnRun, scope: FeelContext, rule: Rule, values: FeelValue[]): boolean {
  for (let index = 0; index < rule.tests.length; index++) {
    const test = rule.tests[index];
    if (test !== null && test !== undefined && run.test(test, values[index] ?? null, scope) !== true) return false;
  }
  return true;
}

const SINGLE_HIT: ReadonlySet<HitPolicy> = new Set(['UNIQUE', 'FIRST', 'PRIORITY', 'ANY']);

function resultValue(hitPolicy: HitPolicy, chosen: MatchedRule[], resultOf: (matched: MatchedRule) => FeelValue): FeelValue {
  if (SINGLE_HIT.has(hitPolicy)) return chosen[0] === undefined ? null : resultOf(chosen[0]);
  return chosen.map(resultOf);
}

/** The rules whose outputs make the result, in the order the result lists them. */
function applyHitPolicy(
  run: DmnRun,
  scope: FeelContext,
  hitPolicy: HitPolicy,
  matched: MatchedRule[],
  outputs: Output[],
  resultOf: (matched: MatchedRule) => FeelValue,
  what: string,
): MatchedRule[] {
  switch (hitPolicy) {
    case 'UNIQUE':
      if (matched.length > 1)
        throw new DmnFailure(`${what}: the hit policy UNIQUE allows one matching rule, but rules ${matched.map((rule) => rule.ruleIndex).join(', ')} match`);
      return matched;
    case 'ANY': {
      const first = matched[0] as MatchedRule;
      const differing = matched.find((rule) => feelEquals(resultOf(rule), resultOf(first)) !== true);
      if (differing) throw new DmnFailure(`${what}: the hit policy ANY needs equal outputs, but rules ${first.ruleIndex} and ${differing.ruleIndex} differ`);
      return [first];
    }
    case 'FIRST':
      return matched.slice(0, 1);
    case 'PRIORITY':
      return priorityOrder(run, scope, matched, outputs).slice(0, 1);
    case 'OUTPUT ORDER':
      return priorityOrder(run, scope, matched, outputs);
    case 'RULE ORDER':
    case 'COLLECT':
      return matched;
    default:
      throw new DmnFailure(`${what}: the hit policy ${String(hitPolicy)} is unknown`);
  }
}

/** No rule matched: the default output values, or null when the table has none. */
function defaultResult(run: DmnRun, scope: FeelContext, outputs: Output[]): FeelValue {
  if (outputs.every((output) => output.defaultValue === null)) return null;
  const values = outputs.map((output) => (output.defaultValue === null ? null : run.feel(output.defaultValue, scope)));
  if (outputs.length === 1) return values[0] ?? null;
  const context = feelContext();
  outputs.forEach((output, index) => {
    context[output.name] = values[index] ?? null;
  });
  return context;
}
