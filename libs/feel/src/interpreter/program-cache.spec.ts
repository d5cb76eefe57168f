import { describe, expect, it } from 'vitest';
import { FeelCompileError } from './failures.js';
import { compiledExpression, compiledUnaryTests } from './program-cache.js';

describe('the compiled program cache', () => {
  it('should compile a source once and reuse it whatever the values of the variables', () => {
    const first = compiledExpression('amount > 100 and status = "open"', { amount: 1 });
    expect(compiledExpression('amount > 100 and status = "open"', { amount: 500, status: 'x' })).toBe(first);
    expect(compiledUnaryTests('amount > 100 and status = "open"', {})).not.toBe(first);
  });

  it('should compile a source apart for variables whose names the parser must know', () => {
    const subtraction = compiledExpression('a-b', { a: 5, b: 3 });
    const name = compiledExpression('a-b', { 'a-b': 1 });
    expect(name).not.toBe(subtraction);
    expect(compiledExpression('a-b', { 'a-b': 2 })).toBe(name);
    const nested = compiledExpression('x.net-total', { x: { 'net-total': 1 } });
    expect(compiledExpression('x.net-total', { x: { 'net-total': 2 } })).toBe(nested);
    expect(compiledExpression('x.net-total', { x: { net: 1 } })).not.toBe(nested);
  });

  it('should keep a compile error and throw it again without parsing again', () => {
    let first: unknown;
    try {
      compiledExpression('a >> 1', {});
    } catch (error) {
      first = error;
    }
    expect(first).toBeInstanceOf(FeelCompileError);
    expect(() => compiledExpression('a >> 1', {})).toThrow(first as Error);
  });

  it('should forget the least recently used sources beyond its bound', () => {
    const kept = compiledExpression('kept + 0', {});
    const dropped = compiledExpression('dropped + 0', {});
    for (let i = 0; i < 4_000; i++) {
      compiledExpression(`filler + ${i}`, {});
      if (i % 1_000 === 0) expect(compiledExpression('kept + 0', {})).toBe(kept);
    }
    expect(compiledExpression('kept + 0', {})).toBe(kept);
    expect(compiledExpression('dropped + 0', {})).not.toBe(dropped);
  });
});
