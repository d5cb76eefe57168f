import { fail, type FieldRange, type Parsed, parseValueSet, readValue } from './cron-field.js';

/** Whether a day (UTC calendar date) is one a day field matches. */
export type DayMatcher = (year: number, month: number, day: number) => boolean;

const ANY: DayMatcher = () => true;

const DAY_OF_MONTH: FieldRange = { name: 'day-of-month', min: 1, max: 31 };
const WEEKDAYS: Readonly<Record<string, number>> = { MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6, SUN: 7 };
/** Spring reads 0 and 7 as Sunday; the matchers work in ISO days (Monday 1 to Sunday 7). */
const DAY_OF_WEEK: FieldRange = { name: 'day-of-week', min: 0, max: 7, names: WEEKDAYS };

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoWeekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/**
 * The day-of-month field: values, ranges and steps, `?` or `*` for any day, and Quartz's `L` (last day), `L-3`
 * (three days before it), `15W` (the weekday nearest the 15th, within the month) and `LW` (the last weekday).
 */
export function parseDayOfMonth(text: string): Parsed<DayMatcher> {
  if (text === '?' || text === '*') return { ok: true, value: ANY };
  const upper = text.toUpperCase();
  if (!/[LW]/.test(upper)) return setMatcher(parseValueSet(text, DAY_OF_MONTH), (_year, _month, day) => day);
  if (upper.includes(',')) return fail(DAY_OF_MONTH, `'${text}': L and W stand alone, not in a list`);
  if (upper === 'LW') return { ok: true, value: (year, month, day) => day === lastWeekday(year, month) };
  const last = /^L(?:-(\d+))?$/.exec(upper);
  if (last) {
    const offset = Number(last[1] ?? 0);
    if (offset > 30) return fail(DAY_OF_MONTH, `the offset of '${text}' must be 30 or less`);
    return { ok: true, value: (year, month, day) => day === daysInMonth(year, month) - offset };
  }
  const nearest = /^(\d+)W$/.exec(upper);
  if (!nearest) return fail(DAY_OF_MONTH, `'${text}' is not a day, a range, L, L-n, nW or LW`);
  const target = readValue(nearest[1] ?? '', DAY_OF_MONTH);
  if (!target.ok) return target;
  return { ok: true, value: (year, month, day) => day === weekdayNearest(year, month, target.value) };
}

/**
 * The day-of-week field: values (0 or 7 is Sunday), names (`MON-FRI`), ranges and steps, `?` or `*` for any day,
 * and Quartz's `5L` (the last Friday of the month) and `MON#2` (the second Monday).
 */
export function parseDayOfWeek(text: string): Parsed<DayMatcher> {
  if (text === '?' || text === '*') return { ok: true, value: ANY };
  const upper = text.toUpperCase();
  if (!/[L#]/.test(upper)) {
    return setMatcher(parseValueSet(text, DAY_OF_WEEK), isoWeekday, (value) => value || 7);
  }
  if (upper.includes(',')) return fail(DAY_OF_WEEK, `'${text}': L and # stand alone, not in a list`);
  const lastOf = /^(\w+)L$/.exec(upper);
  const nth = /^(\w+)#(\d+)$/.exec(upper);
  const weekday = readValue(lastOf?.[1] ?? nth?.[1] ?? '', DAY_OF_WEEK);
  if (!lastOf && !nth) return fail(DAY_OF_WEEK, `'${text}' is not a day, a range, dL or d#n`);
  if (!weekday.ok) return weekday;
  const iso = weekday.value || 7;
  if (lastOf) return { ok: true, value: (year, month, day) => isoWeekday(year, month, day) === iso && day + 7 > daysInMonth(year, month) };
  const ordinal = Number(nth?.[2]);
  if (ordinal < 1 || ordinal > 5) return fail(DAY_OF_WEEK, `the ordinal of '${text}' must be 1 to 5`);
  return { ok: true, value: (year, month, day) => isoWeekday(year, month, day) === iso && Math.ceil(day / 7) === ordinal };
}

function setMatcher(
  parsed: Parsed<ReadonlySet<number>>,
  fieldOf: (year: number, month: number, day: number) => number,
  normalise: (value: number) => number = (value) => value,
): Parsed<DayMatcher> {
  if (!parsed.ok) return parsed;
  const values = new Set([...parsed.value].map(normalise));
  return { ok: true, value: (year, month, day) => values.has(fieldOf(year, month, day)) };
}

function lastWeekday(year: number, month: number): number {
  const last = daysInMonth(year, month);
  const weekday = isoWeekday(year, month, last);
  return weekday === 6 ? last - 1 : weekday === 7 ? last - 2 : last;
}

/** The weekday nearest `target` without leaving the month; none when the month is shorter than `target`. */
function weekdayNearest(year: number, month: number, target: number): number {
  const last = daysInMonth(year, month);
  if (target > last) return -1;
  const weekday = isoWeekday(year, month, target);
  if (weekday === 6) return target === 1 ? target + 2 : target - 1;
  if (weekday === 7) return target === last ? target - 2 : target + 1;
  return target;
}
