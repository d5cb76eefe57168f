import { describe, expect, it } from 'vitest';
import { definitions, model, tableDecision } from '../dmn-xml.test-helper.js';
import { evaluateDecision } from '../evaluate-decision.js';

/** Rule i matches ages i*2 to i*2+1, one of three tiers, amounts above i*10, either membership, any region. */
function fiftyRules(): string[][] {
  return Array.from({ length: 50 }, (_, i) => [
    `[${i * 2}..${i * 2 + 1}]`,
    `"tier${i % 3}"`,
    `> ${i * 10}`,
    i % 2 === 0 ? 'true' : '-',
    '-',
    `"rule ${i + 1}"`,
  ]);
}

/**
 * The table of the evaluation-speed bench (bench/dmn-table.mjs) at a small count: 50 rules over 5 inputs, every rule
 * tested per evaluation (hit policy UNIQUE). The bench measures the rate; this spec keeps its answers right.
 */
describe('a decision table of 50 rules and 5 inputs', () => {
  it('should answer each evaluation with the one matching rule', async () => {
    const table = await model(
      definitions(tableDecision({ id: 'bench', inputs: ['age', 'tier', 'amount', 'member', 'region'], outputs: [{ name: 'rule' }], rules: fiftyRules() })),
    );
    for (let n = 0; n < 500; n++) {
      const i = n % 50;
      const variables = { age: i * 2 + (n % 2), tier: `tier${i % 3}`, amount: i * 10 + 5, member: true, region: 'north' };
      const outcome = evaluateDecision(table, 'bench', variables, 0);
      expect(outcome.ok && outcome.output).toBe(`rule ${i + 1}`);
      expect(outcome.evaluatedDecisions[0]?.matchedRules.map((rule) => rule.ruleIndex)).toEqual([i + 1]);
    }
    expect(evaluateDecision(table, 'bench', { age: 200, tier: 'tier0', amount: 0, member: false, region: 'x' }, 0)).toMatchObject({ ok: true, output: null });
  });
});
