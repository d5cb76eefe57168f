import { FeelDate, FeelDateTime, type FeelDuration, FeelTime } from 'feelin';
import { FeelNumber, type FeelTemporal, type FeelValue } from '../values.js';
import { timeOffsetSeconds } from './construct.js';
import { javaSeconds, totalMonths, totalNanos } from './duration-length.js';
import { daysTimeDuration } from './duration.js';
import { dateTimeOffsetSeconds } from './offsets.js';
import { fixedOffsetSeconds } from './zone.js';

type Properties = Record<string, () => FeelValue>;

const number = (value: number | bigint) => new FeelNumber(value.toString());

/** `time offset` as a days and time duration; `timezone` only for a region (an offset alone has no zone id). */
function zoneProperties(zone: string | null, offsetSeconds: () => number): Properties {
  return {
    'time offset': () => (zone === null ? null : daysTimeDuration(BigInt(offsetSeconds()) * 1_000_000_000n)),
    timezone: () => (zone === null || fixedOffsetSeconds(zone) !== null ? null : zone),
  };
}

function dateProperties(value: FeelDate | FeelDateTime): Properties {
  return {
    year: () => number(value.value.year),
    month: () => number(value.value.month),
    day: () => number(value.value.day),
    weekday: () => number(value.value.dayOfWeek),
  };
}

function timeProperties(value: FeelTime | FeelDateTime): Properties {
  return {
    hour: () => number(value.value.hour),
    minute: () => number(value.value.minute),
    second: () => number(value.value.second),
  };
}

/** Java's Duration.toDays / toHours % 24 / toMinutes % 60 / getSeconds % 60, on getSeconds (rounded down). */
function durationProperties(value: FeelDuration): Properties {
  if (value.yearsMonths) {
    const months = totalMonths(value);
    return { years: () => number(Math.trunc(months / 12)), months: () => number(months % 12) };
  }
  const seconds = javaSeconds(totalNanos(value));
  return {
    days: () => number(seconds / 86400n),
    hours: () => number((seconds / 3600n) % 24n),
    minutes: () => number((seconds / 60n) % 60n),
    seconds: () => number(seconds % 60n),
  };
}

function propertiesOf(value: FeelTemporal): Properties {
  if (value instanceof FeelDate) return dateProperties(value);
  if (value instanceof FeelTime) {
    const offset = () => timeOffsetSeconds(value as FeelTime & { zone: string });
    return { ...timeProperties(value), ...zoneProperties(value.zone, offset) };
  }
  if (value instanceof FeelDateTime) {
    const offset = () => dateTimeOffsetSeconds(value as FeelDateTime & { zone: string });
    return { ...dateProperties(value), ...timeProperties(value), ...zoneProperties(value.zone, offset) };
  }
  return durationProperties(value);
}

/** `x.year`, `x.time offset`, `d.days`...: the property of a temporal value, or undefined when it has none of that name. */
export function temporalProperty(value: FeelTemporal, name: string): FeelValue | undefined {
  const properties = propertiesOf(value);
  return Object.hasOwn(properties, name) ? properties[name]() : undefined;
}
