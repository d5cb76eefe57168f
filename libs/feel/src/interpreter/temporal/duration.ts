import { FeelDuration } from 'feelin';
import { Temporal } from 'temporal-polyfill';
import { NANOS_PER_DAY, NANOS_PER_HOUR, NANOS_PER_MINUTE, NANOS_PER_SECOND } from './duration-length.js';
import { withZeebeText } from './json-text.js';
import { nullWhenOutOfRange } from './out-of-range.js';

/** Temporal keeps a duration's time within 2^53 seconds; Camunda's longer durations have no value here. */
const MAX_SECONDS = BigInt(Number.MAX_SAFE_INTEGER);

/** Java's Period keeps years as an int. */
const MAX_MONTHS = 2 ** 31 * 12;

/** A years and months duration of `months` (normalised into years and months, as Camunda keeps it); null beyond Java's range. */
export function yearsMonthsDuration(months: number): FeelDuration | null {
  if (!Number.isSafeInteger(months) || Math.abs(months) >= MAX_MONTHS) return null;
  const duration = Temporal.Duration.from({ years: Math.trunc(months / 12) || 0, months: months % 12 || 0 });
  // feelin balances a duration against 1970-01-01, so one beyond Temporal's years has no value
  return nullWhenOutOfRange(() => withZeebeText(new FeelDuration(duration, true)));
}

/** A days and time duration of `nanos`, balanced into days, hours, minutes and seconds; null beyond Temporal's range. */
export function daysTimeDuration(nanos: bigint): FeelDuration | null {
  const sign = nanos < 0n ? -1n : 1n;
  let rest = nanos * sign;
  if (rest / NANOS_PER_SECOND > MAX_SECONDS) return null;
  const take = (unit: bigint) => {
    const whole = rest / unit;
    rest %= unit;
    return Number(whole * sign) || 0;
  };
  const duration = Temporal.Duration.from({
    days: take(NANOS_PER_DAY),
    hours: take(NANOS_PER_HOUR),
    minutes: take(NANOS_PER_MINUTE),
    seconds: take(NANOS_PER_SECOND),
    milliseconds: take(1_000_000n),
    microseconds: take(1_000n),
    nanoseconds: take(1n),
  });
  return nullWhenOutOfRange(() => withZeebeText(new FeelDuration(duration, false)));
}
