import { FeelDate, FeelDateTime, FeelDuration, FeelTime } from 'feelin';
import { Temporal } from 'temporal-polyfill';
import { javaIntValue } from '../temporal/arithmetic.js';
import { dateTimeAt, makeDate, makeDateTime, makeTime } from '../temporal/construct.js';
import { javaSeconds, totalNanos } from '../temporal/duration-length.js';
import { yearsMonthsDuration } from '../temporal/duration.js';
import { dateTimeOffsetSeconds, instantOf } from '../temporal/offsets.js';
import { nullWhenOutOfRange } from '../temporal/out-of-range.js';
import { parseDate, parseDateTime, parseDuration, parseTime } from '../temporal/parse.js';
import { offsetZone, parseZoneId, UTC_OFFSET } from '../temporal/zone.js';
import { FeelNumber, type FeelValue, isFeelNumber } from '../values.js';
import { type BuiltinCallContext, type BuiltinSignature, builtin } from './builtin.js';

// Camunda's conversion and temporal built-ins (feel-scala's ConversionBuiltinFunctions and TemporalBuiltinFunctions):
// an argument of a type no case takes, or a value Java refuses to build, gives null.

type Args = readonly (FeelValue | undefined)[];

/** A signature whose value beyond Temporal's years is null rather than a thrown RangeError. */
function signature(name: string, parameters: readonly string[], call: (args: Args, context: BuiltinCallContext) => FeelValue): BuiltinSignature {
  return builtin(name, parameters, (args, context) => nullWhenOutOfRange(() => call(args, context)));
}

/** The calendar date of a date or of a date and time (local or zoned), as the date functions take it. */
function calendarDate(value: FeelValue | undefined): Temporal.PlainDate | null {
  if (value instanceof FeelDate) return value.value;
  if (value instanceof FeelDateTime) return value.value.toPlainDate();
  return null;
}

function dateFrom(from: FeelValue | undefined): FeelValue {
  if (typeof from === 'string') return parseDate(from);
  const date = calendarDate(from);
  return date && makeDate(date);
}

function dateFromParts(year: FeelValue | undefined, month: FeelValue | undefined, day: FeelValue | undefined): FeelValue {
  if (!isFeelNumber(year) || !isFeelNumber(month) || !isFeelNumber(day)) return null;
  try {
    const parts = { year: javaIntValue(year), month: javaIntValue(month), day: javaIntValue(day) };
    return makeDate(Temporal.PlainDate.from(parts, { overflow: 'reject' }));
  } catch {
    return null;
  }
}

/** Java's LocalTime.of(hour, minute, second, nanos), the nanoseconds taken from the fraction of `second`. */
function plainTime(hour: FeelNumber, minute: FeelNumber, second: FeelNumber, withFraction: boolean): Temporal.PlainTime | null {
  const nanos = withFraction ? javaIntValue(second.minus(second.trunc()).times(1e9)) : 0;
  if (nanos < 0) return null;
  try {
    const parts = { hour: javaIntValue(hour), minute: javaIntValue(minute), second: javaIntValue(second) };
    const fraction = { millisecond: Math.floor(nanos / 1e6), microsecond: Math.floor(nanos / 1e3) % 1e3, nanosecond: nanos % 1e3 };
    return Temporal.PlainTime.from({ ...parts, ...fraction }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

function timeFromParts(args: Args): FeelValue {
  const [hour, minute, second, offset] = args;
  if (!isFeelNumber(hour) || !isFeelNumber(minute) || !isFeelNumber(second)) return null;
  if (offset === undefined || offset === null) {
    const time = plainTime(hour, minute, second, offset === undefined);
    return time && makeTime(time, null);
  }
  if (!(offset instanceof FeelDuration) || offset.yearsMonths) return null;
  const zone = offsetZone(Number(javaSeconds(totalNanos(offset))));
  const time = plainTime(hour, minute, second, true);
  return time && zone ? makeTime(time, zone) : null;
}

function timeFrom(from: FeelValue | undefined): FeelValue {
  if (typeof from === 'string') return parseTime(from);
  if (from instanceof FeelDateTime) {
    const offset = from.zone === null ? undefined : dateTimeOffsetSeconds(from as FeelDateTime & { zone: string });
    return makeTime(from.value.toPlainTime(), from.zone, offset);
  }
  if (from instanceof FeelDate) return makeTime(Temporal.PlainTime.from('00:00'), UTC_OFFSET);
  return null;
}

/** `date and time(date, time)`: the date's day at the time (zoned with the time's zone); or a date and time in a zone. */
function dateAndTimeOf(date: FeelValue | undefined, time: FeelValue | undefined): FeelValue {
  if (typeof time === 'string') {
    const zone = parseZoneId(time);
    if (zone === null || !(date instanceof FeelDateTime)) return null;
    if (date.zone === null) return makeDateTime(date.value, zone);
    return dateTimeAt(instantOf(date as FeelDateTime & { zone: string }), zone);
  }
  const day = calendarDate(date);
  if (day === null || !(time instanceof FeelTime)) return null;
  return makeDateTime(day.toPlainDateTime(time.value), time.zone);
}

/** Java's Period.between(from, to) without its days: whole months, counted towards zero. */
function monthsBetween(from: Temporal.PlainDate, to: Temporal.PlainDate): number {
  let months = to.year * 12 + to.month - (from.year * 12 + from.month);
  const days = to.day - from.day;
  if (months > 0 && days < 0) months--;
  else if (months < 0 && days > 0) months++;
  return months;
}

function yearsAndMonthsBetween(from: FeelValue | undefined, to: FeelValue | undefined): FeelValue {
  const start = calendarDate(from);
  const end = calendarDate(to);
  return start && end && yearsMonthsDuration(monthsBetween(start, end));
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A function of a date, taking a date or a date and time (its calendar date). */
function ofDate(name: string, compute: (date: Temporal.PlainDate) => FeelValue): BuiltinSignature {
  return signature(name, ['date'], ([value]) => {
    const date = calendarDate(value);
    return date && compute(date);
  });
}

/** The engine clock's instant in UTC: Baton's engine runs in UTC, where Zeebe takes the JVM's default zone. */
function now(context: BuiltinCallContext): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(context.now).toZonedDateTimeISO('UTC');
}

export const TEMPORAL_BUILTINS: readonly BuiltinSignature[] = [
  signature('date', ['from'], ([from]) => dateFrom(from)),
  signature('date', ['year', 'month', 'day'], ([year, month, day]) => dateFromParts(year, month, day)),
  signature('time', ['from'], ([from]) => timeFrom(from)),
  signature('time', ['hour', 'minute', 'second'], (args) => timeFromParts(args.slice(0, 3))),
  signature('time', ['hour', 'minute', 'second', 'offset'], (args) => timeFromParts([...args.slice(0, 3), args[3] ?? null])),
  signature('date and time', ['from'], ([from]) => (typeof from === 'string' ? parseDateTime(from) : null)),
  signature('date and time', ['date', 'time'], ([date, time]) => dateAndTimeOf(date, time)),
  signature('duration', ['from'], ([from]) => (typeof from === 'string' ? parseDuration(from) : null)),
  signature('years and months duration', ['from', 'to'], ([from, to]) => yearsAndMonthsBetween(from, to)),
  signature('now', [], (_, context) => dateTimeAt(now(context), UTC_OFFSET)),
  signature('today', [], (_, context) => makeDate(now(context).toPlainDate())),
  ofDate('day of year', (date) => new FeelNumber(date.dayOfYear)),
  ofDate('day of week', (date) => WEEKDAYS[date.dayOfWeek - 1]),
  ofDate('month of year', (date) => MONTHS[date.month - 1]),
  ofDate('week of year', (date) => new FeelNumber(date.weekOfYear ?? 0)),
  ofDate('last day of month', (date) => makeDate(date.with({ day: date.daysInMonth }))),
];
