import { describe, expect, it } from 'vitest';
import { nextCronTime, parseCron } from './cron-expression.js';

/** The next `count` fire times after `from` (UTC ISO text), as ISO text. */
function fires(expression: string, from: string, count = 1): string[] {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(parsed.reason);
  const times: string[] = [];
  let at = Date.parse(from);
  for (let i = 0; i < count; i++) {
    const next = nextCronTime(parsed.value, at);
    if (next === null) break;
    times.push(new Date(next).toISOString().replace('.000Z', 'Z'));
    at = next;
  }
  return times;
}

describe('cron expressions as Spring reads them (the examples of its documentation)', () => {
  it('should fire at the top of every hour, every ten seconds, and strictly after the given instant', () => {
    expect(fires('0 0 * * * *', '2026-01-05T10:00:00Z', 2)).toEqual(['2026-01-05T11:00:00Z', '2026-01-05T12:00:00Z']);
    expect(fires('*/10 * * * * *', '2026-01-05T10:00:05.500Z', 3)).toEqual(['2026-01-05T10:00:10Z', '2026-01-05T10:00:20Z', '2026-01-05T10:00:30Z']);
    expect(fires('* * * * * *', '2026-01-05T10:00:00.250Z')).toEqual(['2026-01-05T10:00:01Z']);
  });

  it('should read ranges, lists and steps', () => {
    expect(fires('0 0 8-10 * * *', '2026-01-05T00:00:00Z', 4)).toEqual([
      '2026-01-05T08:00:00Z',
      '2026-01-05T09:00:00Z',
      '2026-01-05T10:00:00Z',
      '2026-01-06T08:00:00Z',
    ]);
    expect(fires('0 0 6,19 * * *', '2026-01-05T07:00:00Z', 2)).toEqual(['2026-01-05T19:00:00Z', '2026-01-06T06:00:00Z']);
    expect(fires('0 0/30 8-10 * * *', '2026-01-05T00:00:00Z', 7)).toEqual([
      '2026-01-05T08:00:00Z',
      '2026-01-05T08:30:00Z',
      '2026-01-05T09:00:00Z',
      '2026-01-05T09:30:00Z',
      '2026-01-05T10:00:00Z',
      '2026-01-05T10:30:00Z',
      '2026-01-06T08:00:00Z',
    ]);
    expect(fires('0 0/5 * * * ?', '2026-01-05T10:02:00Z', 2)).toEqual(['2026-01-05T10:05:00Z', '2026-01-05T10:10:00Z']);
    expect(fires('0 10-40/15 * * * *', '2026-01-05T10:00:00Z', 4)).toEqual([
      '2026-01-05T10:10:00Z',
      '2026-01-05T10:25:00Z',
      '2026-01-05T10:40:00Z',
      '2026-01-05T11:10:00Z',
    ]);
  });

  it('should read day and month names without regard to case, 0 and 7 as Sunday', () => {
    // 2026-01-09 is a Friday.
    expect(fires('0 0 9-17 * * MON-FRI', '2026-01-09T17:00:00Z', 2)).toEqual(['2026-01-12T09:00:00Z', '2026-01-12T10:00:00Z']);
    expect(fires('0 0 0 25 dec ?', '2026-01-01T00:00:00Z', 2)).toEqual(['2026-12-25T00:00:00Z', '2027-12-25T00:00:00Z']);
    expect(fires('0 0 0 * * 0', '2026-01-09T00:00:00Z')).toEqual(['2026-01-11T00:00:00Z']);
    expect(fires('0 0 0 * * 7', '2026-01-09T00:00:00Z')).toEqual(['2026-01-11T00:00:00Z']);
    expect(fires('0 0 0 * * sat-sun', '2026-01-09T00:00:00Z', 2)).toEqual(['2026-01-10T00:00:00Z', '2026-01-11T00:00:00Z']);
  });

  it('should match a day only when day-of-month and day-of-week both match, as Spring does', () => {
    // The first Friday that is a 13th after 2026-01-01: 2026-02-13.
    expect(fires('0 0 0 13 * FRI', '2026-01-01T00:00:00Z')).toEqual(['2026-02-13T00:00:00Z']);
  });

  it("should read Quartz's L, W and # as Spring does", () => {
    expect(fires('0 0 0 L * *', '2026-01-31T00:00:00Z', 2)).toEqual(['2026-02-28T00:00:00Z', '2026-03-31T00:00:00Z']);
    expect(fires('0 0 0 L * *', '2028-02-01T00:00:00Z')).toEqual(['2028-02-29T00:00:00Z']);
    expect(fires('0 0 0 L-3 * *', '2022-01-10T00:00:00Z', 3)).toEqual(['2022-01-28T00:00:00Z', '2022-02-25T00:00:00Z', '2022-03-28T00:00:00Z']);
    // 2022-10-01 is a Saturday: its first weekday is Monday the 3rd; 2022-07-01 is a Friday.
    expect(fires('0 0 0 1W * *', '2022-06-29T00:00:00Z', 2)).toEqual(['2022-07-01T00:00:00Z', '2022-08-01T00:00:00Z']);
    expect(fires('0 0 0 1W * *', '2022-09-29T00:00:00Z')).toEqual(['2022-10-03T00:00:00Z']);
    // 2022-07-31 is a Sunday, 2022-06-30 a Thursday.
    expect(fires('0 0 0 LW * *', '2022-06-29T00:00:00Z', 2)).toEqual(['2022-06-30T00:00:00Z', '2022-07-29T00:00:00Z']);
    // 15W on Saturday 2026-08-15 is Friday the 14th.
    expect(fires('0 0 0 15W * *', '2026-08-01T00:00:00Z')).toEqual(['2026-08-14T00:00:00Z']);
    expect(fires('0 0 0 * * 5L', '2026-01-01T00:00:00Z', 2)).toEqual(['2026-01-30T00:00:00Z', '2026-02-27T00:00:00Z']);
    expect(fires('0 0 0 * * THUL', '2026-01-01T00:00:00Z')).toEqual(['2026-01-29T00:00:00Z']);
    expect(fires('0 0 0 ? * 5#2', '2026-01-01T00:00:00Z')).toEqual(['2026-01-09T00:00:00Z']);
    expect(fires('0 0 0 ? * MON#1', '2026-01-06T00:00:00Z', 2)).toEqual(['2026-02-02T00:00:00Z', '2026-03-02T00:00:00Z']);
  });

  it("should expand Spring's macros", () => {
    expect(fires('@daily', '2026-01-05T10:00:00Z')).toEqual(['2026-01-06T00:00:00Z']);
    expect(fires('@hourly', '2026-01-05T10:00:00Z')).toEqual(['2026-01-05T11:00:00Z']);
    expect(fires('@weekly', '2026-01-05T10:00:00Z')).toEqual(['2026-01-11T00:00:00Z']);
    expect(fires('@monthly', '2026-01-05T10:00:00Z')).toEqual(['2026-02-01T00:00:00Z']);
    expect(fires('@yearly', '2026-01-05T10:00:00Z')).toEqual(['2027-01-01T00:00:00Z']);
  });

  it('should find no fire time for a day that never comes', () => {
    expect(fires('0 0 0 31 6 *', '2026-01-01T00:00:00Z')).toEqual([]);
    expect(fires('0 0 0 30 2 ?', '2026-01-01T00:00:00Z')).toEqual([]);
  });

  it('should refuse what Spring refuses, naming the field and the reason', () => {
    const refusals: Record<string, string> = {
      '': 'found 1',
      '* * * * *': 'found 5',
      '* * * * * * *': 'found 7',
      '60 * * * * *': 'the second field: 60 is out of its range 0-59',
      '20-10 * * * * *': "the second field: the range '20-10' runs backwards",
      '* 60 * * * *': 'the minute field',
      '* * 24 * * *': 'the hour field',
      '* * * 0 * *': 'the day-of-month field',
      '* * * 32 * *': 'the day-of-month field',
      '* * * * 0 *': 'the month field',
      '* * * * 13 *': 'the month field',
      '* * * * * 8': 'the day-of-week field',
      '* * * * * *SUN': 'the day-of-week field',
      '* * * * * SUN*': 'the day-of-week field',
      '*/0 * * * * *': "the step '0' must be a whole number of 1 or more",
      '? * * * * *': 'the second field',
      '0 0 0 L,15 * *': 'not in a list',
      '0 0 0 * * L': 'the day-of-week field',
      '0 0 0 * * MON#6': 'the ordinal',
      '0 0 0 * FOO *': "'FOO' is not a number or a name",
      '0 0 0 1-2-3 * *': "'1-2-3' is not a range",
    };
    for (const [text, reason] of Object.entries(refusals)) {
      const parsed = parseCron(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.reason, text).toContain(reason);
    }
  });
});
