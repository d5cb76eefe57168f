import { addDurationToInstant, isoFromFeelDateTime, keptInstant, nextCronTime, parseDuration, parseInstant, parseTimerCycle } from '@baton/time';

export type TimerType = 'duration' | 'date' | 'cycle';

export interface TimerSchedule {
  dueAt: number;
  /** Fires left including the one at dueAt; null for a cycle without end, 1 for a single timer. */
  repetitionsLeft: number | null;
  /**
   * A cycle's interval without its repetitions (`PT10S`, `2026-03-28T10:00:00[Europe/Berlin]/P1D`), or its cron
   * expression (`0 0/5 * * * ?`), for the next occurrence.
   */
  interval: string | null;
}

export type ScheduleResult = { ok: true; schedule: TimerSchedule } | { ok: false; message: string };

const EXPECTED: Record<TimerType, string> = {
  duration: 'an ISO 8601 duration such as PT15M',
  date: 'an ISO 8601 date-time with an offset or a zone such as 2026-01-31T09:00:00Z or 2026-01-31T09:00:00[Europe/Berlin]',
  cycle: "an ISO 8601 repeating interval such as R5/PT10S or R/2026-01-01T09:00:00Z/P1D, or a cron expression such as '0 0/5 * * * ?'",
};

/** The first due time of a timer that opens at `now`; a duration's calendar parts count in UTC. */
export function scheduleTimer(type: TimerType, text: string, now: number): ScheduleResult {
  const fail = (): ScheduleResult => ({ ok: false, message: `Expected the timer to be ${EXPECTED[type]}, but it was '${text}'` });
  const trimmed = text.trim();
  if (type === 'duration') {
    const duration = parseDuration(trimmed);
    const dueAt = duration && addDurationToInstant(now, duration);
    return dueAt ? { ok: true, schedule: { dueAt, repetitionsLeft: 1, interval: null } } : fail();
  }
  if (type === 'date') {
    const dueAt = parseInstant(isoFromFeelDateTime(trimmed));
    return dueAt === null ? fail() : { ok: true, schedule: { dueAt, repetitionsLeft: 1, interval: null } };
  }
  const parsed = parseTimerCycle(trimmed);
  if (!parsed.ok) return { ok: false, message: `Expected the timer to be ${EXPECTED.cycle}, but it was '${text}' (it ${parsed.reason})` };
  if (parsed.cycle.kind === 'cron') {
    // A cron cycle repeats until it has no next time; the expression itself gives each next one.
    const dueAt = nextCronTime(parsed.cycle.cron, now);
    if (dueAt === null) return { ok: false, message: `The cron expression '${trimmed}' never fires after ${new Date(now).toISOString()}` };
    return { ok: true, schedule: { dueAt, repetitionsLeft: null, interval: parsed.cycle.cron.text } };
  }
  const cycle = parsed.cycle.interval;
  const dueAt = cycle.start ? keptInstant(cycle.start.epochMilliseconds) : addDurationToInstant(now, cycle.period);
  if (dueAt === null) return fail();
  return { ok: true, schedule: { dueAt, repetitionsLeft: cycle.repetitions, interval: cycle.interval } };
}
