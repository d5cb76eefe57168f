import { Temporal } from 'temporal-polyfill';
import { keptResult } from './instant-range.js';

/** java.time's grammar: upper-case designators, a fraction on seconds only, at least one part, no sign. */
const DURATION_SHAPE = /^P(?=\d|T\d)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:[.,]\d{1,9})?S)?)?$/;

/** `PT15M`, `P1DT2H`, `PT0.5S`, `P2W`, `P1M`; null when it is not an ISO 8601 duration. */
export function parseDuration(text: string): Temporal.Duration | null {
  if (!DURATION_SHAPE.test(text)) return null;
  try {
    return Temporal.Duration.from(text);
  } catch {
    return null;
  }
}

/**
 * Adds a duration as java.time's `ZonedDateTime.plus(Period).plus(Duration)` does: years, months, weeks and
 * days move the wall-clock date in the date-time's zone (January 31 + P1M is February 28, 10:00 stays 10:00
 * across a DST change), hours, minutes and seconds are exact elapsed time (PT36H is 36 hours).
 */
export function addDuration(start: Temporal.ZonedDateTime, duration: Temporal.Duration): Temporal.ZonedDateTime {
  return start.add(duration);
}

/**
 * `addDuration` from an instant, for durations that start now: the calendar parts count in UTC. Null when the
 * result lies beyond the years 1 to 9999.
 */
export function addDurationToInstant(epochMilliseconds: number, duration: Temporal.Duration): number | null {
  return keptResult(() => addDuration(Temporal.Instant.fromEpochMilliseconds(epochMilliseconds).toZonedDateTimeISO('UTC'), duration).epochMilliseconds);
}
