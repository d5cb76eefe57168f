import { keptInstant } from '../instant-range.js';
import { type DayMatcher, daysInMonth, parseDayOfMonth, parseDayOfWeek } from './cron-days.js';
import { type FieldRange, type Parsed, parseValueSet, type ValueSet } from './cron-field.js';

/** A six-field cron expression as Spring's CronExpression reads it, which Zeebe uses for timer cycles. */
export interface CronExpression {
  text: string;
  seconds: ValueSet;
  minutes: ValueSet;
  hours: ValueSet;
  months: ValueSet;
  /** Day-of-month and day-of-week must both match, as in Spring (`*` or `?` matches any day). */
  dayOfMonth: DayMatcher;
  dayOfWeek: DayMatcher;
}

const MONTHS: Readonly<Record<string, number>> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};
const SECOND: FieldRange = { name: 'second', min: 0, max: 59 };
const MINUTE: FieldRange = { name: 'minute', min: 0, max: 59 };
const HOUR: FieldRange = { name: 'hour', min: 0, max: 23 };
const MONTH: FieldRange = { name: 'month', min: 1, max: 12, names: MONTHS };

/** Spring's macros, written out. */
const MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 0 1 1 *',
  '@annually': '0 0 0 1 1 *',
  '@monthly': '0 0 0 1 * *',
  '@weekly': '0 0 0 * * 0',
  '@daily': '0 0 0 * * *',
  '@midnight': '0 0 0 * * *',
  '@hourly': '0 0 * * * *',
};

/**
 * Reads `second minute hour day-of-month month day-of-week` (`0 0/5 * * * ?`, `0 0 9 * * MON-FRI`) or a macro
 * (`@daily`); the reason says which field is wrong and why, for a deploy refusal.
 */
export function parseCron(text: string): Parsed<CronExpression> {
  const trimmed = text.trim();
  const expanded = MACROS[trimmed.toLowerCase()] ?? trimmed;
  const fields = expanded.split(/\s+/);
  if (fields.length !== 6) {
    return { ok: false, reason: `a cron expression has 6 fields (second minute hour day-of-month month day-of-week), found ${fields.length}` };
  }
  const [second = '', minute = '', hour = '', day = '', month = '', weekday = ''] = fields;
  const seconds = parseValueSet(second, SECOND);
  if (!seconds.ok) return seconds;
  const minutes = parseValueSet(minute, MINUTE);
  if (!minutes.ok) return minutes;
  const hours = parseValueSet(hour, HOUR);
  if (!hours.ok) return hours;
  const dayOfMonth = parseDayOfMonth(day);
  if (!dayOfMonth.ok) return dayOfMonth;
  const months = parseValueSet(month, MONTH);
  if (!months.ok) return months;
  const dayOfWeek = parseDayOfWeek(weekday);
  if (!dayOfWeek.ok) return dayOfWeek;
  return {
    ok: true,
    value: {
      text: trimmed,
      seconds: seconds.value,
      minutes: minutes.value,
      hours: hours.value,
      months: months.value,
      dayOfMonth: dayOfMonth.value,
      dayOfWeek: dayOfWeek.value,
    },
  };
}

/** Far enough for any day pattern to come round again (the Gregorian calendar repeats every 400 years). */
const SEARCH_YEARS = 400;

/**
 * The first whole second strictly after `after` (epoch ms) that the expression matches, in UTC (Zeebe evaluates in
 * the broker's zone, UTC in Camunda's images); null when none comes within 400 years or before the year 10000
 * (`0 0 0 31 6 *`).
 */
export function nextCronTime(cron: CronExpression, after: number): number | null {
  let at = new Date((Math.floor(after / 1000) + 1) * 1000);
  const lastYear = at.getUTCFullYear() + SEARCH_YEARS;
  while (at.getUTCFullYear() <= lastYear && keptInstant(at.getTime()) !== null) {
    const year = at.getUTCFullYear();
    const month = at.getUTCMonth() + 1;
    const day = at.getUTCDate();
    if (!cron.months.has(month)) {
      at = new Date(Date.UTC(year, month, 1));
    } else if (day > daysInMonth(year, month) || !cron.dayOfMonth(year, month, day) || !cron.dayOfWeek(year, month, day)) {
      at = new Date(Date.UTC(year, month - 1, day + 1));
    } else {
      const time = nextTimeOfDay(cron, at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds());
      if (time === null) at = new Date(Date.UTC(year, month - 1, day + 1));
      else return Date.UTC(year, month - 1, day, time.hour, time.minute, time.second);
    }
  }
  return null;
}

/** The first matching time of the day at or after `hour:minute:second`, or null when the day has none left. */
function nextTimeOfDay(cron: CronExpression, hour: number, minute: number, second: number): { hour: number; minute: number; second: number } | null {
  for (let h = hour; h < 24; h++) {
    if (!cron.hours.has(h)) continue;
    for (let m = h === hour ? minute : 0; m < 60; m++) {
      if (!cron.minutes.has(m)) continue;
      for (let s = h === hour && m === minute ? second : 0; s < 60; s++) {
        if (cron.seconds.has(s)) return { hour: h, minute: m, second: s };
      }
    }
  }
  return null;
}
