import { describe, expect, it } from 'vitest';
import { feelEntryErrors } from './feel-entry-errors';
import type { ValidationIssue } from './validation-issue';

const engine = (elementId: string | null, message: string): ValidationIssue => ({ elementId, message, severity: 'error', source: 'engine' });
const NO_MAPPINGS = { inputs: [], outputs: [] };

describe('feelEntryErrors', () => {
  it("puts the engine's FEEL problem on the entry that edits the expression", () => {
    const issues = [
      engine('shifted', "invalid FEEL in the condition: syntax error at position 8: unexpected '>' in 'amount >> 100'"),
      engine('charge', "invalid FEEL in the job type: syntax error at position 7: the expression 'kind +' ends too early"),
    ];

    expect(feelEntryErrors(issues, 'shifted', NO_MAPPINGS)).toEqual({
      conditionExpression: "The engine: syntax error at position 8: unexpected '>' in 'amount >> 100'",
    });
    expect(feelEntryErrors(issues, 'charge', NO_MAPPINGS)).toEqual({
      taskDefinitionType: "The engine: syntax error at position 7: the expression 'kind +' ends too early",
    });
  });

  it('finds the entry of an input or output mapping by its target', () => {
    const issues = [
      engine('ask', "invalid FEEL in the source of the zeebe:output to 'answer': syntax error at position 4: the expression 'if x' ends too early"),
      engine('ask', "invalid FEEL in the source of the zeebe:input to 'order.id': syntax error at position 1: unexpected ')'"),
    ];

    expect(feelEntryErrors(issues, 'ask', { inputs: ['customer', 'order.id'], outputs: ['answer'] })).toEqual({
      'ask-output-0-source': "The engine: syntax error at position 4: the expression 'if x' ends too early",
      'ask-input-1-source': "The engine: syntax error at position 1: unexpected ')'",
    });
  });

  it('leaves out lint findings, other elements, problems that are not FEEL syntax and mappings it cannot place', () => {
    const issues: ValidationIssue[] = [
      { ...engine('flow', 'invalid FEEL in the condition: syntax error at position 1: x'), source: 'lint' },
      engine('other', 'invalid FEEL in the condition: syntax error at position 1: x'),
      engine('flow', 'a sequence flow condition must not be empty'),
      engine('flow', "invalid FEEL in the source of the zeebe:output to 'gone': syntax error at position 1: x"),
    ];

    expect(feelEntryErrors(issues, 'flow', NO_MAPPINGS)).toEqual({});
  });
});
