import { describe, expect, it } from 'vitest';
import { nextCycleOccurrence, parseTimerCycle } from './timer-cycle.js';

describe('timer cycles as Zeebe reads them', () => {
  it('should read text starting with R as an ISO 8601 repeating interval and anything else as cron', () => {
    expect(parseTimerCycle('R5/PT10S')).toMatchObject({ ok: true, cycle: { kind: 'interval' } });
    expect(parseTimerCycle('0 0/5 * * * ?')).toMatchObject({ ok: true, cycle: { kind: 'cron' } });
    expect(parseTimerCycle('@daily')).toMatchObject({ ok: true, cycle: { kind: 'cron' } });
    expect(parseTimerCycle('R/0 0 9 * * *')).toMatchObject({ ok: false, reason: expect.stringContaining('ISO 8601 repeating interval') });
    expect(parseTimerCycle('PT1H')).toMatchObject({ ok: false, reason: expect.stringContaining('found 1') });
  });

  it('should give the next occurrence of either kind from what a schedule keeps', () => {
    const from = Date.UTC(2026, 0, 5, 10, 2);
    expect(nextCycleOccurrence(from, 'PT10S')).toBe(from + 10_000);
    expect(nextCycleOccurrence(from, '0 0/5 * * * ?')).toBe(Date.UTC(2026, 0, 5, 10, 5));
    expect(nextCycleOccurrence(from, '0 0 0 31 6 *')).toBeNull();
    expect(nextCycleOccurrence(from, 'nonsense')).toBeNull();
  });
});
