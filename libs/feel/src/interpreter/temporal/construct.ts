import { FeelDate, FeelDateTime, FeelTime } from 'feelin';
import type { Temporal } from 'temporal-polyfill';
import { NANOS_PER_DAY, NANOS_PER_SECOND } from './duration-length.js';
import { withZeebeText } from './json-text.js';
import { rememberLaterOffset } from './offsets.js';
import { fixedOffsetSeconds, offsetSecondsAt, standardOffsetSeconds, type Zone, toZoned, wallClockAt } from './zone.js';

export function makeDate(date: Temporal.PlainDate): FeelDate {
  return withZeebeText(new FeelDate(date));
}

/**
 * The offsets of times in a region taken from a date and time: Java's ZonedTime keeps the offset that date had
 * (`time(@"2020-07-01T10:00:00@Europe/Berlin")` is at +02:00), and feelin's FeelTime has no field for it.
 */
const timeOffsets = new WeakMap<FeelTime, number>();

/** A time; `offsetSeconds` pins the offset of a time in a region (otherwise the region's standard offset). */
export function makeTime(time: Temporal.PlainTime, zone: Zone, offsetSeconds?: number): FeelTime {
  const value = new FeelTime(time, zone);
  if (offsetSeconds !== undefined && zone !== null && fixedOffsetSeconds(zone) === null) timeOffsets.set(value, offsetSeconds);
  return withZeebeText(value);
}

/** A date and time in a region at a zoned instant, remembering the offset when it is a repeated hour's second pass. */
function inRegion(zoned: Temporal.ZonedDateTime, zone: string): FeelDateTime {
  const value = new FeelDateTime(zoned.toPlainDateTime(), zone);
  const offset = Math.round(zoned.offsetNanoseconds / 1e9);
  if (offset !== offsetSecondsAt(value.value, zone)) rememberLaterOffset(value, offset);
  return withZeebeText(value);
}

/**
 * A date and time. In a region a wall clock in a gap moves forwards and one in a repeated hour takes the earlier
 * offset, or `preferredOffsetSeconds` when that is the other one, as Java's ZonedDateTime resolves them.
 */
export function makeDateTime(wallClock: Temporal.PlainDateTime, zone: Zone, preferredOffsetSeconds?: number): FeelDateTime {
  if (zone === null || fixedOffsetSeconds(zone) !== null) return withZeebeText(new FeelDateTime(wallClock, zone));
  return inRegion(toZoned(wallClock, zone, preferredOffsetSeconds), zone);
}

/** A zoned date and time at an instant, in a zone. */
export function dateTimeAt(instant: Temporal.ZonedDateTime, zone: string): FeelDateTime {
  if (fixedOffsetSeconds(zone) === null) return inRegion(instant.withTimeZone(zone), zone);
  return makeDateTime(wallClockAt(instant, zone), zone);
}

export function nanoOfDay(time: Temporal.PlainTime): bigint {
  const seconds = BigInt(time.hour * 3600 + time.minute * 60 + time.second);
  return seconds * NANOS_PER_SECOND + BigInt(time.millisecond * 1_000_000 + time.microsecond * 1_000 + time.nanosecond);
}

/** A time of day `nanos` after midnight, wrapping around the day as Java's LocalTime.plus does. */
export function timeOfDayAt(nanos: bigint, like: Temporal.PlainTime): Temporal.PlainTime {
  const inDay = ((nanos % NANOS_PER_DAY) + NANOS_PER_DAY) % NANOS_PER_DAY;
  const seconds = Number(inDay / NANOS_PER_SECOND);
  const fraction = Number(inDay % NANOS_PER_SECOND);
  return like.with({
    hour: Math.floor(seconds / 3600),
    minute: Math.floor((seconds % 3600) / 60),
    second: seconds % 60,
    millisecond: Math.floor(fraction / 1_000_000),
    microsecond: Math.floor(fraction / 1_000) % 1_000,
    nanosecond: fraction % 1_000,
  });
}

/** The offset a zoned time has: its fixed offset, the offset its date and time had, or its region's standard offset. */
export function timeOffsetSeconds(value: FeelTime & { zone: string }): number {
  return timeOffsets.get(value) ?? standardOffsetSeconds(value.zone);
}

/** Camunda orders zoned times by the UTC time of day they stand for (Java's ZonedTime.nanos). */
export function zonedTimeNanos(value: FeelTime & { zone: string }): bigint {
  return nanoOfDay(value.value) - BigInt(timeOffsetSeconds(value)) * NANOS_PER_SECOND;
}
