import { describe, expect, it } from 'vitest';
import { definitions, model, type TableSpec, tableDecision } from '../dmn-xml.test-helper.js';
import { evaluateDecision } from '../evaluate-decision.js';

const NOW = Date.UTC(2026, 0, 1);

/** A table over `score` with three overlapping rules: < 50, < 80 and >= 20. */
async function evaluate(spec: Partial<TableSpec>, score: number) {
  const table: TableSpec = {
    id: 'grade',
    inputs: ['score'],
    outputs: [{ name: 'grade', values: '"A", "B", "C"' }],
    rules: [
      ['< 50', '"C"'],
      ['< 80', '"B"'],
      ['>= 20', '"A"'],
    ],
    ...spec,
  };
  return evaluateDecision(await model(definitions(tableDecision(table))), 'grade', { score }, NOW);
}

describe('decision tables by hit policy', () => {
  it('should answer UNIQUE with the one matching rule, and fail naming the rules when several match', async () => {
    expect(await evaluate({}, 90)).toMatchObject({ ok: true, output: 'A' });
    const failed = await evaluate({}, 60);
    expect(failed).toMatchObject({ ok: false, failure: { decisionId: 'grade' } });
    expect(failed.ok ? '' : failed.failure.message).toContain('rules 2, 3 match');
  });

  it('should answer FIRST with the first matching rule', async () => {
    expect(await evaluate({ hitPolicy: 'FIRST' }, 30)).toMatchObject({ ok: true, output: 'C' });
  });

  it('should answer PRIORITY with the output first in the output values', async () => {
    expect(await evaluate({ hitPolicy: 'PRIORITY' }, 30)).toMatchObject({ ok: true, output: 'A' });
    expect(await evaluate({ hitPolicy: 'PRIORITY' }, 10)).toMatchObject({ ok: true, output: 'B' });
  });

  it('should answer ANY when the matching rules agree, and fail when they differ', async () => {
    const agreeing = {
      hitPolicy: 'ANY',
      rules: [
        ['< 50', '"low"'],
        ['< 40', '"low"'],
        ['>= 50', '"high"'],
      ],
    };
    expect(await evaluate(agreeing, 30)).toMatchObject({ ok: true, output: 'low' });
    expect(await evaluate({ hitPolicy: 'ANY' }, 30)).toMatchObject({ ok: false });
  });

  it('should list RULE ORDER in rule order and OUTPUT ORDER by the output values', async () => {
    expect(await evaluate({ hitPolicy: 'RULE ORDER' }, 30)).toMatchObject({ ok: true, output: ['C', 'B', 'A'] });
    expect(await evaluate({ hitPolicy: 'OUTPUT ORDER' }, 30)).toMatchObject({ ok: true, output: ['A', 'B', 'C'] });
  });

  it('should COLLECT a list, or its SUM, MIN, MAX or COUNT', async () => {
    const numbers = {
      hitPolicy: 'COLLECT',
      outputs: [{ name: 'points' }],
      rules: [
        ['< 50', '1'],
        ['< 80', '5'],
        ['>= 20', '10'],
      ],
    };
    expect(await evaluate(numbers, 30)).toMatchObject({ ok: true, output: [1, 5, 10] });
    expect(await evaluate({ ...numbers, aggregation: 'SUM' }, 30)).toMatchObject({ ok: true, output: 16 });
    expect(await evaluate({ ...numbers, aggregation: 'MIN' }, 30)).toMatchObject({ ok: true, output: 1 });
    expect(await evaluate({ ...numbers, aggregation: 'MAX' }, 30)).toMatchObject({ ok: true, output: 10 });
    expect(await evaluate({ ...numbers, aggregation: 'COUNT' }, 90)).toMatchObject({ ok: true, output: 1 });
    expect(await evaluate({ ...numbers, aggregation: 'SUM' }, -1)).toMatchObject({ ok: true, output: 6 });
  });

  it('should answer the default output when no rule matches, else null', async () => {
    const narrow = { rules: [['> 100', '"X"']] };
    expect(await evaluate(narrow, 30)).toMatchObject({ ok: true, output: null });
    expect(await evaluate({ ...narrow, outputs: [{ name: 'grade', defaultValue: '"none"' }] }, 30)).toMatchObject({ ok: true, output: 'none' });
  });

  it('should read an empty output entry, as a modeler leaves a cell blank, as null', async () => {
    expect(
      await evaluate(
        {
          rules: [
            ['< 50', ''],
            ['>= 50', '"A"'],
          ],
        },
        30,
      ),
    ).toMatchObject({ ok: true, output: null });
  });

  it('should answer a context for several outputs, and record the inputs and matched rules', async () => {
    const outcome = await evaluate(
      {
        hitPolicy: 'FIRST',
        outputs: [{ name: 'grade' }, { name: 'passed', typeRef: 'boolean' }],
        rules: [
          ['< 50', '"C"', 'false'],
          ['-', '"A"', 'true'],
        ],
      },
      70,
    );
    expect(outcome).toMatchObject({ ok: true, output: { grade: 'A', passed: true } });
    expect(outcome.evaluatedDecisions).toEqual([
      {
        decisionId: 'grade',
        decisionName: 'grade',
        decisionType: 'DECISION_TABLE',
        decisionOutput: { grade: 'A', passed: true },
        evaluatedInputs: [{ inputId: 'grade_in1', inputName: 'score', inputValue: 70 }],
        matchedRules: [
          {
            ruleId: 'grade_rule2',
            ruleIndex: 2,
            evaluatedOutputs: [
              { outputId: 'grade_out1', outputName: 'grade', outputValue: 'A' },
              { outputId: 'grade_out2', outputName: 'passed', outputValue: true },
            ],
          },
        ],
      },
    ]);
  });

  it('should fail an output that does not conform to its type, naming the output', async () => {
    const outcome = await evaluate({ outputs: [{ name: 'grade', typeRef: 'number' }] }, 90);
    expect(outcome.ok ? '' : outcome.failure.message).toContain('output grade');
  });
});
