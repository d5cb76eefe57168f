import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../http/problem-detail.js';
import { bucketWidthMs } from './job-time-buckets.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const refusal = (resolution: string) => {
  try {
    bucketWidthMs(resolution, HOUR, 'filter.resolution');
  } catch (error) {
    if (error instanceof ApiProblem) return error.detail;
    throw error;
  }
  throw new Error(`${resolution} was accepted`);
};

describe('bucketWidthMs', () => {
  it("should read the request's ISO 8601 duration", () => {
    expect(bucketWidthMs('PT1M', HOUR, 'filter.resolution')).toBe(MINUTE);
    expect(bucketWidthMs('P1DT12H', HOUR, 'filter.resolution')).toBe(DAY + 12 * HOUR);
    expect(bucketWidthMs('P1W', HOUR, 'filter.resolution')).toBe(7 * DAY);
    expect(bucketWidthMs('PT0.5S', HOUR, 'filter.resolution')).toBe(500);
  });

  it('should choose the smallest usual width that gives at most 120 buckets', () => {
    expect(bucketWidthMs(undefined, HOUR, 'filter.resolution')).toBe(MINUTE);
    expect(bucketWidthMs(undefined, 2 * HOUR, 'filter.resolution')).toBe(MINUTE);
    expect(bucketWidthMs(undefined, 2 * HOUR + 1, 'filter.resolution')).toBe(5 * MINUTE);
    expect(bucketWidthMs(undefined, 7 * DAY, 'filter.resolution')).toBe(3 * HOUR);
    expect(bucketWidthMs(undefined, 365 * DAY, 'filter.resolution')).toBe(4 * DAY);
  });

  it('should refuse what is no duration, a calendar length and nothing, naming the field', () => {
    expect(refusal('1 minute')).toMatch(/^filter\.resolution: expected an ISO 8601 duration/);
    expect(refusal('P1M')).toMatch(/^filter\.resolution: .*fixed length/);
    expect(refusal('PT0S')).toMatch(/^filter\.resolution: expected a duration of at least a millisecond/);
  });
});
