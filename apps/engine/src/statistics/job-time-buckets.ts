import { parseDuration } from '@baton/time';
import { badRequest } from '../http/problem-detail.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The most buckets a default resolution gives: a chart's width of points. */
export const DEFAULT_MAX_BUCKETS = 120;
/** The default widths, smallest first: the first that gives at most DEFAULT_MAX_BUCKETS over the window is taken. */
const DEFAULT_WIDTHS = [MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY];

/**
 * The width in ms of a time series' buckets: the request's ISO 8601 duration, or by default the smallest usual width
 * that cuts the window into at most {@link DEFAULT_MAX_BUCKETS} (whole days beyond). A bucket has a fixed length,
 * so years and months (of varying length) are refused, naming `path`.
 */
export function bucketWidthMs(resolution: string | undefined, windowMs: number, path: string): number {
  if (resolution === undefined) {
    return DEFAULT_WIDTHS.find((width) => windowMs / width <= DEFAULT_MAX_BUCKETS) ?? Math.ceil(windowMs / DEFAULT_MAX_BUCKETS / DAY) * DAY;
  }
  const duration = parseDuration(resolution);
  if (duration === null) throw badRequest(`${path}: expected an ISO 8601 duration such as PT1M or PT1H, got '${resolution}'`);
  if (duration.years !== 0 || duration.months !== 0) {
    throw badRequest(`${path}: expected a duration of weeks, days, hours, minutes and seconds (a bucket has a fixed length), got '${resolution}'`);
  }
  const ms =
    (duration.weeks * 7 + duration.days) * DAY +
    duration.hours * HOUR +
    duration.minutes * MINUTE +
    duration.seconds * SECOND +
    duration.milliseconds +
    Math.floor(duration.microseconds / 1000);
  if (ms < 1) throw badRequest(`${path}: expected a duration of at least a millisecond, got '${resolution}'`);
  return ms;
}
