import { describe, expect, it } from 'vitest';
import { stringLiteralValue } from './string-literal.js';

describe('string literals', () => {
  it('should read escapes as Camunda does and keep any other backslash', () => {
    expect(stringLiteralValue('"plain"')).toBe('plain');
    expect(stringLiteralValue('"a\\nb\\rc\\td"')).toBe('a\nb\rc\td');
    expect(stringLiteralValue('"\\b\\f"')).toBe('\b\f');
    expect(stringLiteralValue('"say \\"hi\\" and \\\'bye\\\'"')).toBe('say "hi" and \'bye\'');
    expect(stringLiteralValue('"\\\\"')).toBe('\\');
    expect(stringLiteralValue('"\\u0041\\uD83D\\uDE00"')).toBe('A😀');
    expect(stringLiteralValue('"\\U01F600"')).toBe('😀');
    expect(stringLiteralValue('"\\d+\\s"')).toBe('\\d+\\s');
    expect(stringLiteralValue('"line\nbreak"')).toBe('line\nbreak');
  });
});
