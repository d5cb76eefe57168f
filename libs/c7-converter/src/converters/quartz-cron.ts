/**
 * Camunda 7 reads timer cycles that are not ISO 8601 as Quartz cron (`second minute hour day-of-month month
 * day-of-week [year]`, Sunday = 1); Zeebe reads Spring cron (six fields, Sunday = 0 or 7). Only the day-of-week
 * numbers and the year differ in what both can say; the rest is kept as it is.
 */
export type QuartzMapping = { ok: true; spring: string } | { ok: false; reason: string };

const SPRING_DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

export function quartzToSpring(quartz: string): QuartzMapping {
  const fields = quartz.trim().split(/\s+/);
  if (fields.length !== 6 && fields.length !== 7) return { ok: false, reason: `a Quartz cron expression has 6 or 7 fields, found ${fields.length}` };
  const [second = '', minute = '', hour = '', day = '', month = '', weekday = '', year = '*'] = fields;
  if (year !== '*') return { ok: false, reason: `Zeebe's cron has no year field (found '${year}')` };
  if (day !== '?' && weekday !== '?') {
    return { ok: false, reason: 'Quartz needs one of day-of-month and day-of-week to be ?, and Zeebe would match a day only when both match' };
  }
  const mapped = mapWeekday(weekday.toUpperCase());
  return mapped.ok ? { ok: true, spring: [second, minute, hour, day, month, mapped.spring].join(' ') } : mapped;
}

/** Day-of-week: numbers move from Quartz's Sunday = 1 to Spring's Sunday = 0; names, `?` and `*` stay. */
function mapWeekday(field: string): QuartzMapping {
  if (field === '?' || field === '*') return { ok: true, spring: field };
  if (field === 'L') return { ok: true, spring: 'SAT' };
  const special = /^(\w+)(L|#\d)$/.exec(field);
  if (special) {
    const day = mapDay(special[1] ?? '');
    return day === null ? unknown(field) : { ok: true, spring: `${day}${special[2]}` };
  }
  const parts: string[] = [];
  for (const part of field.split(',')) {
    const mapped = part.includes('/') ? expandStep(part) : mapRange(part);
    if (mapped === null) return unknown(field);
    parts.push(mapped);
  }
  return { ok: true, spring: parts.join(',') };
}

function mapRange(part: string): string | null {
  const days = part.split('-').map(mapDay);
  if (days.length > 2 || days.some((day) => day === null)) return null;
  if (days.length === 2 && dayNumber(days[0] ?? '') > dayNumber(days[1] ?? '')) return null;
  return days.join('-');
}

/** A step counts in Quartz's numbering (`2/2` is Monday, Wednesday, Friday), so it is written out as a list. */
function expandStep(part: string): string | null {
  const [range = '', step = ''] = part.split('/');
  const [from = '1', to = '7'] = range === '*' ? [] : range.split('-');
  const first = quartzNumber(from);
  const last = range.includes('-') ? quartzNumber(to) : 7;
  if (first === null || last === null || !/^\d+$/.test(step) || Number(step) < 1) return null;
  const days: string[] = [];
  for (let day = first; day <= last; day += Number(step)) days.push(SPRING_DAY_NAMES[day - 1] ?? '');
  return days.join(',');
}

/** A Quartz day (1 to 7 or a name) as Spring writes it, or null. */
function mapDay(day: string): string | null {
  const number = quartzNumber(day);
  if (number === null) return null;
  return /^\d+$/.test(day) ? String(number - 1) : day;
}

function quartzNumber(day: string): number | null {
  const named = SPRING_DAY_NAMES.indexOf(day);
  if (named !== -1) return named + 1;
  return /^[1-7]$/.test(day) ? Number(day) : null;
}

function dayNumber(day: string): number {
  const named = SPRING_DAY_NAMES.indexOf(day);
  return named === -1 ? Number(day) : named;
}

function unknown(field: string): QuartzMapping {
  return { ok: false, reason: `the day-of-week '${field}' is not one Baton can map` };
}
