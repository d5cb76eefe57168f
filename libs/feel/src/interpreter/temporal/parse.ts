import type { FeelDate, FeelDateTime, FeelDuration, FeelTime } from 'feelin';
import { Temporal } from 'temporal-polyfill';
import type { FeelFailure, FeelValue } from '../values.js';
import { dateTimeAt, makeDate, makeDateTime, makeTime } from './construct.js';
import { daysTimeDuration, yearsMonthsDuration } from './duration.js';
import { NANOS_PER_DAY, NANOS_PER_HOUR, NANOS_PER_MINUTE, NANOS_PER_SECOND } from './duration-length.js';
import { nullWhenOutOfRange } from './out-of-range.js';
import { parseOffset, parseZoneId, toZoned } from './zone.js';

// Camunda first matches these patterns (feel-scala's package object), then parses with Java's strict formatters.
const DATE = /^(-?(?:[1-9]\d{0,4})?\d{4})-([01]\d)-([0-3]\d)$/;
const LOCAL_TIME = /^T?(\d{2}):(\d{2})(?::(\d{2}))?(?:\.(\d{1,9}))?$/;
const ZONED_TIME = /^T?(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([+-]\d{2}:\d{2}|Z)|@(.*))$/;
const DATE_TIME = /^(-?(?:[1-9]\d{0,4})?\d{4}-[01]\d-[0-3]\d)T([0-2]\d):([0-5]\d)(?::([0-5]\d))?(?:\.(\d{1,9}))?(.*)$/;
const DATE_TIME_ZONE = /^(?:([+-][01]\d:[0-5]\d|Z)(?:\[(.+)\])?|@(.*))$/;
const YEARS_MONTHS = /^(-?)P(?:(-?\d+)Y)?(?:(-?\d+)M)?$/;
const DAYS_TIME = /^(-?)P(?:(-?\d+)D)?(?:T(?:(-?\d+)H)?(?:(-?\d+)M)?(?:(-?\d+)(?:[.,](\d{0,9}))?S)?)?$/;

const MAX_INT = 2 ** 31 - 1;

function plainDate(text: string): Temporal.PlainDate | null {
  const match = DATE.exec(text);
  if (!match) return null;
  try {
    return Temporal.PlainDate.from({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

function plainTime(hour: string, minute: string, second: string | undefined, fraction: string | undefined): Temporal.PlainTime | null {
  const nanos = Number((fraction ?? '').padEnd(9, '0'));
  try {
    return Temporal.PlainTime.from(
      {
        hour: Number(hour),
        minute: Number(minute),
        second: Number(second ?? 0),
        millisecond: Math.floor(nanos / 1_000_000),
        microsecond: Math.floor(nanos / 1_000) % 1_000,
        nanosecond: nanos % 1_000,
      },
      { overflow: 'reject' },
    );
  } catch {
    return null;
  }
}

/** `date("2020-04-06")`: a calendar date; null when the text is no valid date. */
export function parseDate(text: string): FeelDate | null {
  const date = plainDate(text);
  return date && makeDate(date);
}

/** `time("08:00:00")`, with an offset (`+02:00`, `Z`) or a region (`@Europe/Berlin`); a local time may omit seconds. */
export function parseTime(text: string): FeelTime | null {
  const zoned = ZONED_TIME.exec(text);
  if (zoned) {
    const time = plainTime(zoned[1], zoned[2], zoned[3], zoned[4]);
    const zone = zoned[5] !== undefined ? parseOffset(zoned[5]) : parseZoneId(zoned[6]);
    return time && zone ? makeTime(time, zone) : null;
  }
  const local = LOCAL_TIME.exec(text);
  const time = local && plainTime(local[1], local[2], local[3], local[4]);
  return time && makeTime(time, null);
}

/** A wall clock with the zone written after it: an offset, an offset and a region in brackets, or `@region`. */
function zonedDateTime(wallClock: Temporal.PlainDateTime, text: string): FeelDateTime | null {
  if (text === '') return makeDateTime(wallClock, null);
  const match = DATE_TIME_ZONE.exec(text);
  if (!match) return null;
  const zone = match[3] !== undefined ? parseZoneId(match[3]) : parseOffset(match[1]);
  if (zone === null) return null;
  if (match[2] === undefined) return makeDateTime(wallClock, zone);
  // `+01:00[Europe/Paris]`: the offset fixes the instant, the region its wall clock.
  const region = parseZoneId(match[2]);
  return region === null ? null : dateTimeAt(toZoned(wallClock, zone), region);
}

/** `date and time("2020-04-06T08:00:00@Europe/Berlin")`; a bare date is its midnight, a local date and time. */
export function parseDateTime(text: string): FeelDateTime | null {
  return nullWhenOutOfRange(() => dateTimeFrom(text));
}

function dateTimeFrom(text: string): FeelDateTime | null {
  const date = plainDate(text);
  if (date) return makeDateTime(date.toPlainDateTime(), null);
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const datePart = plainDate(match[1]);
  const time = plainTime(match[2], match[3], match[4], match[5]);
  return datePart && time && zonedDateTime(datePart.toPlainDateTime(time), match[6]);
}

function yearsMonths(text: string): FeelDuration | null {
  const match = YEARS_MONTHS.exec(text)!;
  if (match[2] === undefined && match[3] === undefined) return null;
  const years = Number(match[2] ?? 0);
  const months = Number(match[3] ?? 0);
  if (Math.abs(years) > MAX_INT || Math.abs(months) > MAX_INT) return null;
  const total = years * 12 + months;
  return yearsMonthsDuration(match[1] === '-' ? -total : total);
}

function daysTime(text: string): FeelDuration | null {
  const match = DAYS_TIME.exec(text)!;
  const [, sign, days, hours, minutes, seconds, fraction] = match;
  const hasTime = hours !== undefined || minutes !== undefined || seconds !== undefined;
  if (text.includes('T') ? !hasTime : days === undefined) return null;
  let fractionNanos = BigInt((fraction ?? '').padEnd(9, '0'));
  if (seconds?.startsWith('-')) fractionNanos = -fractionNanos;
  const nanos =
    BigInt(days ?? 0) * NANOS_PER_DAY +
    BigInt(hours ?? 0) * NANOS_PER_HOUR +
    BigInt(minutes ?? 0) * NANOS_PER_MINUTE +
    BigInt(seconds ?? 0) * NANOS_PER_SECOND +
    fractionNanos;
  return daysTimeDuration(sign === '-' ? -nanos : nanos);
}

/** `duration("P1Y6M")` or `duration("P1DT2H")`: the kind follows from the text, as Camunda tells them apart. */
export function parseDuration(text: string): FeelDuration | null {
  if (YEARS_MONTHS.test(text)) return yearsMonths(text);
  if (DAYS_TIME.test(text)) return daysTime(text);
  return null;
}

/**
 * The value of `@"..."`: a date, a zoned time, a date and time, a duration, or else a local time (Camunda's order).
 * Text that is none of them is null, as in Camunda, which answers such a literal with null rather than failing.
 */
export function parseTemporalLiteral(text: string): FeelValue | FeelFailure {
  if (DATE.test(text)) return parseDate(text);
  if (ZONED_TIME.test(text)) return parseTime(text);
  if (DATE_TIME.test(text)) return parseDateTime(text);
  return parseDuration(text) ?? parseTime(text);
}

/** A date and time at `24:00`, `24:00:00` or `24:00:00.000`: the date part and the zone part around it. */
const END_OF_DAY = /^(.*T)24:00(?::00(?:\.0{1,9})?)?(.*)$/;

/**
 * A temporal literal in DMN models: as {@link parseTemporalLiteral}, and a date and time at `24:00:00` is the next
 * day's midnight, as XML Schema's dateTime reads it (the DMN TCK expects it). FEEL-Scala refuses the hour 24 (Java's
 * strict resolver takes hours 0 to 23).
 */
export function parseTemporalLiteralDmn(text: string): FeelValue | FeelFailure {
  const endOfDay = END_OF_DAY.exec(text);
  const midnight = endOfDay ? parseDateTime(`${endOfDay[1]}00:00:00${endOfDay[2]}`) : null;
  if (midnight === null) return parseTemporalLiteral(text);
  return nullWhenOutOfRange(() => makeDateTime(midnight.value.add({ days: 1 }), midnight.zone));
}
