import type { FeelDate, FeelDateTime, FeelDuration, FeelTime } from 'feelin';
import { Temporal } from 'temporal-polyfill';
import type { FeelTemporal } from '../values.js';
import { nanoOfDay, timeOffsetSeconds, zonedTimeNanos } from './construct.js';
import { totalMonths, totalNanos } from './duration-length.js';
import { temporalClass } from './kinds.js';
import { dateTimeOffsetSeconds, instantOf } from './offsets.js';

const sign = (difference: number | bigint): number => (difference > 0 ? 1 : difference < 0 ? -1 : 0);

type Zoned<T> = T & { zone: string };

/** Java's ZonedDateTime.compareTo: the instant, then the wall clock, then the zone id. */
function compareZonedDateTimes(a: Zoned<FeelDateTime>, b: Zoned<FeelDateTime>): number {
  const byInstant = sign(instantOf(a).epochNanoseconds - instantOf(b).epochNanoseconds);
  if (byInstant !== 0) return byInstant;
  const byWallClock = Temporal.PlainDateTime.compare(a.value, b.value);
  if (byWallClock !== 0) return byWallClock;
  return a.zone < b.zone ? -1 : a.zone > b.zone ? 1 : 0;
}

/**
 * The order of two temporal values, as Camunda's `<`: only values of the same class compare (a local time not with
 * a zoned one, a date not with a date and time, years and months not with days and time); otherwise null.
 */
export function compareTemporal(a: FeelTemporal, b: FeelTemporal): number | null {
  const kind = temporalClass(a);
  if (kind !== temporalClass(b)) return null;
  switch (kind) {
    case 'date':
      return Temporal.PlainDate.compare((a as FeelDate).value, (b as FeelDate).value);
    case 'local time':
      return sign(nanoOfDay((a as FeelTime).value) - nanoOfDay((b as FeelTime).value));
    case 'time':
      return sign(zonedTimeNanos(a as Zoned<FeelTime>) - zonedTimeNanos(b as Zoned<FeelTime>));
    case 'local date and time':
      return Temporal.PlainDateTime.compare((a as FeelDateTime).value, (b as FeelDateTime).value);
    case 'date and time':
      return compareZonedDateTimes(a as Zoned<FeelDateTime>, b as Zoned<FeelDateTime>);
    case 'ym duration':
      return sign(totalMonths(a as FeelDuration) - totalMonths(b as FeelDuration));
    case 'dt duration':
      return sign(totalNanos(a as FeelDuration) - totalNanos(b as FeelDuration));
  }
}

/**
 * Camunda's `=` on temporal values (Java's equals): a zoned value equals another only with the same wall clock and
 * the same zone, so 10:00+01:00 is not 09:00Z. Values of different classes are null (not comparable).
 */
export function temporalEquals(a: FeelTemporal, b: FeelTemporal): boolean | null {
  const kind = temporalClass(a);
  if (kind !== temporalClass(b)) return null;
  if (kind === 'time') {
    const [x, y] = [a as Zoned<FeelTime>, b as Zoned<FeelTime>];
    return nanoOfDay(x.value) === nanoOfDay(y.value) && x.zone === y.zone && timeOffsetSeconds(x) === timeOffsetSeconds(y);
  }
  if (kind === 'date and time') {
    const [x, y] = [a as Zoned<FeelDateTime>, b as Zoned<FeelDateTime>];
    return x.zone === y.zone && x.value.equals(y.value) && dateTimeOffsetSeconds(x) === dateTimeOffsetSeconds(y);
  }
  return compareTemporal(a, b) === 0;
}
