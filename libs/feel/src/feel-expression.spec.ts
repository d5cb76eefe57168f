import { describe, expect, it } from 'vitest';
import { checkFeelSyntax, evaluateFeel, isFeelExpression, stripFeelMarker } from './feel-expression.js';

describe('FEEL expressions', () => {
  it('should evaluate a condition against JSON variables', () => {
    expect(evaluateFeel('amount > 1000 and status = "approved"', { amount: 1500, status: 'approved' })).toEqual({ ok: true, value: true });
    expect(evaluateFeel('amount > 1000', { amount: 10 })).toEqual({ ok: true, value: false });
  });

  it('should return contexts, lists and temporal values as JSON', () => {
    expect(evaluateFeel('{ total: sum(items), due: date("2026-01-31") + duration("P10D") }', { items: [1, 2, 3] })).toEqual({
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
    const result = evaluateFeel('amount >', { amount: 1 });
    expect(result.ok).toBe(false);
  });

  it('should evaluate a missing variable to null', () => {
    expect(evaluateFeel('missing', {})).toEqual({ ok: true, value: null });
  });

  it('should recognise the = marker of Zeebe expressions', () => {
    expect(isFeelExpression('= a + 1')).toBe(true);
    expect(isFeelExpression('payment')).toBe(false);
    expect(stripFeelMarker(' =a + 1 ')).toBe('a + 1');
  });
});
