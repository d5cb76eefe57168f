import { describe, expect, it } from 'vitest';
import { evaluateFeel } from '../feel-expression.js';
import type { JsonObject, JsonValue } from '../json-value.js';
import { maskKeywordNames } from './keyword-names.js';

function value(source: string, variables: JsonObject = {}): JsonValue | undefined {
  const result = evaluateFeel(source, variables, 0);
  return result.ok ? result.value : `failed: ${result.message}`;
}

describe('maskKeywordNames', () => {
  it('should spell and/or calls and the function type as names of the same length, and nothing else', () => {
    expect(maskKeywordNames('and([a, b]) or (c)')).toBe('_nd([a, b]) or (c)');
    expect(maskKeywordNames('x instance of function')).toBe('x instance of _unction');
    expect(maskKeywordNames('x instance of function<number>->number')).toBe('x instance of function<number>->number');
    expect(maskKeywordNames('"and(x)" + `or(` // and(\n')).toBe('"and(x)" + `or(` // and(\n');
    expect(maskKeywordNames('date and time("2020-01-01T00:00:00")')).toBe('date and time("2020-01-01T00:00:00")');
  });
});

describe('and/or calls and instance of function, as FEEL-Scala parses them', () => {
  it('should call the built-ins where an operand begins, with a list or varargs', () => {
    expect(value('and([true,false])')).toBe(false);
    expect(value('or([false,true])')).toBe(true);
    expect(value('and(true, true)')).toBe(true);
    expect(value('or(false, null)')).toBe(null);
    expect(value('not(and([true, true]))')).toBe(false);
    expect(value('if or([x > 1, false]) then "big" else "small"', { x: 2 })).toBe('big');
    expect(value('[and([true]), or([false])]')).toEqual([true, false]);
    expect(value('and([true]) and or([true])')).toBe(true);
  });

  it('should keep the operators and the names that hold them', () => {
    expect(value('a and (b)', { a: true, b: false })).toBe(false);
    expect(value('a or(b)', { a: false, b: true })).toBe(true);
    expect(value('(a) and (b) or (c)', { a: true, b: false, c: true })).toBe(true);
    expect(value('get or else(null, 1)')).toBe(1);
    expect(value('string(date and time("2020-01-01T10:00:00"))')).toBe('2020-01-01T10:00:00');
  });

  it('should test for a function with instance of function', () => {
    expect(value('(function(x) x) instance of function')).toBe(true);
    expect(value('x instance of function', { x: 1 })).toBe(false);
    expect(value('{f: function() 1}.f instance of function')).toBe(true);
  });

  it('should report a syntax error at its position in the original text', () => {
    expect(value('and([true]) +')).toMatch(/position 14/);
  });
});
