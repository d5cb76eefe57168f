import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './expression.behaviour.js';
import { valueText } from './value-text.js';

describe('valueText', () => {
  it('writes a bigint as its digits, alone or inside a value, and anything else as JSON.stringify does', () => {
    expect(valueText(9007199254740993n)).toBe('9007199254740993');
    expect(valueText({ id: 9007199254740993n, name: 'x' })).toBe('{"id":"9007199254740993","name":"x"}');
    expect(valueText([1, 'a', null])).toBe('[1,"a",null]');
  });

  it('lets a condition that is a long integer raise its incident, naming the value (JSON.stringify threw)', () => {
    const result = evaluateCondition('big', { big: 9007199254740993n }, 0);

    expect(result).toMatchObject({ ok: false, failure: { message: expect.stringContaining('but it was 9007199254740993') } });
  });
});
