import { FeelDate, FeelDateTime, FeelDuration, FeelTime } from 'feelin';
import type { Temporal } from 'temporal-polyfill';
import { FeelNumber, type FeelTemporal, type FeelValue } from '../values.js';
import { dateTimeAt, makeDate, makeDateTime, makeTime, nanoOfDay, timeOfDayAt, timeOffsetSeconds, zonedTimeNanos } from './construct.js';
import { javaMillis, NANOS_PER_DAY, totalMonths, totalNanos } from './duration-length.js';
import { daysTimeDuration, yearsMonthsDuration } from './duration.js';
import { dateTimeOffsetSeconds, instantOf } from './offsets.js';
import { nullWhenOutOfRange } from './out-of-range.js';
import { UTC_OFFSET } from './zone.js';

// The cases are feel-scala's FeelInterpreter addOp / subOp / mulOp / divOp; any other pair is null.

const isDaysTime = (value: unknown): value is FeelDuration => value instanceof FeelDuration && !value.yearsMonths;
const isYearsMonths = (value: unknown): value is FeelDuration => value instanceof FeelDuration && value.yearsMonths;

/** Adds a whole number of nanoseconds to a wall clock, exactly (Temporal's nanosecond field stops at 2^53). */
function plusNanos(wallClock: Temporal.PlainDateTime, nanos: bigint): Temporal.PlainDateTime {
  const days = nanos / NANOS_PER_DAY;
  return wallClock.add({ days: Number(days), nanoseconds: Number(nanos - days * NANOS_PER_DAY) });
}

/** A date and time moved by a duration: months on the wall clock, time on the instant (Java's ZonedDateTime.plus). */
function moveDateTime(value: FeelDateTime, duration: FeelDuration, sign: 1 | -1): FeelDateTime {
  const zone = value.zone;
  if (zone === null) {
    if (duration.yearsMonths) return makeDateTime(value.value.add({ months: sign * totalMonths(duration) }), null);
    return makeDateTime(plusNanos(value.value, BigInt(sign) * totalNanos(duration)), null);
  }
  const zoned = value as FeelDateTime & { zone: string };
  if (duration.yearsMonths) return makeDateTime(value.value.add({ months: sign * totalMonths(duration) }), zone, dateTimeOffsetSeconds(zoned));
  const nanos = BigInt(sign) * totalNanos(duration);
  const moved = instantOf(zoned).add({ seconds: Number(nanos / 1_000_000_000n), nanoseconds: Number(nanos % 1_000_000_000n) });
  return dateTimeAt(moved, zone);
}

/** A date moved by a days and time duration: from its midnight, then the date of the result. */
function moveDate(value: FeelDate, duration: FeelDuration, sign: 1 | -1): FeelDate {
  if (duration.yearsMonths) return makeDate(value.value.add({ months: sign * totalMonths(duration) }));
  return makeDate(plusNanos(value.value.toPlainDateTime(), BigInt(sign) * totalNanos(duration)).toPlainDate());
}

/** A time moved by a days and time duration, wrapping around midnight and keeping its zone. */
function moveTime(value: FeelTime, duration: FeelDuration, sign: 1 | -1): FeelTime {
  const nanos = nanoOfDay(value.value) + BigInt(sign) * totalNanos(duration);
  const offset = value.zone === null ? undefined : timeOffsetSeconds(value as FeelTime & { zone: string });
  return makeTime(timeOfDayAt(nanos, value.value), value.zone, offset);
}

function move(value: FeelValue, duration: FeelDuration, sign: 1 | -1): FeelValue {
  if (value instanceof FeelDateTime) return moveDateTime(value, duration, sign);
  if (value instanceof FeelDate) return moveDate(value, duration, sign);
  if (value instanceof FeelTime && !duration.yearsMonths) return moveTime(value, duration, sign);
  return null;
}

function combineDurations(a: FeelDuration, b: FeelDuration, sign: 1 | -1): FeelValue {
  if (isYearsMonths(a) && isYearsMonths(b)) return yearsMonthsDuration(totalMonths(a) + sign * totalMonths(b));
  if (isDaysTime(a) && isDaysTime(b)) return daysTimeDuration(totalNanos(a) + BigInt(sign) * totalNanos(b));
  return null;
}

/** `a + b` for temporal operands: a date, time or date and time and a duration (either way round), or two durations. */
export function addTemporal(a: FeelValue, b: FeelValue): FeelValue {
  return nullWhenOutOfRange(() => add(a, b));
}

function add(a: FeelValue, b: FeelValue): FeelValue {
  if (a instanceof FeelDuration && b instanceof FeelDuration) return combineDurations(a, b, 1);
  if (b instanceof FeelDuration) return move(a, b, 1);
  if (a instanceof FeelDuration) return move(b, a, 1);
  return null;
}

/** The nanoseconds between two date and times of the same kind (local with local, zoned with zoned). */
function between(a: FeelDateTime, b: FeelDateTime): bigint | null {
  if ((a.zone === null) !== (b.zone === null)) return null;
  const instant = (value: FeelDateTime) => (value.zone === null ? value.value.toZonedDateTime('UTC') : instantOf(value as FeelDateTime & { zone: string }));
  return instant(a).epochNanoseconds - instant(b).epochNanoseconds;
}

/** Two times: local ones give the signed difference; zoned ones the distance between them, never negative (feel-scala's ZonedTime.between). */
function timeDifference(a: FeelTime, b: FeelTime): FeelValue {
  if ((a.zone === null) !== (b.zone === null)) return null;
  if (a.zone === null) return daysTimeDuration(nanoOfDay(a.value) - nanoOfDay(b.value));
  const difference = zonedTimeNanos(a as FeelTime & { zone: string }) - zonedTimeNanos(b as FeelTime & { zone: string });
  return daysTimeDuration(difference < 0n ? -difference : difference);
}

/** `a - b` for temporal operands: a duration from a date, time or date and time, two of a kind, or two durations. */
export function subtractTemporal(a: FeelValue, b: FeelValue): FeelValue {
  return nullWhenOutOfRange(() => subtract(a, b));
}

function subtract(a: FeelValue, b: FeelValue): FeelValue {
  if (a instanceof FeelDuration) return b instanceof FeelDuration ? combineDurations(a, b, -1) : null;
  if (b instanceof FeelDuration) return move(a, b, -1);
  if (a instanceof FeelDateTime && b instanceof FeelDateTime) {
    const nanos = between(a, b);
    return nanos === null ? null : daysTimeDuration(nanos);
  }
  if (a instanceof FeelDate && b instanceof FeelDate) {
    return daysTimeDuration(BigInt(b.value.until(a.value, { largestUnit: 'day' }).days) * NANOS_PER_DAY);
  }
  if (a instanceof FeelTime && b instanceof FeelTime) return timeDifference(a, b);
  return null;
}

/**
 * DMN 1.5's `a - b` where one operand is a date and the other a date and time (FEEL-Scala has no such case: null):
 * the date stands for its midnight in UTC, so the date and time must have a zone too. Any other pair as
 * {@link subtractTemporal}.
 */
export function subtractTemporalDmn(a: FeelValue, b: FeelValue): FeelValue {
  const midnightUtc = (date: FeelDate) => makeDateTime(date.value.toPlainDateTime(), UTC_OFFSET);
  if (a instanceof FeelDate && b instanceof FeelDateTime) return subtractTemporal(midnightUtc(a), b);
  if (a instanceof FeelDateTime && b instanceof FeelDate) return subtractTemporal(a, midnightUtc(b));
  return subtractTemporal(a, b);
}

/** Java's BigDecimal.intValue: the integer part, keeping its low 32 bits. */
export function javaIntValue(value: FeelNumber): number {
  return Number(BigInt.asIntN(32, BigInt(value.trunc().toFixed(0))));
}

/** `d * n`, null unless `d` is a duration: Camunda multiplies by the integer part of `n` only (`duration("PT1H") * 1.5` is `PT1H`). */
export function multiplyDuration(duration: FeelTemporal, factor: FeelNumber): FeelValue {
  if (!(duration instanceof FeelDuration)) return null;
  const times = javaIntValue(factor);
  if (duration.yearsMonths) return yearsMonthsDuration(totalMonths(duration) * times);
  return daysTimeDuration(totalNanos(duration) * BigInt(times));
}

/**
 * `d / n` and `d / d` as feel-scala computes them: divided by a number, a years and months duration keeps whole months,
 * a days and time one whole milliseconds as a Java int (so beyond 24.8 days it wraps around); duration by duration
 * divides whole months or whole milliseconds as integers. Other operands, zero and mixed kinds give null.
 */
export function divideDuration(duration: FeelTemporal, divisor: FeelNumber | FeelTemporal): FeelValue {
  if (!(duration instanceof FeelDuration)) return null;
  if (divisor instanceof FeelDuration) {
    if (divisor.yearsMonths !== duration.yearsMonths) return null;
    if (duration.yearsMonths) {
      const by = totalMonths(divisor);
      return by === 0 ? null : new FeelNumber(Math.trunc(totalMonths(duration) / by));
    }
    const by = javaMillis(totalNanos(divisor));
    return by === 0n ? null : new FeelNumber((javaMillis(totalNanos(duration)) / by).toString());
  }
  if (!(divisor instanceof FeelNumber) || divisor.isZero()) return null;
  if (duration.yearsMonths) return yearsMonthsDuration(javaIntValue(new FeelNumber(totalMonths(duration)).div(divisor)));
  const millis = javaIntValue(new FeelNumber(javaMillis(totalNanos(duration)).toString()).div(divisor));
  return daysTimeDuration(BigInt(millis) * 1_000_000n);
}
