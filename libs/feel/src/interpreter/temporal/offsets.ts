import type { FeelDateTime } from 'feelin';
import type { Temporal } from 'temporal-polyfill';
import { fixedOffsetSeconds, toZoned } from './zone.js';

type Zoned<T> = T & { zone: string };

/**
 * Date and times in a region at the second pass of a repeated hour (when clocks go back) and their later offset:
 * Java's ZonedDateTime keeps it, feelin's FeelDateTime has no field for it.
 */
const laterOffsets = new WeakMap<FeelDateTime, number>();

export function rememberLaterOffset(value: FeelDateTime, seconds: number): void {
  laterOffsets.set(value, seconds);
}

/** The instant of a zoned date and time. */
export function instantOf(value: Zoned<FeelDateTime>): Temporal.ZonedDateTime {
  return toZoned(value.value, value.zone, laterOffsets.get(value));
}

/** The offset of a zoned date and time, in seconds. */
export function dateTimeOffsetSeconds(value: Zoned<FeelDateTime>): number {
  return fixedOffsetSeconds(value.zone) ?? Math.round(instantOf(value).offsetNanoseconds / 1e9);
}
