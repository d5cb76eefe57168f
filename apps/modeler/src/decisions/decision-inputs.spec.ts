import { describe, expect, it } from 'vitest';
import { decisionsOf, inputsTemplate } from './decision-inputs';

const table = (id: string, ...texts: (string | undefined)[]) => ({
  $type: 'dmn:Decision',
  id,
  name: `${id} name`,
  decisionLogic: { $type: 'dmn:DecisionTable', input: texts.map((text) => ({ inputExpression: { text } })) },
});

describe('decisionsOf', () => {
  it('lists the decisions with the plain variable names their input expressions read, once each', () => {
    const decisions = decisionsOf([table('level', 'amount', ' customer ', 'amount', 'order.total', 'if x then 1 else 2', undefined)]);
    expect(decisions).toEqual([{ id: 'level', name: 'level name', variables: ['amount', 'customer'] }]);
  });

  it('leaves out what is not a decision and names an unnamed decision by its id', () => {
    const literal = { $type: 'dmn:Decision', id: 'greeting', decisionLogic: { $type: 'dmn:LiteralExpression' } };
    expect(decisionsOf([{ $type: 'dmn:InputData', id: 'amount' }, literal])).toEqual([{ id: 'greeting', name: 'greeting', variables: [] }]);
  });
});

describe('inputsTemplate', () => {
  it('is a JSON object with each variable null', () => {
    expect(JSON.parse(inputsTemplate({ id: 'level', name: 'Level', variables: ['amount', 'customer'] }))).toEqual({ amount: null, customer: null });
    expect(inputsTemplate(undefined)).toBe('{}');
  });
});
