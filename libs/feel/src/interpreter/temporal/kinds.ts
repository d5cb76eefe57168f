import { FeelDate, FeelDateTime, FeelDuration, FeelTime } from 'feelin';
import type { FeelTemporal, FeelTypeName } from '../values.js';

export function isFeelTemporal(value: unknown): value is FeelTemporal {
  return value instanceof FeelDate || value instanceof FeelTime || value instanceof FeelDateTime || value instanceof FeelDuration;
}

/** The FEEL type of a temporal value: local and zoned times are both `time`, as in Camunda's `instance of`. */
export function temporalTypeName(value: FeelTemporal): FeelTypeName {
  if (value instanceof FeelDate) return 'date';
  if (value instanceof FeelTime) return 'time';
  if (value instanceof FeelDateTime) return 'date and time';
  return value.yearsMonths ? 'years and months duration' : 'days and time duration';
}

/**
 * Camunda's nine value classes behind the five types: a local time and a zoned time are different classes, and
 * values of different classes neither compare nor equal each other.
 */
export type TemporalClass = 'date' | 'local time' | 'time' | 'local date and time' | 'date and time' | 'ym duration' | 'dt duration';

export function temporalClass(value: FeelTemporal): TemporalClass {
  if (value instanceof FeelDate) return 'date';
  if (value instanceof FeelTime) return value.zone === null ? 'local time' : 'time';
  if (value instanceof FeelDateTime) return value.zone === null ? 'local date and time' : 'date and time';
  return value.yearsMonths ? 'ym duration' : 'dt duration';
}
