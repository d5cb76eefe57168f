export { DATE_TIME_EXAMPLES, isoFromFeelDateTime, parseDateTime, parseInstant } from './iso-date-time.js';
export { addDurationToInstant, parseDuration } from './iso-duration.js';
export { nextOccurrence, parseRepeatingInterval, type RepeatingInterval } from './repeating-interval.js';
export { type CronExpression, nextCronTime, parseCron } from './cron/cron-expression.js';
export { nextCycleOccurrence, parseTimerCycle, type TimerCycle } from './timer-cycle.js';
export { keptInstant } from './instant-range.js';
