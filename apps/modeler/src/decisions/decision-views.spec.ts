import { describe, expect, it } from 'vitest';
import { viewOf } from './decision-views';

const drd = { type: 'drd', element: { id: 'definitions' } };
const table = {
  type: 'decisionTable',
  element: { id: 'level', decisionLogic: { input: [{ id: 'Input_1' }], output: [{ id: 'Output_1' }], rule: [{ id: 'Rule_1' }, { id: 'Rule_2' }] } },
};
const literal = { type: 'literalExpression', element: { id: 'greeting', decisionLogic: {} } };

describe('viewOf', () => {
  it('finds the view of a decision or of the graph by its id', () => {
    expect(viewOf([drd, table, literal], 'greeting')).toBe(literal);
    expect(viewOf([drd, table, literal], 'definitions')).toBe(drd);
  });

  it('finds the table of a rule, an input or an output the engine names', () => {
    expect(viewOf([drd, table, literal], 'Rule_2')).toBe(table);
    expect(viewOf([drd, table, literal], 'Output_1')).toBe(table);
  });

  it('finds none for an element no view shows', () => {
    expect(viewOf([drd, table, literal], 'InputData_1')).toBeUndefined();
  });
});
