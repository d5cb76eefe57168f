import { describe, expect, it } from 'vitest';
import { FeelFailure } from '../values.js';
import { call, callNamed, result } from './builtin.test-helper.js';

describe('boolean functions', () => {
  it.each([
    [true, false],
    [false, true],
    [null, null],
    ['true', null],
  ])('not(%j) is %j', (value, expected) => {
    expect(call('not', value)).toBe(expected);
  });

  it('get or else answers the value unless it is null', () => {
    expect(call('get or else', 'this', 'default')).toBe('this');
    expect(call('get or else', null, 'default')).toBe('default');
    expect(call('get or else', null, null)).toBeNull();
    expect(result('get or else', 0, 1)).toBe(0);
  });

  it('assert answers the value when the condition holds', () => {
    expect(result('assert', 5, true)).toBe(5);
    expect(call('assert', 'x', true, 'cause')).toBe('x');
  });

  it('assert fails with the default message, the given cause, or the arguments it cannot take', () => {
    expect(call('assert', 5, false)).toEqual(new FeelFailure('The condition is not fulfilled'));
    expect(call('assert', 5, null)).toEqual(new FeelFailure('The condition is not fulfilled'));
    expect(call('assert', -1, false, 'x must be positive')).toEqual(new FeelFailure('x must be positive'));
    expect(result('assert', 'a', false, 3)).toEqual({ failure: `Illegal arguments: '"a"', 'false', '3'` });
    expect(callNamed('assert', { value: 1, condition: false, cause: 'named' })).toEqual(new FeelFailure('named'));
  });

  it('leaves is defined to the interpreter', () => {
    expect(call('is defined', null)).toBeUndefined();
  });
});
