import { describe, expect, it } from 'vitest';
import { checkFeelSyntax, evaluateFeel, isFeelExpression, stripFeelMarker } from './feel-expression.js';
import type { JsonObject } from './json-value.js';

describe('FEEL expressions', () => {
  it('should evaluate a condition against JSON variables', () => {
    expect(evaluateFeel('amount > 1000 and status = "approved"', { amount: 1500, status: 'approved' }, null)).toEqual({ ok: true, value: true, warnings: [] });
    expect(evaluateFeel('amount > 1000', { amount: 10 }, null)).toEqual({ ok: true, value: false, warnings: [] });
  });

  it('should return contexts, lists and temporal values as JSON', () => {
    expect(evaluateFeel('{ total: sum(items), due: date("2026-01-31") + duration("P10D") }', { items: [1, 2, 3] }, null)).toEqual({
      ok: true,
      value: { total: 6, due: '2026-02-10' },
      warnings: [],
    });
  });

  it('should report a syntax error with its position', () => {
    const check = checkFeelSyntax('amount >');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toContain('syntax error');
    expect(checkFeelSyntax('amount > 3').ok).toBe(true);
    expect(checkFeelSyntax('').ok).toBe(false);
  });

  it('should fail instead of throwing when evaluation breaks', () => {
    const result = evaluateFeel('amount >', { amount: 1 }, null);
    expect(result.ok).toBe(false);
  });

  it('should find variables whose names hold spaces or operator characters, however the expression spaces them', () => {
    const variables = { 'order total': 40, 'shipping-fee': 2, "customer's tier": 'gold', unrelated: [1, 2, 3] };
    expect(evaluateFeel('order total + shipping-fee', variables, null)).toEqual({ ok: true, value: 42, warnings: [] });
    expect(evaluateFeel('order   total + shipping - fee', variables, null)).toEqual({ ok: true, value: 42, warnings: [] });
    expect(evaluateFeel("customer's tier", variables, null)).toEqual({ ok: true, value: 'gold', warnings: [] });
    expect(evaluateFeel('get value({ a: unrelated }, "a")', variables, null)).toEqual({ ok: true, value: [1, 2, 3], warnings: [] });
  });

  it('should answer an expression that only names a variable with its JSON, as the compiled expression does', () => {
    // given: variables whose names FEEL could also read as something else, and values of every JSON kind
    const variables: JsonObject = {
      orderId: 'A-17',
      amount: 12.5,
      big: 9007199254740993n,
      lines: [{ sku: 'x', qty: 2 }],
      customer: { name: 'Ada', tags: ['vip'] },
      empty: null,
      true: 'not a literal',
      now: 'not the clock',
      sum: 3,
      _private: false,
      'order total': 99,
    };
    // then: a plain name reads the variable (a built-in's name too); a keyword is FEEL's; a name with a space is read whole
    for (const name of ['orderId', 'amount', 'big', 'lines', 'customer', 'empty', 'now', 'sum', '_private', 'order total']) {
      expect(evaluateFeel(name, variables, null), name).toEqual({ ok: true, value: variables[name], warnings: [] });
      expect(evaluateFeel(`(${name})`, variables, null), `(${name})`).toEqual({ ok: true, value: variables[name], warnings: [] });
    }
    expect(evaluateFeel('true', variables, null)).toEqual({ ok: true, value: true, warnings: [] });
    expect(evaluateFeel('missing', variables, null)).toEqual({ ok: true, value: null, warnings: ["No variable found with name 'missing'"] });
    expect(evaluateFeel('count', variables, null)).toEqual({ ok: true, value: null, warnings: ["No variable found with name 'count'"] });
  });

  it('should answer the cases of issue 38 as Camunda does', () => {
    expect(evaluateFeel('"500" > 100', {}, null)).toEqual({ ok: true, value: null, warnings: ["Can't compare '500' with '100'"] });
    expect(evaluateFeel('true <= 100', {}, null)).toEqual({ ok: true, value: null, warnings: ["Can't compare 'true' with '100'"] });
    expect(evaluateFeel('[500] > 100', {}, null)).toEqual({ ok: true, value: null, warnings: ["Can't compare '[500]' with '100'"] });
    expect(evaluateFeel('amount > 100', { amount: 'abc' }, null)).toEqual({ ok: true, value: null, warnings: ["Can't compare 'abc' with '100'"] });
    expect(evaluateFeel('[1] != []', {}, null)).toEqual({ ok: true, value: true, warnings: [] });
    expect(evaluateFeel('0.1 + 0.2 = 0.3', {}, null)).toEqual({ ok: true, value: true, warnings: [] });
    expect(evaluateFeel('0.1 + 0.2', {}, null)).toEqual({ ok: true, value: 0.3, warnings: [] });
    expect(evaluateFeel('"first\\nline" + "\nsecond"', {}, null)).toEqual({ ok: true, value: 'first\nline\nsecond', warnings: [] });
    expect(evaluateFeel('"a multi-line\n  string"', {}, null)).toEqual({ ok: true, value: 'a multi-line\n  string', warnings: [] });
    expect(checkFeelSyntax('amount >> 100')).toMatchObject({ ok: false, message: expect.stringContaining('syntax error at position 9') });
  });

  it('should refuse at deploy what cannot evaluate, naming the position', () => {
    expect(checkFeelSyntax('a ++ b')).toEqual({
      ok: false,
      message: "syntax error at position 4: an unknown operator, '+ b' in 'a ++ b'",
      position: { from: 3, to: 6 },
    });
    expect(checkFeelSyntax('x > ')).toMatchObject({ ok: false, message: expect.stringContaining('syntax error at position 5') });
    expect(checkFeelSyntax('< 10')).toMatchObject({ ok: false });
    expect(evaluateFeel('@"not a date"', {}, null)).toEqual({ ok: true, value: null, warnings: [] });
    const external = 'function(a) external { java: { class: "X", method signature: "m()" } }';
    expect(checkFeelSyntax(external)).toEqual({ ok: true });
    expect(evaluateFeel(external, {}, null)).toEqual({ ok: false, message: `failed to evaluate expression '${external}': External functions are disabled` });
    expect(checkFeelSyntax('if a.b[1] > 0 then { x: y, "z w": -2 } else before(1, [2..3])')).toEqual({ ok: true });
    // FEEL-Scala reads a range literal only as an argument of a call (or in a unary test).
    expect(checkFeelSyntax('[1..3]')).toMatchObject({ ok: false, message: expect.stringContaining('a range literal outside the arguments of a call') });
  });

  it('should give the warnings that explain a null result with the evaluation itself, one item each', () => {
    expect(evaluateFeel('missing > 1', {}, null)).toEqual({
      ok: true,
      value: null,
      warnings: ["No variable found with name 'missing'", "Can't compare 'null' with '1'"],
    });
    expect(evaluateFeel('order.total', { order: {} }, null)).toEqual({ ok: true, value: null, warnings: ["No context entry found with key 'total'"] });
    expect(evaluateFeel('text > 1', { text: 'a; b' }, null)).toEqual({ ok: true, value: null, warnings: ["Can't compare 'a; b' with '1'"] });
  });

  it('should share one empty list of warnings between the evaluations that have none', () => {
    const named = evaluateFeel('amount', { amount: 1 }, null);
    const computed = evaluateFeel('amount + 1', { amount: 1 }, null);
    expect(named).toEqual({ ok: true, value: 1, warnings: [] });
    expect(computed).toEqual({ ok: true, value: 2, warnings: [] });
    expect(named.ok && computed.ok && named.warnings === computed.warnings && Object.isFrozen(named.warnings)).toBe(true);
  });

  it('should evaluate a missing variable to null', () => {
    expect(evaluateFeel('missing', {}, null)).toEqual({ ok: true, value: null, warnings: ["No variable found with name 'missing'"] });
  });

  it('should answer now() and today() from the given engine time, not the machine clock', () => {
    const pinned = Date.parse('2031-05-06T07:08:09.000Z');
    expect(evaluateFeel('string(now())', {}, pinned)).toEqual({ ok: true, value: '2031-05-06T07:08:09Z', warnings: [] });
    expect(evaluateFeel('today()', {}, pinned)).toEqual({ ok: true, value: '2031-05-06', warnings: [] });
    expect(evaluateFeel('now() + duration("PT1H")', {}, pinned)).toEqual({ ok: true, value: '2031-05-06T08:08:09Z', warnings: [] });
  });

  it('should recognise the = marker of Zeebe expressions', () => {
    expect(isFeelExpression('= a + 1')).toBe(true);
    expect(isFeelExpression('payment')).toBe(false);
    expect(stripFeelMarker(' =a + 1 ')).toBe('a + 1');
  });
});
