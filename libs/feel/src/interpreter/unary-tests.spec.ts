import { describe, expect, it } from 'vitest';
import { evaluateFeel, unaryTest } from '../feel-expression.js';
import type { JsonObject, JsonValue } from '../json-value.js';

function passes(source: string, input: JsonValue, variables: JsonObject = {}): JsonValue | string {
  const result = unaryTest(source, input, variables);
  return result.ok ? result.value : result.message;
}

describe('unary tests', () => {
  it('should compare the input with an endpoint, an interval or values, any one of a list of tests', () => {
    const cases: [string, JsonValue, JsonValue][] = [
      ['< 10', 5, true],
      ['< 10', 10, false],
      ['<= 10', 10, true],
      ['> limit', 5, false],
      ['[1..5]', 5, true],
      ['[1..5)', 5, false],
      [']1..5]', 1, false],
      ['"a", "b"', 'b', true],
      ['"a", "b"', 'c', false],
      ['< 3, > 8', 9, true],
      ['5', 5, true],
      ['true', false, false],
      ['true', null, false],
      ['[1, 2, 3]', 2, true],
      ['[1, 2, 3]', 4, false],
      ['limit', 7, true],
      ['null', null, true],
      ['null', 5, false],
      ['["b".."d"]', 'c', true],
      ['("b".."d")', 'b', false],
      ['[1.."d"]', 2, null],
      ['[null..10]', 2, null],
    ];
    for (const [source, input, expected] of cases) expect(passes(source, input, { limit: 7 }), `${source} with ${input}`).toBe(expected);
  });

  it('should read tests in parentheses after in, one or several', () => {
    expect(evaluateFeel('x in (> 3)', { x: 5 }, null)).toEqual({ ok: true, value: true, warnings: [] });
    expect(evaluateFeel('x in (< 3, > 8)', { x: 5 }, null)).toEqual({ ok: true, value: false, warnings: [] });
    expect(evaluateFeel('x in ((1..5])', { x: 5 }, null)).toEqual({ ok: true, value: true, warnings: [] });
    expect(evaluateFeel('x in (1 + 4)', { x: 5 }, null)).toEqual({ ok: true, value: true, warnings: [] });
  });

  it('should pass anything with -, and negate with not(…)', () => {
    expect(passes('-', 'anything')).toBe(true);
    expect(passes('-', null)).toBe(true);
    expect(passes('not(1, 2)', 3)).toBe(true);
    expect(passes('not(1, 2)', 2)).toBe(false);
    expect(passes('not(< 10)', 'a')).toBe(null);
  });

  it('should read ? as the input: a condition on it is true, false or null', () => {
    expect(passes('? > 3', 5)).toBe(true);
    expect(passes('odd(?)', 4)).toBe(false);
    expect(passes('?', 5)).toBe(null);
    expect(passes('? < 10', null)).toBe(null);
    expect(passes('? = null', null)).toBe(true);
    expect(passes('starts with(?, "a")', 'abc')).toBe(true);
  });

  it('should answer null when the input cannot be compared with the test', () => {
    expect(passes('< 10', 'abc')).toBe(null);
    expect(passes('[1..5]', 'abc')).toBe(null);
    expect(passes('< 10, "abc"', 'abc')).toBe(true);
    expect(unaryTest('< 10', 'abc')).toEqual({ ok: true, value: null, warnings: ["Can't compare 'abc' with '10'"] });
  });

  it('should refuse a test that does not parse, naming the position', () => {
    expect(passes('< ', 1)).toEqual(expect.stringContaining('syntax error at position'));
  });
});
