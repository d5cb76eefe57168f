import { describe, expect, it } from 'vitest';
import { nextDueAt, parseCycle, parseDuration, scheduleTimer } from './timer-schedule.js';

const at = (iso: string) => Date.parse(iso);

describe('timer schedules', () => {
  it('should parse ISO 8601 durations', () => {
    expect(parseDuration('PT15M')).toEqual({ years: 0, months: 0, days: 0, milliseconds: 900_000 });
    expect(parseDuration('P1Y2M3DT4H5M6.5S')).toEqual({ years: 1, months: 2, days: 3, milliseconds: ((4 * 60 + 5) * 60 + 6.5) * 1000 });
    expect(parseDuration('P2W')?.days).toBe(14);
    expect(parseDuration('P')).toBeNull();
    expect(parseDuration('PT')).toBeNull();
    expect(parseDuration('15 minutes')).toBeNull();
  });

  it('should compute durations, dates and cycles from the opening time', () => {
    const now = at('2026-01-31T10:00:00Z');
    expect(scheduleTimer('duration', 'P1M', now)).toEqual({ ok: true, schedule: { dueAt: at('2026-03-03T10:00:00Z'), repetitionsLeft: 1, interval: null } });
    expect(scheduleTimer('date', '2026-02-01T09:00:00+01:00', now)).toEqual({ ok: true, schedule: { dueAt: at('2026-02-01T08:00:00Z'), repetitionsLeft: 1, interval: null } });
    expect(scheduleTimer('cycle', 'R3/PT10S', now)).toEqual({ ok: true, schedule: { dueAt: now + 10_000, repetitionsLeft: 3, interval: 'PT10S' } });
    expect(scheduleTimer('cycle', 'R/2026-02-01T00:00:00Z/P1D', now)).toEqual({ ok: true, schedule: { dueAt: at('2026-02-01T00:00:00Z'), repetitionsLeft: null, interval: 'P1D' } });
  });

  it('should explain what it expected when the text is not a timer', () => {
    const result = scheduleTimer('date', 'tomorrow', 0);
    expect(result).toEqual({ ok: false, message: "Expected the timer to be an ISO 8601 date-time with an offset such as 2026-01-31T09:00:00Z, but it was 'tomorrow'" });
    expect(parseCycle('0 0 9 * * MON')).toBeNull();
    expect(parseCycle('R0/PT1S')).toBeNull();
  });

  it('should take the next due time of a cycle from the previous due time, not from when it fired', () => {
    expect(nextDueAt(at('2026-01-01T09:00:00Z'), 'P1D')).toBe(at('2026-01-02T09:00:00Z'));
  });
});
