export { DATE_TIME_EXAMPLES, isoFromFeelDateTime, parseDateTime, parseInstant } from './iso-date-time.js';
export { addDurationToInstant, parseDuration } from './iso-duration.js';
export { nextOccurrence, parseRepeatingInterval, type RepeatingInterval } from './repeating-interval.js';
export { keptInstant } from './instant-range.js';
