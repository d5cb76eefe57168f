import { describe, expect, it } from 'vitest';
import { type FeelRange, type FeelValue, feelRange } from '../values.js';
import { call, callNamed, n, result } from './builtin.test-helper.js';

/** A range written as FEEL writes it: `[1..5)`, `(1..10]`. */
function r(text: string): FeelRange {
  const match = /^([[(])(-?\d+)\.\.(-?\d+)([\])])$/.exec(text);
  if (!match) throw new Error(`not a range: ${text}`);
  return feelRange(n(match[2] as string), n(match[3] as string), match[1] === '[', match[4] === ']');
}

const arg = (value: string | number): FeelValue => (typeof value === 'number' ? n(value) : r(value));

describe('range functions: the documented examples', () => {
  it.each([
    ['before', 1, 10, true],
    ['before', 10, 1, false],
    ['before', '[1..5]', 10, true],
    ['before', 1, '[2..5]', true],
    ['before', '[1..5]', '[6..10]', true],
    ['before', '[1..5)', '[5..10]', true],
    ['after', 10, 1, true],
    ['after', 1, 10, false],
    ['after', '[1..5]', 10, false],
    ['after', 12, '[2..5]', true],
    ['after', '[6..10]', '[1..5]', true],
    ['after', '[5..10]', '[1..5)', true],
    ['meets', '[1..5]', '[5..10]', true],
    ['meets', '[1..3]', '[4..6]', false],
    ['meets', '[1..3]', '[3..5]', true],
    ['meets', '[1..5]', '(5..8]', false],
    ['met by', '[5..10]', '[1..5]', true],
    ['met by', '[3..4]', '[1..2]', false],
    ['met by', '[3..5]', '[1..3]', true],
    ['met by', '(5..8]', '[1..5)', false],
    ['met by', '[5..10]', '[1..5)', false],
    ['overlaps', '[5..10]', '[1..6]', true],
    ['overlaps', '(3..7]', '[1..4]', true],
    ['overlaps', '[1..3]', '(3..6]', false],
    ['overlaps', '(5..8]', '[1..5)', false],
    ['overlaps', '[4..10]', '[1..5)', true],
    ['overlaps before', '[1..5]', '[4..10]', true],
    ['overlaps before', '[3..4]', '[1..2]', false],
    ['overlaps before', '[1..3]', '(3..5]', false],
    ['overlaps before', '[1..5)', '(3..8]', true],
    ['overlaps before', '[1..5)', '[5..10]', false],
    ['overlaps after', '[4..10]', '[1..5]', true],
    ['overlaps after', '[3..4]', '[1..2]', false],
    ['overlaps after', '[3..5]', '[1..3)', false],
    ['overlaps after', '(5..8]', '[1..5)', false],
    ['overlaps after', '[4..10]', '[1..5)', true],
    ['finishes', 5, '[1..5]', true],
    ['finishes', 10, '[1..7]', false],
    ['finishes', '[3..5]', '[1..5]', true],
    ['finishes', '(1..5]', '[1..5)', false],
    ['finishes', '[5..10]', '[1..10)', false],
    ['finished by', '[5..10]', 10, true],
    ['finished by', '[3..4]', 2, false],
    ['finished by', '[1..5]', '[3..5]', true],
    ['finished by', '(5..8]', '[1..5)', false],
    ['finished by', '[5..10]', '(1..10)', false],
    ['includes', '[5..10]', 6, true],
    ['includes', '[3..4]', 5, false],
    ['includes', '[1..10]', '[4..6]', true],
    ['includes', '(5..8]', '[1..5)', false],
    ['includes', '[1..10]', '[1..5)', true],
    ['during', 5, '[1..10]', true],
    ['during', 12, '[1..10]', false],
    ['during', 1, '(1..10]', false],
    ['during', '[4..6]', '[1..10)', true],
    ['during', '(1..5]', '(1..10]', true],
    ['starts', 1, '[1..5]', true],
    ['starts', 1, '(1..8]', false],
    ['starts', '(1..5]', '[1..5]', false],
    ['starts', '[1..10]', '[1..5]', false],
    ['starts', '(1..5)', '(1..10)', true],
    ['started by', '[1..10]', 1, true],
    ['started by', '(1..10]', 1, false],
    ['started by', '[1..10]', '[1..5]', true],
    ['started by', '(1..10]', '[1..5)', false],
    ['started by', '[1..10]', '[1..10)', true],
    ['coincides', 5, 5, true],
    ['coincides', 3, 4, false],
    ['coincides', '[1..5]', '[1..5]', true],
    ['coincides', '(1..5]', '[1..5)', false],
    ['coincides', '[1..5]', '[2..6]', false],
  ])('%s(%s, %s) is %s', (name, first, second, expected) => {
    expect(call(name, arg(first), arg(second))).toBe(expected);
  });

  it('compares dates and durations as points', () => {
    const date = (text: string) => call('date', text) as FeelValue;
    expect(call('before', date('2020-01-01'), date('2020-01-02'))).toBe(true);
    expect(call('includes', feelRange(date('2020-01-01'), date('2020-12-31'), true, true), date('2020-06-01'))).toBe(true);
    expect(call('after', call('duration', 'P2D') as FeelValue, call('duration', 'P1D') as FeelValue)).toBe(true);
  });

  it('binds named arguments of each signature', () => {
    expect(callNamed('before', { range1: r('[1..5]'), range2: r('[6..10]') })).toBe(true);
    expect(callNamed('includes', { range: r('[1..5]'), point: n(3) })).toBe(true);
  });
});

describe('range functions: null', () => {
  it.each([
    ['before', ['a', 'b']],
    ['before', [n(1), 'b']],
    ['before', [null, n(1)]],
    ['coincides', [true, true]],
    ['meets', [n(1), n(2)]],
    ['includes', [n(1), n(2)]],
    ['before', [feelRange(null, n(5), false, false), n(1)]],
    ['before', [feelRange(n(5), null, false, false), n(10)]],
  ])('%s%j is null', (name, args) => {
    expect(result(name, ...(args as FeelValue[]))).toBeNull();
  });
});
