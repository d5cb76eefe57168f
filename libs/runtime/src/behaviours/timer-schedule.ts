/** ISO 8601 durations, dates and repeating intervals, computed in UTC without any clock of their own. */

export interface IsoDuration {
  years: number;
  months: number;
  days: number;
  milliseconds: number;
}

const DURATION = /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?!$)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

export function parseDuration(text: string): IsoDuration | null {
  const match = DURATION.exec(text.trim());
  if (!match) return null;
  const number = (index: number) => Number((match[index] ?? '0').replace(',', '.'));
  return {
    years: number(1),
    months: number(2),
    days: number(3) * 7 + number(4),
    milliseconds: Math.round(((number(5) * 60 + number(6)) * 60 + number(7)) * 1000),
  };
}

export function parseDateTime(text: string): number | null {
  const trimmed = text.trim();
  if (!DATE_TIME.test(trimmed)) return null;
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? null : time;
}

/** Adds a duration the calendar way: months and years keep the day of month, days keep the time of day (UTC). */
export function addDuration(time: number, duration: IsoDuration): number {
  const date = new Date(time);
  if (duration.years || duration.months) date.setUTCMonth(date.getUTCMonth() + duration.years * 12 + duration.months);
  if (duration.days) date.setUTCDate(date.getUTCDate() + duration.days);
  return date.getTime() + duration.milliseconds;
}

export interface Cycle {
  /** null repeats forever. */
  repetitions: number | null;
  start: number | null;
  interval: string;
}

/** `R/PT1H`, `R5/PT10S` or `R3/2026-01-01T00:00:00Z/P1D`. */
export function parseCycle(text: string): Cycle | null {
  const parts = text.trim().split('/');
  const head = parts[0] ?? '';
  if (!/^R\d*$/.test(head) || parts.length < 2 || parts.length > 3) return null;
  const repetitions = head === 'R' ? null : Number(head.slice(1));
  const interval = parts[parts.length - 1] ?? '';
  if (!parseDuration(interval) || (repetitions !== null && repetitions < 1)) return null;
  if (parts.length === 2) return { repetitions, start: null, interval };
  const start = parseDateTime(parts[1] ?? '');
  return start === null ? null : { repetitions, start, interval };
}

export type TimerType = 'duration' | 'date' | 'cycle';

export interface TimerSchedule {
  dueAt: number;
  /** Fires left including the one at dueAt; null for a cycle without end, 1 for a single timer. */
  repetitionsLeft: number | null;
  interval: string | null;
}

export type ScheduleResult = { ok: true; schedule: TimerSchedule } | { ok: false; message: string };

const EXPECTED: Record<TimerType, string> = {
  duration: 'an ISO 8601 duration such as PT15M',
  date: 'an ISO 8601 date-time with an offset such as 2026-01-31T09:00:00Z',
  cycle: 'an ISO 8601 repeating interval such as R5/PT10S or R/2026-01-01T09:00:00Z/P1D',
};

/** The first due time of a timer that opens at `now`. */
export function scheduleTimer(type: TimerType, text: string, now: number): ScheduleResult {
  const fail = (): ScheduleResult => ({ ok: false, message: `Expected the timer to be ${EXPECTED[type]}, but it was '${text}'` });
  if (type === 'duration') {
    const duration = parseDuration(text);
    return duration ? { ok: true, schedule: { dueAt: addDuration(now, duration), repetitionsLeft: 1, interval: null } } : fail();
  }
  if (type === 'date') {
    const dueAt = parseDateTime(text);
    return dueAt === null ? fail() : { ok: true, schedule: { dueAt, repetitionsLeft: 1, interval: null } };
  }
  const cycle = parseCycle(text);
  if (!cycle) return fail();
  const interval = parseDuration(cycle.interval) as IsoDuration;
  return { ok: true, schedule: { dueAt: cycle.start ?? addDuration(now, interval), repetitionsLeft: cycle.repetitions, interval: cycle.interval } };
}

/** The next due time of a cycle comes from the previous due time, so schedules never drift. */
export function nextDueAt(previousDueAt: number, interval: string): number {
  const duration = parseDuration(interval);
  if (!duration) throw new Error(`not an ISO 8601 duration: ${interval}`);
  return addDuration(previousDueAt, duration);
}
