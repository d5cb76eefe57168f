import { describe, expect, it } from 'vitest';
import { nextCycleOccurrence, nextOccurrence } from '@baton/time';
import { scheduleTimer } from './timer-schedule.js';

const at = (iso: string) => Date.parse(iso);

describe('timer schedules', () => {
  it('should compute durations, dates and cycles from the opening time', () => {
    const now = at('2026-01-31T10:00:00Z');
    expect(scheduleTimer('duration', 'PT36H', now)).toEqual({ ok: true, schedule: { dueAt: at('2026-02-01T22:00:00Z'), repetitionsLeft: 1, interval: null } });
    expect(scheduleTimer('date', '2026-02-01T09:00:00+01:00', now)).toEqual({
      ok: true,
      schedule: { dueAt: at('2026-02-01T08:00:00Z'), repetitionsLeft: 1, interval: null },
    });
    expect(scheduleTimer('cycle', 'R3/PT10S', now)).toEqual({ ok: true, schedule: { dueAt: now + 10_000, repetitionsLeft: 3, interval: 'PT10S' } });
    expect(scheduleTimer('cycle', 'R/2026-02-01T00:00:00Z/P1D', now)).toEqual({
      ok: true,
      schedule: { dueAt: at('2026-02-01T00:00:00Z'), repetitionsLeft: null, interval: '2026-02-01T00:00:00Z/P1D' },
    });
  });

  it('should add a month to January 31 as java.time does: February 28, not March 3', () => {
    expect(scheduleTimer('duration', 'P1M', at('2026-01-31T10:00:00Z'))).toMatchObject({ ok: true, schedule: { dueAt: at('2026-02-28T10:00:00Z') } });
    expect(nextOccurrence(at('2026-01-31T10:00:00Z'), 'P1M')).toBe(at('2026-02-28T10:00:00Z'));
    expect(nextOccurrence(at('2028-02-29T10:00:00Z'), 'P1Y')).toBe(at('2029-02-28T10:00:00Z'));
  });

  it('should refuse February 30 instead of rolling it over to March 2', () => {
    expect(scheduleTimer('date', '2026-02-30T10:00:00Z', 0)).toMatchObject({ ok: false });
    expect(scheduleTimer('cycle', 'R/2026-02-30T10:00:00Z/P1D', 0)).toMatchObject({ ok: false });
  });

  it('should keep the zone of a date and of a cycle start, so 10:00 stays 10:00 across the DST change', () => {
    expect(scheduleTimer('date', '2026-03-28T10:00:00[Europe/Berlin]', 0)).toMatchObject({ ok: true, schedule: { dueAt: at('2026-03-28T09:00:00Z') } });
    const cycle = scheduleTimer('cycle', 'R/2026-03-28T10:00:00[Europe/Berlin]/P1D', 0);
    if (!cycle.ok) throw new Error(cycle.message);
    expect(cycle.schedule.dueAt).toBe(at('2026-03-28T09:00:00Z'));
    const second = nextOccurrence(cycle.schedule.dueAt, cycle.schedule.interval ?? '');
    expect(second).toBe(at('2026-03-29T08:00:00Z'));
    expect(nextOccurrence(second ?? Number.NaN, cycle.schedule.interval ?? '')).toBe(at('2026-03-30T08:00:00Z'));
  });

  it('should keep the offset of a cycle start', () => {
    const cycle = scheduleTimer('cycle', 'R2/2026-03-28T10:00:00+01:00/P1D', 0);
    if (!cycle.ok) throw new Error(cycle.message);
    expect(nextOccurrence(cycle.schedule.dueAt, cycle.schedule.interval ?? '')).toBe(at('2026-03-29T09:00:00Z'));
  });

  it('should explain what it expected when the text is not a timer', () => {
    expect(scheduleTimer('date', 'tomorrow', 0)).toEqual({
      ok: false,
      message:
        "Expected the timer to be an ISO 8601 date-time with an offset or a zone such as 2026-01-31T09:00:00Z or 2026-01-31T09:00:00[Europe/Berlin], but it was 'tomorrow'",
    });
    expect(scheduleTimer('cycle', '0 9 * * MON', 0)).toMatchObject({ ok: false, message: expect.stringContaining('found 5') });
    expect(scheduleTimer('cycle', 'R0/PT1S', 0)).toMatchObject({ ok: false });
  });

  it('should compute a cron cycle in UTC from the opening time, without end, each next time from the expression', () => {
    // 2026-01-09 is a Friday.
    const cycle = scheduleTimer('cycle', '0 0 9 * * MON-FRI', at('2026-01-09T09:00:00Z'));
    expect(cycle).toEqual({ ok: true, schedule: { dueAt: at('2026-01-12T09:00:00Z'), repetitionsLeft: null, interval: '0 0 9 * * MON-FRI' } });
    expect(nextCycleOccurrence(at('2026-01-12T09:00:00Z'), '0 0 9 * * MON-FRI')).toBe(at('2026-01-13T09:00:00Z'));
    expect(scheduleTimer('cycle', '0 0 0 31 6 *', 0)).toMatchObject({ ok: false, message: expect.stringContaining('never fires') });
  });

  it('should take the next due time of a cycle from the previous due time, not from when it fired', () => {
    expect(nextOccurrence(at('2026-01-01T09:00:00Z'), 'P1D')).toBe(at('2026-01-02T09:00:00Z'));
  });

  it('should refuse a timer due beyond the year 9999, even beyond what dates can hold, instead of throwing', () => {
    const now = at('2026-01-31T10:00:00Z');
    for (const [type, text] of [
      ['duration', 'P8000Y'],
      ['duration', 'P300000Y'],
      ['cycle', 'R/P300000Y'],
      ['cycle', 'R3/PT999999999999H'],
    ] as const) {
      expect(scheduleTimer(type, text, now), text).toEqual({ ok: false, message: expect.stringContaining(text) });
    }
    expect(nextOccurrence(at('9999-12-31T00:00:00Z'), 'P1D')).toBeNull();
    expect(nextOccurrence(at('2026-01-31T10:00:00Z'), 'P300000Y')).toBeNull();
  });
});
