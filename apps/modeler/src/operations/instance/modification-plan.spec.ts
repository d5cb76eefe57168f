import type { ElementInstanceResult } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { type Instruction, modificationRequest, parseVariables, tokensAfter } from './modification-plan';

const active = (elementInstanceKey: string, elementId: string) => ({ elementInstanceKey, elementId }) as ElementInstanceResult;

describe('a modification plan', () => {
  const plan: Instruction[] = [
    { kind: 'move', elementInstanceKey: '11', targetElementId: 'approve', variables: '{"paid": true}' },
    { kind: 'activate', elementId: 'notify', variables: '' },
    { kind: 'terminate', elementInstanceKey: '12' },
  ];

  it('should send a move as the termination of its element instance and the activation of its target, with the variables', () => {
    expect(modificationRequest(plan)).toEqual({
      activateInstructions: [{ elementId: 'approve', variableInstructions: [{ variables: { paid: true } }] }, { elementId: 'notify' }],
      terminateInstructions: [{ elementInstanceKey: '11' }, { elementInstanceKey: '12' }],
    });
    expect(modificationRequest([{ kind: 'terminate', elementInstanceKey: '12' }])).toEqual({ terminateInstructions: [{ elementInstanceKey: '12' }] });
  });

  it('should preview where the tokens are afterwards', () => {
    expect(tokensAfter(plan, [active('11', 'charge'), active('12', 'pack'), active('13', 'wait')])).toEqual(['wait', 'approve', 'notify']);
  });

  it('should take only a JSON object as variables', () => {
    expect(parseVariables('')).toEqual({ variables: null });
    expect(parseVariables('{"a": 1}')).toEqual({ variables: { a: 1 } });
    expect(parseVariables('[1]')).toEqual({ error: 'Variables are a JSON object: {"name": value}.' });
    expect(parseVariables('{a}')).toMatchObject({ error: expect.stringMatching(/^Not JSON/) });
  });
});
