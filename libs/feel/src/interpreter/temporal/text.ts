import { FeelDate, FeelDateTime, type FeelDuration, FeelTime } from 'feelin';
import type { Temporal } from 'temporal-polyfill';
import type { FeelTemporal } from '../values.js';
import { javaSeconds, totalMonths, totalNanos } from './duration-length.js';
import { UTC_OFFSET } from './zone.js';

const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');

/** Java's LocalDate.toString: a sign before a year beyond four digits (`+10000-01-01`, `-0005-01-01`). */
export function dateText(date: Temporal.PlainDate): string {
  const year = date.year;
  const yearText = year > 9999 ? `+${year}` : year < 0 ? `-${pad(year, 4)}` : pad(year, 4);
  return `${yearText}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The date of a date and time, as Camunda's formatter writes it: a sign only before a negative year. */
function dateOfDateTimeText(date: Temporal.PlainDate): string {
  return `${date.year < 0 ? '-' : ''}${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** `HH:mm:ss` and the fraction of the second without trailing zeros. */
export function timeText(time: Temporal.PlainTime): string {
  const nanos = time.millisecond * 1_000_000 + time.microsecond * 1_000 + time.nanosecond;
  const fraction = nanos === 0 ? '' : `.${pad(nanos, 9).replace(/0+$/, '')}`;
  return `${pad(time.hour, 2)}:${pad(time.minute, 2)}:${pad(time.second, 2)}${fraction}`;
}

export function zoneText(zone: string): string {
  if (zone === UTC_OFFSET) return 'Z';
  return zone.startsWith('+') || zone.startsWith('-') ? zone : `@${zone}`;
}

/** Camunda's form of a years and months duration: `P1Y2M`, `-P3M`, `P0Y`. */
function yearsMonthsText(months: number): string {
  if (months === 0) return 'P0Y';
  const abs = Math.abs(months);
  const years = Math.floor(abs / 12);
  const rest = abs % 12;
  return `${months < 0 ? '-' : ''}P${years ? `${years}Y` : ''}${rest ? `${rest}M` : ''}`;
}

/** Camunda's form of a days and time duration: whole seconds only (`PT1.5S` prints `PT1S`), `P0D` when zero. */
function daysTimeText(nanos: bigint): string {
  const seconds = javaSeconds(nanos);
  const parts = [seconds / 86400n, (seconds / 3600n) % 24n, (seconds / 60n) % 60n, seconds % 60n];
  if (parts.every((part) => part === 0n)) return 'P0D';
  const negative = parts.every((part) => part <= 0n);
  const [day, hour, minute, second] = negative ? parts.map((part) => -part) : parts;
  const unit = (value: bigint, suffix: string) => (value === 0n ? '' : `${value}${suffix}`);
  const time = `${unit(hour, 'H')}${unit(minute, 'M')}${unit(second, 'S')}`;
  return `${negative ? '-' : ''}P${unit(day, 'D')}${time ? `T${time}` : ''}`;
}

/** Camunda's string of a temporal value: what `string(x)` answers and what Zeebe stores as the value's JSON. */
export function temporalToString(value: FeelTemporal): string {
  if (value instanceof FeelDate) return dateText(value.value);
  if (value instanceof FeelTime) return timeText(value.value) + (value.zone === null ? '' : zoneText(value.zone));
  if (value instanceof FeelDateTime) {
    const wallClock = value.value;
    const text = `${dateOfDateTimeText(wallClock.toPlainDate())}T${timeText(wallClock.toPlainTime())}`;
    return text + (value.zone === null ? '' : zoneText(value.zone));
  }
  return durationText(value);
}

export function durationText(value: FeelDuration): string {
  return value.yearsMonths ? yearsMonthsText(totalMonths(value)) : daysTimeText(totalNanos(value));
}
