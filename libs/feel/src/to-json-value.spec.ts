import { describe, expect, it } from 'vitest';
import { evaluateFeel } from './feel-expression.js';
import { toJsonValue } from './to-json-value.js';

describe('toJsonValue', () => {
  it('should keep text with whole pairs', () => {
    expect(toJsonValue({ '💥': ['a💥b'] })).toEqual({ ok: true, value: { '💥': ['a💥b'] } });
  });

  it('should refuse text holding half of a pair, in a value or a name, at any depth', () => {
    const message = (text: string) => `the text '${text}' holds a lone UTF-16 surrogate (half of a pair), which cannot be stored`;

    expect(toJsonValue('a\ud800')).toEqual({ ok: false, message: message('a\ud800') });
    expect(toJsonValue({ list: [{ '\udc00': 1 }] })).toEqual({ ok: false, message: message('\udc00') });
  });

  it('should fail an expression whose result splits a pair, which would otherwise reach the database', () => {
    const result = evaluateFeel('substring before("💥", "\\uDCA5")', {}, Date.now());

    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain('holds a lone UTF-16 surrogate');
  });
});
