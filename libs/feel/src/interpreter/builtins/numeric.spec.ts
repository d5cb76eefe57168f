import { describe, expect, it } from 'vitest';
import { FeelFailure, FeelNumber } from '../values.js';
import { call, callNamed, n, result } from './builtin.test-helper.js';

const text = (value: unknown) => (value instanceof FeelNumber ? value.toString() : value);

describe('numeric functions: the documented examples', () => {
  it.each([
    ['decimal', [n(1).div(3), 2], '0.33'],
    ['decimal', [1.5, 0], '2'],
    ['decimal', [2.5, 0], '2'],
    ['decimal', [2.5, 0, 'half_up'], '3'],
    ['decimal', [1.5, 0, 'CeiLing'], '2'],
    ['decimal', [-2.5, 0, 'HALF_DOWN'], '-2'],
    ['decimal', [-5.5, 0, 'UP'], '-6'],
    ['decimal', [-1.1, 0, 'FLOOR'], '-2'],
    ['decimal', [1.0, 0, 'UNNECESSARY'], '1'],
    ['decimal', [1234.5, -2], '1200'],
    ['floor', [1.5], '1'],
    ['floor', [-1.5], '-2'],
    ['floor', [-1.56, 1], '-1.6'],
    ['ceiling', [1.5], '2'],
    ['ceiling', [-1.5], '-1'],
    ['ceiling', [-1.56, 1], '-1.5'],
    ['round up', [5.5, 0], '6'],
    ['round up', [-5.5, 0], '-6'],
    ['round up', [1.121, 2], '1.13'],
    ['round up', [-1.126, 2], '-1.13'],
    ['round down', [5.5, 0], '5'],
    ['round down', [-5.5, 0], '-5'],
    ['round down', [1.121, 2], '1.12'],
    ['round down', [-1.126, 2], '-1.12'],
    ['round half up', [5.5, 0], '6'],
    ['round half up', [-5.5, 0], '-6'],
    ['round half up', [1.121, 2], '1.12'],
    ['round half up', [-1.126, 2], '-1.13'],
    ['round half down', [5.5, 0], '5'],
    ['round half down', [-5.5, 0], '-5'],
    ['round half down', [1.121, 2], '1.12'],
    ['round half down', [-1.126, 2], '-1.13'],
    ['abs', [10], '10'],
    ['abs', [-10], '10'],
    ['modulo', [12, 5], '2'],
    ['modulo', [12, -5], '-3'],
    ['modulo', [-12, -5], '-2'],
    ['modulo', [n('10.1'), n('-4.5')], '-3.4'],
    ['modulo', [n('-10.1'), n('-4.5')], '-1.1'],
    ['modulo', [-12, 5], '3'],
    ['modulo', [n('-10.1'), n('4.5')], '3.4'],
    ['sqrt', [16], '4'],
    ['sqrt', [2], '1.4142135623730951'],
    ['log', [10], '2.302585092994046'],
    ['exp', [5], '148.4131591025766'],
    ['odd', [5], true],
    ['odd', [-5], true],
    ['odd', [2], false],
    ['odd', [1.5], false],
    ['even', [5], false],
    ['even', [2], true],
  ])('%s%j is %s', (name, args, expected) => {
    expect(text(call(name, ...args))).toBe(expected);
  });

  it('keeps 34 significant digits where a double would round', () => {
    expect(text(call('decimal', n('0.1').plus(n('0.2')), 20))).toBe('0.3');
    expect(text(call('floor', n('12345678901234567890.5')))).toBe('12345678901234567890');
  });

  it('binds named arguments, including feel-scala names such as "scala"', () => {
    expect(text(callNamed('abs', { number: -1 }))).toBe('1');
    expect(text(callNamed('abs', { n: -1 }))).toBe('1');
    expect(text(callNamed('floor', { n: -1.56, scala: 1 }))).toBe('-1.6');
    expect(text(callNamed('round half down', { n: 1.125, scala: 2 }))).toBe('1.12');
    expect(text(callNamed('decimal', { n: 2.5, scale: 0, mode: 'UP' }))).toBe('3');
  });

  it('gives the absolute value of durations', () => {
    expect(String(call('abs', call('duration', '-P1Y2M') as never))).toBe('P1Y2M');
    expect(String(call('abs', call('duration', '-PT5M') as never))).toBe('PT5M');
  });

  it('answers a random number in [0, 1)', () => {
    const random = call('random number') as FeelNumber;
    expect(random.gte(0) && random.lt(1)).toBe(true);
  });
});

describe('numeric functions: null and failures', () => {
  it.each([
    ['decimal', [5.5, 0, 'UNNECESSARY']],
    ['decimal', [1.5, 0, 'unknown']],
    ['decimal', ['1', 0]],
    ['floor', ['1.5']],
    ['round up', [1.5, null]],
    ['abs', ['x']],
    ['sqrt', [-1]],
    ['modulo', [1, null]],
    ['odd', [null]],
  ])('%s%j is null', (name, args) => {
    expect(result(name, ...args)).toBeNull();
  });

  it('fails where Java throws: dividing by zero, a logarithm or power beyond a number', () => {
    expect(call('modulo', 1, 0)).toBeInstanceOf(FeelFailure);
    expect(call('log', 0)).toBeInstanceOf(FeelFailure);
    expect(call('log', -1)).toBeInstanceOf(FeelFailure);
    expect(call('exp', 1000)).toBeInstanceOf(FeelFailure);
  });

  it('has no one-argument round up (feel-scala has only round up(n, scale))', () => {
    expect(call('round up', 5.5)).toBeUndefined();
  });
});
