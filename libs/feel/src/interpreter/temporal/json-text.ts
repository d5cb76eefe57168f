import { FeelDate, FeelDateTime, FeelTime } from 'feelin';
import type { Temporal } from 'temporal-polyfill';
import type { FeelTemporal } from '../values.js';
import { dateTimeOffsetSeconds } from './offsets.js';
import { dateText, durationText, temporalToString, timeText } from './text.js';
import { fixedOffsetSeconds, offsetZone, UTC_OFFSET } from './zone.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Java's LocalTime.toString: `HH:mm`, then `:ss` unless zero, then the fraction in groups of three digits. */
function javaTimeText(time: Temporal.PlainTime): string {
  const nanos = time.millisecond * 1_000_000 + time.microsecond * 1_000 + time.nanosecond;
  let text = `${pad(time.hour, 2)}:${pad(time.minute, 2)}`;
  if (time.second === 0 && nanos === 0) return text;
  text += `:${pad(time.second, 2)}`;
  if (nanos === 0) return text;
  if (nanos % 1_000_000 === 0) return `${text}.${pad(nanos / 1_000_000, 3)}`;
  if (nanos % 1_000 === 0) return `${text}.${pad(nanos / 1_000, 6)}`;
  return `${text}.${pad(nanos, 9)}`;
}

/**
 * The text Zeebe stores for a temporal result (FeelToMessagePackTransformer): Java's toString for dates and local
 * times (seconds left out when zero), ISO_LOCAL_DATE_TIME and ISO_ZONED_DATE_TIME for date and times (seconds always,
 * the offset, then a region in brackets: `2020-04-06T08:00:00+02:00[Europe/Berlin]`), FEEL's text for zoned times and
 * durations. It differs from `string(x)`, which writes `2020-04-06T08:00:00@Europe/Berlin`.
 */
export function temporalToJsonText(value: FeelTemporal): string {
  if (value instanceof FeelDate) return dateText(value.value);
  if (value instanceof FeelTime) return value.zone === null ? javaTimeText(value.value) : temporalToString(value);
  if (value instanceof FeelDateTime) {
    const local = `${dateText(value.value.toPlainDate())}T${timeText(value.value.toPlainTime())}`;
    if (value.zone === null) return local;
    if (fixedOffsetSeconds(value.zone) !== null) return local + isoOffsetText(value.zone);
    const offset = offsetZone(dateTimeOffsetSeconds(value as FeelDateTime & { zone: string }))!;
    return `${local}${isoOffsetText(offset)}[${value.zone}]`;
  }
  return durationText(value);
}

/** Java's offset id: `Z` for zero, else `+02:00` (and seconds when there are some). */
function isoOffsetText(offset: string): string {
  return offset === UTC_OFFSET ? 'Z' : offset;
}

/** Gives a value made here Zeebe's stored text as its `iso`, which JSON output writes (feelin's own differs). */
export function withZeebeText<T extends FeelTemporal>(value: T): T {
  Object.defineProperty(value, 'iso', { value: temporalToJsonText(value), enumerable: true, writable: false });
  return value;
}
