import { describe, expect, it } from 'vitest';
import { parseDateTime } from './iso-date-time.js';
import { addDuration, addDurationToInstant, parseDuration } from './iso-duration.js';

function plus(start: string, duration: string): string | undefined {
  const from = parseDateTime(start);
  const period = parseDuration(duration);
  return from && period ? addDuration(from, period).toString() : undefined;
}

describe('ISO 8601 durations', () => {
  it('should accept date and time parts, weeks and fractional seconds in java.time grammar', () => {
    for (const text of ['PT15M', 'P1DT2H', 'PT0.5S', 'PT1,5S', 'P2W', 'P1Y2M3DT4H5M6S', 'P14D', 'P1M']) expect(parseDuration(text), text).not.toBeNull();
    for (const text of ['P', 'PT', 'P1DT', 'PT1.5M', '-PT1S', 'pt1s', '15M', 'PT1H ', 'P1.5D', '15 minutes']) expect(parseDuration(text), text).toBeNull();
  });

  it('should add months as java.time does: clamped to the end of the month', () => {
    expect(plus('2026-01-31T10:00:00Z', 'P1M')).toBe('2026-02-28T10:00:00+00:00[UTC]');
    expect(plus('2028-01-31T10:00:00Z', 'P1M')).toBe('2028-02-29T10:00:00+00:00[UTC]');
    expect(plus('2026-03-31T10:00:00Z', 'P1M')).toBe('2026-04-30T10:00:00+00:00[UTC]');
    expect(plus('2026-01-31T10:00:00Z', 'P1M1D')).toBe('2026-03-01T10:00:00+00:00[UTC]');
  });

  it('should add years from February 29 to February 28', () => {
    expect(plus('2028-02-29T10:00:00Z', 'P1Y')).toBe('2029-02-28T10:00:00+00:00[UTC]');
    expect(plus('2024-02-29T10:00:00Z', 'P4Y')).toBe('2028-02-29T10:00:00+00:00[UTC]');
  });

  it('should keep the wall-clock time for date parts across a DST change and count time parts exactly', () => {
    expect(plus('2026-03-28T10:00:00[Europe/Berlin]', 'P1D')).toBe('2026-03-29T10:00:00+02:00[Europe/Berlin]');
    expect(plus('2026-03-28T10:00:00[Europe/Berlin]', 'P1W')).toBe('2026-04-04T10:00:00+02:00[Europe/Berlin]');
    expect(plus('2026-03-28T10:00:00[Europe/Berlin]', 'PT24H')).toBe('2026-03-29T11:00:00+02:00[Europe/Berlin]');
    expect(plus('2026-03-28T10:00:00[Europe/Berlin]', 'PT36H')).toBe('2026-03-29T23:00:00+02:00[Europe/Berlin]');
  });

  it('should keep a fixed offset', () => {
    expect(plus('2026-03-28T10:00:00+01:00', 'P1D')).toBe('2026-03-29T10:00:00+01:00[+01:00]');
  });

  it('should count the calendar parts of a duration that starts at an instant in UTC', () => {
    const after = (epochMilliseconds: number, text: string) => {
      const duration = parseDuration(text);
      return duration && addDurationToInstant(epochMilliseconds, duration);
    };
    expect(after(Date.UTC(2026, 0, 31, 10), 'P1M')).toBe(Date.UTC(2026, 1, 28, 10));
    expect(after(0, 'PT36H')).toBe(36 * 3_600_000);
  });
});
