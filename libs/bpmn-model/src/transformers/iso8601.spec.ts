import { describe, expect, it } from 'vitest';
import { isIsoDateTime, isIsoDuration, isIsoRepeatingInterval, looksLikeCron } from './iso8601.js';

describe('ISO 8601 literals', () => {
  it('should accept durations with date and time parts, weeks and fractional seconds', () => {
    for (const text of ['PT15M', 'P1DT2H', 'PT0.5S', 'PT1,5S', 'P2W', 'P1Y2M3DT4H5M6S', 'P14D']) expect(isIsoDuration(text), text).toBe(true);
    for (const text of ['P', 'PT', 'P1DT', 'PT1.5M', '-PT1S', 'pt1s', '15M', 'PT1H ', 'P1.5D']) expect(isIsoDuration(text), text).toBe(false);
  });

  it('should accept date-times with an offset only, and check the calendar', () => {
    for (const text of ['2026-01-31T09:00:00Z', '2026-01-31T09:00Z', '2026-01-31T09:00:00.123+01:00', '2028-02-29T00:00:00-05:30']) {
      expect(isIsoDateTime(text), text).toBe(true);
    }
    for (const text of ['2026-01-31T09:00:00', '2026-01-31', '2026-02-29T00:00:00Z', '2026-13-01T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01T09:00:00+0100']) {
      expect(isIsoDateTime(text), text).toBe(false);
    }
  });

  it('should accept repeating intervals with a duration and an optional start', () => {
    for (const text of ['R/PT1H', 'R5/PT10S', 'R3/2026-01-01T00:00:00Z/P1D']) expect(isIsoRepeatingInterval(text), text).toBe(true);
    for (const text of ['R0/PT1S', 'PT1H', 'R/2026-01-01T00:00:00Z', 'R/PT1H/2026-01-01T00:00:00Z', 'R5/PT10S/', 'Rx/PT1S']) {
      expect(isIsoRepeatingInterval(text), text).toBe(false);
    }
  });

  it('should recognise cron expressions and macros', () => {
    for (const text of ['0 0 9-17 * * MON-FRI', '0/5 0/1 * 1/1 * ?', '@daily', '*/5 * * * *']) expect(looksLikeCron(text), text).toBe(true);
    for (const text of ['myCycle', 'R/PT1H', 'every day']) expect(looksLikeCron(text), text).toBe(false);
  });
});
