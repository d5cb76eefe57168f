import type { FeelDuration } from 'feelin';

/**
 * Camunda has two duration types: a years and months duration (Java's Period, counted in months) and a days and time
 * duration (Java's Duration, counted in nanoseconds). Both are feelin's FeelDuration, told apart by `yearsMonths`.
 */
export const NANOS_PER_SECOND = 1_000_000_000n;
export const NANOS_PER_MINUTE = 60n * NANOS_PER_SECOND;
export const NANOS_PER_HOUR = 60n * NANOS_PER_MINUTE;
export const NANOS_PER_DAY = 24n * NANOS_PER_HOUR;

/** The whole length of a years and months duration in months. */
export function totalMonths(value: FeelDuration): number {
  const d = value.value;
  return d.years * 12 + d.months;
}

/** The whole length of a days and time duration in nanoseconds. */
export function totalNanos(value: FeelDuration): bigint {
  const d = value.value;
  return (
    BigInt(d.days) * NANOS_PER_DAY +
    BigInt(d.hours) * NANOS_PER_HOUR +
    BigInt(d.minutes) * NANOS_PER_MINUTE +
    BigInt(d.seconds) * NANOS_PER_SECOND +
    BigInt(d.milliseconds) * 1_000_000n +
    BigInt(d.microseconds) * 1_000n +
    BigInt(d.nanoseconds)
  );
}

/** Java's Duration.getSeconds: whole seconds rounded down, so -1.5s is -2s (and 500ms more). */
export function javaSeconds(nanos: bigint): bigint {
  const seconds = nanos / NANOS_PER_SECOND;
  return nanos < 0n && seconds * NANOS_PER_SECOND !== nanos ? seconds - 1n : seconds;
}

/** Java's Duration.toMillis: getSeconds in milliseconds plus the whole milliseconds of the (positive) rest. */
export function javaMillis(nanos: bigint): bigint {
  const seconds = javaSeconds(nanos);
  return seconds * 1000n + (nanos - seconds * NANOS_PER_SECOND) / 1_000_000n;
}
