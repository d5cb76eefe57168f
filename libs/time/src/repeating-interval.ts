import { Temporal } from 'temporal-polyfill';
import { keptResult } from './instant-range.js';
import { parseDateTime } from './iso-date-time.js';
import { addDuration, parseDuration } from './iso-duration.js';

export interface RepeatingInterval {
  /** null repeats forever. */
  repetitions: number | null;
  /** The first occurrence when given; its offset or zone is where the calendar parts of the period count. */
  start: Temporal.ZonedDateTime | null;
  period: Temporal.Duration;
  /** The interval without its repetitions (`PT10S`, `2026-03-28T10:00:00[Europe/Berlin]/P1D`), for `nextOccurrence`. */
  interval: string;
}

/** `R5/PT10S`, `R/P1D` (unbounded) or `R3/2026-03-28T10:00:00[Europe/Berlin]/P1D` (with a start); at least one repetition. */
export function parseRepeatingInterval(text: string): RepeatingInterval | null {
  const match = /^R(\d*)\/(.+)$/.exec(text);
  if (!match) return null;
  const repetitions = match[1] === '' ? null : Number(match[1]);
  if (repetitions !== null && repetitions < 1) return null;
  const interval = match[2] ?? '';
  const parsed = parseInterval(interval);
  return parsed && { repetitions, ...parsed, interval };
}

/** `PT10S` or `<start>/<period>`; the period holds no slash, a zone name in the start may (`Europe/Berlin`). */
function parseInterval(interval: string): { start: Temporal.ZonedDateTime | null; period: Temporal.Duration } | null {
  const slash = interval.lastIndexOf('/');
  const period = parseDuration(interval.slice(slash + 1));
  if (!period) return null;
  if (slash === -1) return { start: null, period };
  const start = parseDateTime(interval.slice(0, slash));
  return start && { start, period };
}

/**
 * The occurrence after `previous` (epoch ms) of an interval that `RepeatingInterval.interval` gave: one period
 * later in the start's offset or zone (UTC without a start), so 10:00 in Europe/Berlin stays 10:00 across DST.
 * Chained from the previous occurrence, so a late fire does not shift the schedule. Null when it is no interval, or
 * when the occurrence lies beyond the years 1 to 9999.
 */
export function nextOccurrence(previous: number, interval: string): number | null {
  const parsed = parseInterval(interval);
  if (!parsed) return null;
  return keptResult(() => {
    const from = Temporal.Instant.fromEpochMilliseconds(previous).toZonedDateTimeISO(parsed.start?.timeZoneId ?? 'UTC');
    return addDuration(from, parsed.period).epochMilliseconds;
  });
}
