export type { Temporal } from 'temporal-polyfill';
export { DATE_TIME_EXAMPLES, isoFromFeelDateTime, parseDateTime, parseInstant } from './iso-date-time.js';
export { addDuration, addDurationToInstant, parseDuration } from './iso-duration.js';
export { nextOccurrence, parseRepeatingInterval, type RepeatingInterval } from './repeating-interval.js';
