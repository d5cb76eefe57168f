import { describe, expect, it } from 'vitest';
import { evaluateFeel } from './feel-expression.js';
import { DEFAULT_FEEL_LIMITS, type FeelLimits, setFeelLimits } from './feel-limits.js';
import type { JsonObject } from './json-value.js';

/** Evaluates and measures; a runaway expression must come back as a failure well within its budget. */
function timed(source: string, variables: JsonObject = {}, limits: FeelLimits = DEFAULT_FEEL_LIMITS) {
  const started = performance.now();
  const result = evaluateFeel(source, variables, null, limits);
  return { result, ms: performance.now() - started };
}

/**
 * The size limits with time enough that they, not the clock, end the evaluation (the clock is a wall clock, and
 * specs share the machine); unbounded, each of these runs for minutes or runs out of memory.
 */
const SIZE_FIRST: FeelLimits = { ...DEFAULT_FEEL_LIMITS, timeoutMs: 60_000 };

function expectOverBudget(source: string, setting: string, variables: JsonObject = {}, limits: FeelLimits = SIZE_FIRST) {
  const { result, ms } = timed(source, variables, limits);
  expect(result).toEqual({ ok: false, message: expect.stringContaining(`the expression '${source}' exceeded its budget of`) });
  if (!result.ok) expect(result.message).toContain(setting);
  expect(ms).toBeLessThan(Math.min(limits.timeoutMs, 5_000) + 1_000);
  return ms;
}

describe('FEEL evaluation within limits', () => {
  it('should stop a loop over a range far beyond the item budget before laying it out', () => {
    // Laid out, the range alone would take longer than the time expectOverBudget allows, or all the memory.
    expectOverBudget('count(for x in 1..100000000 return x)', 'FEEL_MAX_ITEMS');
    // With the default limits too, whichever budget ends it.
    const { result, ms: defaultMs } = timed('count(for x in 1..100000000 return x)');
    expect(result.ok).toBe(false);
    expect(defaultMs).toBeLessThan(DEFAULT_FEEL_LIMITS.timeoutMs + 1_000);
  });

  it('should stop nested loops whose product is beyond the budget, though each range alone is within it', () => {
    expectOverBudget('for x in 1..100000, y in 1..100000 return 1', 'FEEL_MAX_ITEMS');
    expectOverBudget('for x in 1..1000 return for y in 1..1000 return x * y', 'FEEL_MAX_ITEMS');
    expectOverBudget('some x in 1..1000 satisfies some y in 1..1000 satisfies x * y < 0', 'FEEL_MAX_ITEMS');
  });

  it('should stop loops over a list variable whose product is beyond the budget', () => {
    const list = Array.from({ length: 1000 }, (_, i) => i);
    expectOverBudget('for x in list, y in list return 1', 'FEEL_MAX_ITEMS', { list });
  });

  it('should stop doubling a list with concatenate, in a loop, in a context or with many arguments', () => {
    expectOverBudget('for i in 1..60 return if i = 1 then [1] else concatenate(partial[-1], partial[-1])', 'FEEL_MAX_ITEMS');
    const levels = Array.from({ length: 40 }, (_, i) => `l${i + 1}: concatenate(l${i}, l${i})`).join(', ');
    expectOverBudget(`{ l0: [1, 2, 3, 4], ${levels} }`, 'FEEL_MAX_ITEMS');
    const big = Array.from({ length: 30_000 }, (_, i) => i);
    expectOverBudget('count(concatenate(big, big, big, big, big))', 'FEEL_MAX_ITEMS', { big });
    expectOverBudget('flatten(for i in 1..400 return big)', 'FEEL_MAX_ITEMS', { big });
  });

  it('should refuse to compare thousands of contexts pairwise for distinct values or union', () => {
    const records = Array.from({ length: 3_000 }, (_, i) => ({ id: i }));
    expectOverBudget('count(distinct values(records))', 'FEEL_MAX_ITEMS', { records });
    expectOverBudget('count(union(records, records))', 'FEEL_MAX_ITEMS', { records });
    expect(evaluateFeel('count(distinct values(records))', { records: records.slice(0, 300) }, null)).toEqual({ ok: true, value: 300, warnings: [] });
    expect(evaluateFeel('count(distinct values(numbers))', { numbers: records.map((record) => record.id) }, null)).toEqual({
      ok: true,
      value: 3_000,
      warnings: [],
    });
  });

  it('should stop doubling text, with + in a context or by joining it', () => {
    const levels = Array.from({ length: 40 }, (_, i) => `s${i + 1}: s${i} + s${i}`).join(', ');
    expectOverBudget(`{ s0: "abcdefgh", ${levels} }`, 'FEEL_MAX_STRING_LENGTH');
    const text = 'x'.repeat(1_000_000);
    expectOverBudget(`string join([${Array(10).fill('text').join(', ')}], "")`, 'FEEL_MAX_STRING_LENGTH', { text });
    expectOverBudget(`string([${Array(10).fill('text').join(', ')}])`, 'FEEL_MAX_STRING_LENGTH', { text });
    const replacement = 'abcdefgh'.repeat(8);
    expectOverBudget(`string length(replace(text, "", "${replacement}"))`, 'FEEL_MAX_STRING_LENGTH', { text: text.slice(0, 100_000) });
  });

  it('should stop a computation that builds nothing when its time is up, and fail fast once stopped', () => {
    const source = '{ f: function(n) if n = 0 then 0 else f(n - 1) + f(n - 1), r: f(40) }.r';
    const limits = { ...DEFAULT_FEEL_LIMITS, timeoutMs: 50 };
    const ms = expectOverBudget(source, 'FEEL_TIMEOUT_MS', {}, limits);
    expect(ms).toBeGreaterThanOrEqual(50);
    // f(40) takes 2^40 calls: stopping within seconds on a loaded machine shows the clock ended it.
    expect(ms).toBeLessThan(50 + 5_000);
    expectOverBudget('sort(for x in 1..500 return x, function(a, b) count(for y in 1..1000 return y) > 0)', 'FEEL_MAX_ITEMS');
  });

  it('should refuse a result larger than the limits, also of an expression that does not loop', () => {
    const limits = { timeoutMs: 1_000, maxItems: 10, maxStringLength: 100 };
    const list = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(evaluateFeel('list[item > 0]', { list }, null, limits)).toEqual({
      ok: false,
      message: "the result of the expression 'list[item > 0]' is larger than 10 list items (FEEL_MAX_ITEMS)",
    });
    // The built-in charges the text it builds, so the budget may stop it before its result is measured.
    expect(evaluateFeel('upper case(text)', { text: 'x'.repeat(101) }, null, limits)).toEqual({
      ok: false,
      message: expect.stringMatching(/^the (result of the )?expression 'upper case\(text\)' .* 100 characters of text \(FEEL_MAX_STRING_LENGTH\)$/),
    });
    expect(evaluateFeel('upper case(text)', { text: 'x'.repeat(100) }, null, limits)).toEqual({ ok: true, value: 'X'.repeat(100), warnings: [] });
  });

  it('should leave expressions within the limits their values', () => {
    const list = Array.from({ length: 5_000 }, (_, i) => i);
    expect(evaluateFeel('count(for x in 1..50000 return x)', {}, null, SIZE_FIRST)).toEqual({ ok: true, value: 50_000, warnings: [] });
    expect(evaluateFeel('sum(list[item < 10])', { list }, null)).toEqual({ ok: true, value: 45, warnings: [] });
    expect(evaluateFeel('count(concatenate(list, [1]))', { list }, null)).toEqual({ ok: true, value: 5_001, warnings: [] });
    expect(evaluateFeel('count(for x in list, y in [1, 2, 3] return x)', { list }, null)).toEqual({ ok: true, value: 15_000, warnings: [] });
  });

  it('should take its limits from setFeelLimits when given none, and refuse a limit that is not positive', () => {
    try {
      setFeelLimits({ timeoutMs: 1_000, maxItems: 5, maxStringLength: 1_000 });
      expect(evaluateFeel('for x in 1..6 return x', {}, null).ok).toBe(false);
      expect(evaluateFeel('for x in 1..5 return x', {}, null)).toEqual({ ok: true, value: [1, 2, 3, 4, 5], warnings: [] });
    } finally {
      setFeelLimits(DEFAULT_FEEL_LIMITS);
    }
    expect(() => setFeelLimits({ ...DEFAULT_FEEL_LIMITS, maxItems: 0 })).toThrow('maxItems');
    expect(() => setFeelLimits({ ...DEFAULT_FEEL_LIMITS, timeoutMs: Number.NaN })).toThrow('timeoutMs');
  });
});
