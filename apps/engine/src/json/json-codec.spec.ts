import { describe, expect, it } from 'vitest';
import { parseJson, stringifyJson } from './json-codec.js';

describe('parseJson', () => {
  it('reads an integer beyond Number.MAX_SAFE_INTEGER as an exact bigint, anywhere in the text', () => {
    expect(parseJson('{"big": 9007199254740993}')).toEqual({ big: 9007199254740993n });
    expect(parseJson('[1, -9223372036854775808, {"a": [9223372036854775807]}]')).toEqual([1, -9223372036854775808n, { a: [9223372036854775807n] }]);
    expect(parseJson('9007199254740993')).toBe(9007199254740993n);
  });

  it('keeps safe integers, decimals and exponents as numbers, as JSON.parse does', () => {
    const text = '{"safe": 9007199254740991, "decimal": 12345678901234567.5, "exp": 12345678901234567e2, "neg": -0, "tiny": 1e-400}';
    expect(parseJson(text)).toEqual(JSON.parse(text));
    expect(Object.is((parseJson(text) as { neg: number }).neg, -0)).toBe(true);
  });

  it('reads strings, escapes, literals and nesting as JSON.parse does when the slow path is taken', () => {
    const text =
      ' { "s": "a\\"b\\\\c\\u00e9\\n", "key": "2251799813685249", "t": true, "f": false, "n": null, "e": {}, "l": [], "x": [ 1 , { "y" : "z" } ], "big": 12345678901234567890 } ';
    const { big, ...rest } = parseJson(text) as Record<string, unknown>;
    const { big: _rounded, ...expected } = JSON.parse(text) as Record<string, unknown>;
    expect(rest).toEqual(expected);
    expect(big).toBe(12345678901234567890n);
  });

  it('ends a string at the first quote no backslash escapes', () => {
    const text = String.raw`{"a":"x\\","b":"\"q\"","c":"\\\"","big":9007199254740993}`;
    expect(parseJson(text)).toEqual({ ...(JSON.parse(text) as object), big: 9007199254740993n });
  });

  it('keeps __proto__ an own property, as JSON.parse does, on both paths', () => {
    for (const text of ['{"__proto__": {"polluted": 1}}', '{"__proto__": {"polluted": 1}, "big": 9007199254740993}']) {
      const value = parseJson(text) as Record<string, unknown>;
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      expect(Object.hasOwn(value, '__proto__')).toBe(true);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it("throws JSON.parse's error on invalid text, also when it holds a long number", () => {
    expect(() => parseJson('{"big": 9007199254740993')).toThrow(SyntaxError);
    expect(() => parseJson('{"big": 9007199254740993,}')).toThrow(SyntaxError);
  });

  it('reads a long integer exactly down to 1000 levels; deeper, as JSON.parse does (the edge refuses such bodies)', () => {
    const innermost = (depth: number) => {
      let value = parseJson(`${'['.repeat(depth)}9007199254740993${']'.repeat(depth)}`);
      while (Array.isArray(value)) value = value[0];
      return value;
    };
    expect(innermost(1000)).toBe(9007199254740993n);
    expect(innermost(20000)).toBe(9007199254740992);
  });

  it('refuses with a RangeError, not a stack overflow, text nested deeper than 1000 levels that holds a long integer higher up', () => {
    expect(() => parseJson(`[9007199254740993, ${'['.repeat(20000)}${']'.repeat(20000)}]`)).toThrow(/nested deeper than 1000 levels/);
  });

  it('reads keys of 16 digits (strings) on the normal path', () => {
    expect(parseJson('{"key":"2251799813685249","keys":["2251799813685250"]}')).toEqual({ key: '2251799813685249', keys: ['2251799813685250'] });
  });
});

describe('stringifyJson', () => {
  it('writes a bigint as its digits, at any depth', () => {
    expect(stringifyJson({ big: 9007199254740993n, list: [-9223372036854775808n, 'x', 1.5], nested: { n: 9223372036854775807n } })).toBe(
      '{"big":9007199254740993,"list":[-9223372036854775808,"x",1.5],"nested":{"n":9223372036854775807}}',
    );
  });

  it('writes what JSON.stringify writes otherwise (toJSON, undefined members, strings that look like numbers)', () => {
    const value = { at: new Date(0), skipped: undefined, text: '9007199254740993', big: 1n };
    expect(stringifyJson(value)).toBe('{"at":"1970-01-01T00:00:00.000Z","text":"9007199254740993","big":1}');
    expect(stringifyJson({ a: 1 })).toBe('{"a":1}');
  });

  it('round-trips through parseJson exactly', () => {
    const value = { big: 9007199254740993n, small: 42, list: [18446744073709551615n] };
    expect(parseJson(stringifyJson(value))).toEqual(value);
  });

  it('still throws on a circular value', () => {
    const circular: Record<string, unknown> = { big: 1n };
    circular.self = circular;
    expect(() => stringifyJson(circular)).toThrow(TypeError);
  });
});
