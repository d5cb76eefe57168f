import { describe, expect, it } from 'vitest';
import { evaluateFeel } from '../../feel-expression.js';
import type { JsonObject, JsonValue } from '../../json-value.js';
import { FeelNumber, isFeelContext } from '../values.js';
import { readJson } from './from-json.js';

function value(source: string, variables: JsonObject = {}): JsonValue | undefined {
  const result = evaluateFeel(source, variables, 0);
  return result.ok ? result.value : `failed: ${result.message}`;
}

describe('readJson: from json() as Jackson reads it', () => {
  it('should keep integers beyond 2^53 exactly, in lists and objects, and read fractions as doubles', () => {
    const read = readJson('{"big": 9007199254740993, "list": [-123456789012345678901234567890, 1.5, "x\\"", true, null], "nested": {"a": []}}');
    expect(isFeelContext(read)).toBe(true);
    const context = read as Record<string, unknown>;
    expect((context.big as FeelNumber).toFixed()).toBe('9007199254740993');
    expect((context.list as unknown[]).map((item) => (item instanceof FeelNumber ? item.toFixed() : item))).toEqual([
      '-123456789012345678901234567890',
      '1.5',
      'x"',
      true,
      null,
    ]);
    expect(context.nested).toEqual({ a: [] });
    expect((readJson('0.12345678901234567890123') as FeelNumber).toFixed()).toBe('0.12345678901234568');
  });

  it('should refuse a text that is no JSON', () => {
    expect(() => readJson('{a: 1}')).toThrow(SyntaxError);
  });
});

describe('from json and to json keep integers beyond 2^53 exactly', () => {
  it('should compute with them and write them back digit for digit', () => {
    expect(value('from json("{\\"big\\": 9007199254740993}").big + 1')).toBe(9007199254740994n);
    expect(value('to json(from json("[9007199254740993, 2.5]"))')).toBe('[9007199254740993,2.5]');
    expect(value('to json(big)', { big: 9007199254740993n })).toBe('9007199254740993');
    expect(value('from json("12345678901234567890123456789012345678901")')).toBe(12345678901234567890123456789012345678901n);
  });
});
