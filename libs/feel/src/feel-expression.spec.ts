import { describe, expect, it } from 'vitest';
import { dateAndTime, evaluate } from 'feelin';
import { checkFeelSyntax, evaluateFeel, isFeelExpression, stripFeelMarker } from './feel-expression.js';
import type { JsonObject } from './json-value.js';
import { toJsonValue } from './to-json-value.js';

describe('FEEL expressions', () => {
  it('should evaluate a condition against JSON variables', () => {
    expect(evaluateFeel('amount > 1000 and status = "approved"', { amount: 1500, status: 'approved' }, null)).toEqual({ ok: true, value: true });
    expect(evaluateFeel('amount > 1000', { amount: 10 }, null)).toEqual({ ok: true, value: false });
  });

  it('should return contexts, lists and temporal values as JSON', () => {
    expect(evaluateFeel('{ total: sum(items), due: date("2026-01-31") + duration("P10D") }', { items: [1, 2, 3] }, null)).toEqual({
      ok: true,
      value: { total: 6, due: '2026-02-10' },
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
    expect(evaluateFeel('order total + shipping-fee', variables, null)).toEqual({ ok: true, value: 42 });
    expect(evaluateFeel('order   total + shipping - fee', variables, null)).toEqual({ ok: true, value: 42 });
    expect(evaluateFeel("customer's tier", variables, null)).toEqual({ ok: true, value: 'gold' });
    expect(evaluateFeel('get value({ a: unrelated }, "a")', variables, null)).toEqual({ ok: true, value: [1, 2, 3] });
  });

  it('should answer an expression that only names a variable as feelin does, without feelin for the plain names', () => {
    // given: variables whose names FEEL could also read as something else, and values of every JSON kind
    const variables: JsonObject = {
      orderId: 'A-17',
      amount: 12.5,
      lines: [{ sku: 'x', qty: 2 }],
      customer: { name: 'Ada', tags: ['vip'] },
      stamp: { iso: '2026-01-31' },
      empty: null,
      true: 'not a literal',
      now: 'not the clock',
      sum: 3,
      _private: false,
      '1st': 'first',
      'order total': 99,
    };

    // then: every name reads what feelin's own evaluation reads (a built-in's name as the variable, keywords as FEEL's)
    const byFeelin = (source: string) => {
      try {
        return toJsonValue(evaluate(source, { ...variables, now: () => dateAndTime('2026-02-01T00:00:00.000Z') }).value);
      } catch {
        return undefined;
      }
    };
    for (const source of [...Object.keys(variables), 'missing', 'count']) {
      const expected = byFeelin(source);
      const answer = evaluateFeel(source, variables, Date.parse('2026-02-01T00:00:00.000Z'));
      if (expected === undefined || !expected.ok) expect(answer.ok, source).toBe(false);
      else expect(answer, source).toEqual(expected);
    }
  });

  it('should evaluate a missing variable to null', () => {
    expect(evaluateFeel('missing', {}, null)).toEqual({ ok: true, value: null });
  });

  it('should answer now() and today() from the given engine time, not the machine clock', () => {
    const pinned = Date.parse('2031-05-06T07:08:09.000Z');
    expect(evaluateFeel('string(now())', {}, pinned)).toEqual({ ok: true, value: '2031-05-06T07:08:09Z' });
    expect(evaluateFeel('today()', {}, pinned)).toEqual({ ok: true, value: '2031-05-06' });
    expect(evaluateFeel('now() + duration("PT1H")', {}, pinned)).toEqual({ ok: true, value: '2031-05-06T08:08:09Z' });
  });

  it('should recognise the = marker of Zeebe expressions', () => {
    expect(isFeelExpression('= a + 1')).toBe(true);
    expect(isFeelExpression('payment')).toBe(false);
    expect(stripFeelMarker(' =a + 1 ')).toBe('a + 1');
  });
});
