import { describe, expect, it } from 'vitest';
import type { FeelValue } from '../values.js';
import { call, callNamed, ctx, n, result } from './builtin.test-helper.js';

const duration = (text: string) => call('duration', text) as FeelValue;

describe('Zeebe extensions', () => {
  it('writes a timer cycle as an ISO 8601 repeating interval', () => {
    expect(call('cycle', n(3), duration('PT1H'))).toBe('R3/PT1H');
    expect(call('cycle', null, duration('P1D'))).toBe('R/P1D');
    expect(call('cycle', duration('PT30M'))).toBe('R/PT30M');
    expect(call('cycle', n('2.7'), duration('P1Y'))).toBe('R2/P1Y');
  });

  it('answers null for a cycle without a duration or with repetitions that are no number', () => {
    expect(result('cycle', 3, 'PT1H')).toBeNull();
    expect(call('cycle', 'x', duration('PT1H'))).toBeNull();
    expect(call('cycle', null)).toBeNull();
  });

  it('returns the value given to fromAi, whatever else describes it', () => {
    expect(call('fromAi', 'A')).toBe('A');
    expect(result('fromAi', 42, 'The user id')).toBe(42);
    expect(call('fromAi', 'x', null, 'string', ctx({ enum: ['x'] }), ctx({ required: false }))).toBe('x');
    expect(callNamed('fromAi', { value: 'y', type: 'number' })).toBe('y');
    expect(call('fromAi', 'a', 'b', 'c', null, null, 'too many')).toBeUndefined();
  });
});
