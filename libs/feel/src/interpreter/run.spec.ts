import { describe, expect, it } from 'vitest';
import { DEFAULT_FEEL_LIMITS } from '../feel-limits.js';
import { FeelEvaluationError } from './failures.js';
import { FeelRun } from './run.js';

describe('one evaluation', () => {
  it('should keep the first warnings only, which explain a null well enough', () => {
    const run = new FeelRun(DEFAULT_FEEL_LIMITS, 0);
    for (let i = 0; i < 100; i++) run.warn(`warning ${i}`);
    expect(run.warnings).toHaveLength(20);
    expect(run.warnings[0]).toBe('warning 0');
  });

  it('should refuse calls nested deeper than its bound, and count depth back down as calls return', () => {
    const run = new FeelRun(DEFAULT_FEEL_LIMITS, 0);
    const nest = (depth: number): number => (depth === 0 ? 0 : run.call(() => 1 + nest(depth - 1)));
    expect(nest(300)).toBe(300);
    expect(nest(300)).toBe(300);
    expect(() => nest(1_000)).toThrow(FeelEvaluationError);
    expect(nest(10)).toBe(10);
  });

  it('should charge the items and text the built-ins report to its budget', () => {
    const run = new FeelRun({ ...DEFAULT_FEEL_LIMITS, maxItems: 3, maxStringLength: 3 }, 0);
    run.chargeItems(3);
    expect(() => run.chargeItems(1)).toThrow('FEEL_MAX_ITEMS');
    expect(run.budget.exceeded).toContain('FEEL_MAX_ITEMS');
  });
});
