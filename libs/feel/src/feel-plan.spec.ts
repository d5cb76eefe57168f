import { evaluate } from 'feelin';
import { describe, expect, it } from 'vitest';
import { evaluateFeel } from './feel-expression.js';
import { planFor } from './feel-plan.js';
import type { JsonObject } from './json-value.js';
import { toJsonValue } from './to-json-value.js';

describe('FEEL plans', () => {
  it('should evaluate an expression that cannot loop or build much as it is, without a budget', () => {
    for (const source of [
      'amount > 100',
      'orderId',
      '{ a: x, b: y }',
      'if a then b else c',
      'date(d) + duration("P1D")',
      'upper case(name)',
      'x.y[1]',
      '{ total: price * qty, due: date(d) }',
      'l[item > 1]',
    ]) {
      expect(planFor(source, {}), source).toEqual({ source, guarded: false, functions: [] });
    }
  });

  it('should route loops, computed context entries and growing built-ins through the budget', () => {
    const loop = planFor('for x in 1..n return x', {});
    expect(loop).toEqual({ source: 'for x in __feel_range(1, n\n) return x', guarded: true, functions: ['__feel_range'] });
    const calling = planFor('for x in l return f(x)', {});
    expect(calling.source).toBe('for x in __feel_iterate(l\n) return __feel_step(f(x)\n)');
    expect([...calling.functions].sort()).toEqual(['__feel_iterate', '__feel_step']);
    expect(planFor('some x in l satisfies x > 1', {}).source).toBe('some x in __feel_iterate(l\n) satisfies x > 1');
    expect(planFor('some x in l satisfies f(x)', {}).source).toBe('some x in __feel_iterate(l\n) satisfies __feel_tick(f(x)\n)');
    expect(planFor('l[item > f(1)]', {}).source).toBe('l[__feel_tick(item\n) > f(1)]');
    expect(planFor('{ f: function(a) a * 2, g: function(a) f(a) }', {}).source).toBe('{ f: function(a) a * 2, g: function(a) __feel_step(f(a)\n) }');
    expect(planFor('{ a: x + 1 }', {})).toEqual({ source: '{ a: x + 1 }', guarded: false, functions: [] });
    expect(planFor('{ a: "x", b: a + a }', {}).source).toBe('{ a: "x", b: __feel_step(a + a\n) }');
    expect(planFor('{ a: "x", b: { c: upper case(a) } }', {}).source).toBe('{ a: "x", b: { c: __feel_step(upper case(a)\n) } }');
    expect(planFor('for i in l return if i = 1 then "a" else partial[-1] + partial[-1]', {}).source).toBe(
      'for i in __feel_iterate(l\n) return __feel_step(if i = 1 then "a" else partial[-1] + partial[-1]\n)',
    );
    expect(planFor('for i in l return i.price + 1', {}).source).toBe('for i in __feel_iterate(l\n) return i.price + 1');
    expect(planFor('string join(l, ",")', {})).toEqual({ source: 'string join(l, ",")', guarded: true, functions: ['string join'] });
  });

  it('should keep a line comment at the end of a loop body from swallowing the wrapper', () => {
    expect(evaluateFeel('for x in [1, 2] return x * 2 // doubled', {}, null)).toEqual({ ok: true, value: [2, 4] });
  });

  it('should read a variable whose name holds spaces in a loop as feelin does', () => {
    expect(evaluateFeel('for x in [1, 2] return x + order total', { 'order total': 10 }, null)).toEqual({ ok: true, value: [11, 12] });
  });

  it('should answer as feelin does for expressions within the limits', () => {
    const variables: JsonObject = {
      amount: 150,
      orderId: 'o-1',
      items: [
        { sku: 'a', price: 3, qty: 2 },
        { sku: 'b', price: 5, qty: 1 },
      ],
      tags: ['x', 'y'],
      name: 'Baton',
    };
    const sources = [
      'amount > 100',
      '{ a: amount, b: orderId }',
      '{ total: sum(for i in items return i.price * i.qty), first: items[1].sku }',
      'items[price > 3].sku',
      'items[item.qty = 2]',
      'for i in 1..3, j in [10, 20] return i * j',
      'for i in 3..1 return i',
      'for i in [1..4) return i',
      'for i in 1..0 return i',
      'for c in "a".."d" return c',
      'some t in tags satisfies t = "y"',
      'every t in tags satisfies string length(t) = 1',
      'for i in 1..4 return if i = 1 then 1 else partial[-1] * 2',
      '{ f: function(a, b) a + b, r: f(2, 3) }.r',
      'sort(items, function(x, y) x.price > y.price).sku',
      'concatenate(tags, ["z"], "w")',
      'append(tags, "z")',
      'string join(tags, "-")',
      'string(items)',
      'flatten([[1, [2]], 3])',
      'distinct values([1, 1, 2])',
      'union([1, 2], [2, 3])',
      'insert before(tags, 1, "w")',
      'context put({ a: 1 }, "b", 2)',
      'context merge([{ a: 1 }, { b: 2 }])',
      '{ s: name + "!", t: s + s }.t',
      'list contains(tags, "x")',
      'count(for x in tags return x)',
      '[1, 2, 3][item > 1]',
    ];
    for (const source of sources) {
      const expected = toJsonValue(evaluate(source, variables).value);
      expect(evaluateFeel(source, variables, null), source).toEqual(expected);
    }
  });
});
