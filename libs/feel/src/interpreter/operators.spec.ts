import { describe, expect, it } from 'vitest';
import { feelCompare, feelEquals, feelTypeName } from './operators.js';
import { type FeelValue, FeelNumber, feelContext, feelFunction, feelRange } from './values.js';

const n = (text: string) => new FeelNumber(text);

function context(entries: Record<string, FeelValue>) {
  return Object.assign(feelContext(), entries);
}

describe('feelEquals', () => {
  it('compares numbers by decimal value', () => {
    expect(feelEquals(n('1.0'), n('1'))).toBe(true);
    expect(feelEquals(n('0.3'), n('0.1').plus(n('0.2')))).toBe(true);
    expect(feelEquals(n('1'), n('2'))).toBe(false);
  });

  it('answers null for values of different types, but a boolean when either side is null', () => {
    expect(feelEquals(n('1'), '1')).toBeNull();
    expect(feelEquals(true, 'true')).toBeNull();
    expect(feelEquals(null, n('1'))).toBe(false);
    expect(feelEquals('a', null)).toBe(false);
    expect(feelEquals(null, null)).toBe(true);
  });

  it('compares lists and contexts deeply', () => {
    expect(feelEquals([n('1')], [])).toBe(false);
    expect(feelEquals([n('1'), 'a'], [n('1.00'), 'a'])).toBe(true);
    expect(feelEquals([n('1')], ['1'])).toBe(false);
    expect(feelEquals(context({ a: n('1'), b: [true] }), context({ b: [true], a: n('1') }))).toBe(true);
    expect(feelEquals(context({ a: n('1') }), context({ a: n('1'), b: null }))).toBe(false);
    expect(feelEquals(context({ a: n('1') }), [n('1')])).toBeNull();
  });

  it('does not compare ranges or functions', () => {
    expect(feelEquals(feelRange(n('1'), n('2'), true, true), feelRange(n('1'), n('2'), true, true))).toBeNull();
    const f = feelFunction([], () => null);
    expect(feelEquals(f, f)).toBeNull();
  });
});

describe('feelCompare', () => {
  it('orders numbers and strings', () => {
    expect(feelCompare(n('2'), n('10'))).toBeLessThan(0);
    expect(feelCompare('b', 'a')).toBeGreaterThan(0);
    expect(feelCompare('a', 'a')).toBe(0);
  });

  it('answers null for mismatched types, nulls, booleans and lists', () => {
    expect(feelCompare('500', n('100'))).toBeNull();
    expect(feelCompare(true, n('100'))).toBeNull();
    expect(feelCompare([n('500')], n('100'))).toBeNull();
    expect(feelCompare(true, false)).toBeNull();
    expect(feelCompare(null, n('1'))).toBeNull();
  });
});

describe('feelTypeName', () => {
  it('names each kind of value as Camunda does', () => {
    expect(feelTypeName(null)).toBe('null');
    expect(feelTypeName(n('1'))).toBe('number');
    expect(feelTypeName('x')).toBe('string');
    expect(feelTypeName(false)).toBe('boolean');
    expect(feelTypeName([])).toBe('list');
    expect(feelTypeName(context({ kind: 'range' }))).toBe('context');
    expect(feelTypeName(feelRange(null, n('1'), false, false))).toBe('range');
    expect(feelTypeName(feelFunction([], () => null))).toBe('function');
  });
});
