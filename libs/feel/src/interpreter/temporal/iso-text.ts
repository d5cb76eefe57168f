import { FeelDate, FeelDateTime, type FeelDuration, FeelTime } from 'feelin';
import type { Temporal } from 'temporal-polyfill';
import type { FeelTemporal } from '../values.js';
import { timeOffsetSeconds } from './construct.js';
import { javaSeconds, NANOS_PER_SECOND, totalMonths, totalNanos } from './duration-length.js';
import { dateTimeOffsetSeconds } from './offsets.js';
import { dateText, timeText, zoneText } from './text.js';
import { fixedOffsetSeconds, offsetZone } from './zone.js';

/** Java's Duration.toString: hours without days (`PT48H`), seconds with their fraction, `PT0S` when zero. */
function javaDurationText(nanos: bigint): string {
  if (nanos === 0n) return 'PT0S';
  const seconds = javaSeconds(nanos);
  const fraction = nanos - seconds * NANOS_PER_SECOND;
  const effective = seconds < 0n && fraction > 0n ? seconds + 1n : seconds;
  const hours = effective / 3600n;
  const minutes = (effective % 3600n) / 60n;
  const secs = effective % 60n;
  let text = `PT${hours !== 0n ? `${hours}H` : ''}${minutes !== 0n ? `${minutes}M` : ''}`;
  if (secs === 0n && fraction === 0n && text.length > 2) return text;
  text += seconds < 0n && fraction > 0n && secs === 0n ? '-0' : `${secs}`;
  if (fraction > 0n) {
    const digits = (seconds < 0n ? NANOS_PER_SECOND - fraction : fraction).toString().padStart(9, '0').replace(/0+$/, '');
    text += `.${digits}`;
  }
  return `${text}S`;
}

/** Java's Period.toString of a normalised period: `P1Y2M`, `P-1Y-2M`, `P0D` when zero. */
function javaPeriodText(months: number): string {
  if (months === 0) return 'P0D';
  const years = Math.trunc(months / 12);
  const rest = months % 12;
  return `P${years !== 0 ? `${years}Y` : ''}${rest !== 0 ? `${rest}M` : ''}`;
}

function javaDurationOrPeriodText(value: FeelDuration): string {
  return value.yearsMonths ? javaPeriodText(totalMonths(value)) : javaDurationText(totalNanos(value));
}

function offsetText(seconds: number): string {
  return zoneText(offsetZone(seconds)!);
}

function localDateTimeText(wallClock: Temporal.PlainDateTime): string {
  return `${dateText(wallClock.toPlainDate())}T${timeText(wallClock.toPlainTime())}`;
}

/**
 * The ISO text `to json` writes for a temporal value (Jackson on Java's ISO formatters): a zoned date and time as
 * `2025-11-24T10:00:00+01:00[Europe/Berlin]`, a zoned time with its offset only, durations as Java prints them
 * (`PT48H`, `P3Y`).
 */
export function temporalToIsoText(value: FeelTemporal): string {
  if (value instanceof FeelDate) return dateText(value.value);
  if (value instanceof FeelTime) {
    if (value.zone === null) return timeText(value.value);
    return timeText(value.value) + offsetText(timeOffsetSeconds(value as FeelTime & { zone: string }));
  }
  if (value instanceof FeelDateTime) {
    const local = localDateTimeText(value.value);
    if (value.zone === null) return local;
    if (fixedOffsetSeconds(value.zone) !== null) return local + zoneText(value.zone);
    return `${local}${offsetText(dateTimeOffsetSeconds(value as FeelDateTime & { zone: string }))}[${value.zone}]`;
  }
  return javaDurationOrPeriodText(value);
}
