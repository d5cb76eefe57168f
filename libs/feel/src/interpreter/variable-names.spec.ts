import { describe, expect, it } from 'vitest';
import { evaluateFeel } from '../feel-expression.js';
import type { JsonObject } from '../json-value.js';

describe('variable names and large variables', () => {
  it('should evaluate an expression naming a long list many times in a moment, not in seconds', () => {
    const big = Array.from({ length: 30_000 }, (_, i) => i);
    for (const source of [Array(100).fill('big[1]').join(' + '), Array(100).fill('count(big)').join(' + '), `count([${Array(100).fill('big').join(', ')}])`]) {
      const started = performance.now();
      expect(evaluateFeel(source, { big }, null).ok, source).toBe(true);
      // The parser tracking the list item by item took 1.3 to 9 s for each.
      expect(performance.now() - started, source).toBeLessThan(1_000);
    }
  });

  it('should still read keys with spaces in the items of a list', () => {
    const variables: JsonObject = {
      items: [
        { 'order total': 5, 'x y': { 'p q': 1 } },
        { 'order total': 7, 'x y': { 'p q': 2 } },
      ],
    };
    const expected: [string, unknown][] = [
      ['for x in items return x.order total', [5, 7]],
      ['items[1].order total', 5],
      ['items.order total', [5, 7]],
      ['items[order total > 5].x y.p q', [2]],
      ['some x in items satisfies x.order total > 6', true],
      ['[items[1]][1].order total', 5],
      ['get value(items, "order total")', null],
      ['get value(items[1], "order total")', 5],
      ['get value({ l: items }, "l")[2].order total', 7],
    ];
    for (const [source, value] of expected) expect(evaluateFeel(source, variables, null), source).toEqual({ ok: true, value, warnings: [] });
  });

  it('should read names with operator characters, top-level and nested, however the source spaces them', () => {
    const variables: JsonObject = { 'shipping-fee': 2, order: { 'net-total': 40, 'tax/rate': 0.5 }, a: 5, b: 3 };
    expect(evaluateFeel('order.net-total + shipping-fee', variables, null)).toEqual({ ok: true, value: 42, warnings: [] });
    expect(evaluateFeel('order.net - total + shipping - fee', variables, null)).toEqual({ ok: true, value: 42, warnings: [] });
    expect(evaluateFeel('order.tax/rate * 2', variables, null)).toEqual({ ok: true, value: 1, warnings: [] });
    expect(evaluateFeel('a-b', variables, null)).toEqual({ ok: true, value: 2, warnings: [] });
    // The same source reads the other way with other variables: each reading is compiled and kept apart.
    expect(evaluateFeel('a-b', { 'a-b': 7, a: 5, b: 3 }, null)).toEqual({ ok: true, value: 7, warnings: [] });
    expect(evaluateFeel('a-b', variables, null)).toEqual({ ok: true, value: 2, warnings: [] });
  });

  it('should read names holding FEEL keywords as one name when a variable has it', () => {
    const variables: JsonObject = { 'is in stock': true, 'cost and fees': 3, is: 1, stock: [1] };
    expect(evaluateFeel('is in stock = true', variables, null)).toEqual({ ok: true, value: true, warnings: [] });
    expect(evaluateFeel('cost and fees + 1', variables, null)).toEqual({ ok: true, value: 4, warnings: [] });
    expect(evaluateFeel('is in stock', { is: 1, stock: [1] }, null)).toEqual({ ok: true, value: true, warnings: [] });
  });

  it('should read the entries of a context, a filtered item and a loop by name, the innermost first', () => {
    expect(evaluateFeel('{ a: 1, b: { a: 2, c: a }, d: a }', {}, null)).toEqual({ ok: true, value: { a: 1, b: { a: 2, c: 2 }, d: 1 }, warnings: [] });
    expect(evaluateFeel('items[x > limit].x', { items: [{ x: 1 }, { x: 5 }], limit: 2, x: 100 }, null)).toEqual({ ok: true, value: [5], warnings: [] });
    expect(evaluateFeel('for x in [1, 2] return x + y', { x: 10, y: 1 }, null)).toEqual({ ok: true, value: [2, 3], warnings: [] });
    expect(evaluateFeel('`first name` + " " + `x.y`', { 'first name': 'Ada', 'x.y': 'L' }, null)).toEqual({ ok: true, value: 'Ada L', warnings: [] });
  });
});
