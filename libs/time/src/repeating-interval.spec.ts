import { describe, expect, it } from 'vitest';
import { nextOccurrence, parseRepeatingInterval } from './repeating-interval.js';

describe('ISO 8601 repeating intervals', () => {
  it('should read repetitions, an optional start and the period', () => {
    expect(parseRepeatingInterval('R5/PT10S')).toMatchObject({ repetitions: 5, start: null, interval: 'PT10S' });
    expect(parseRepeatingInterval('R/P1D')).toMatchObject({ repetitions: null, start: null, interval: 'P1D' });
    const zoned = parseRepeatingInterval('R3/2026-03-28T10:00:00[Europe/Berlin]/P1D');
    expect(zoned?.repetitions).toBe(3);
    expect(zoned?.start?.toString()).toBe('2026-03-28T10:00:00+01:00[Europe/Berlin]');
    expect(zoned?.interval).toBe('2026-03-28T10:00:00[Europe/Berlin]/P1D');
  });

  it('should refuse what is not a repeating interval of at least one repetition', () => {
    for (const text of [
      'R0/PT1S',
      'PT1H',
      'R/2026-01-01T00:00:00Z',
      'R/PT1H/2026-01-01T00:00:00Z',
      'R5/PT10S/',
      'Rx/PT1S',
      'R/2026-02-30T00:00:00Z/P1D',
      '0 0 9 * * MON',
    ]) {
      expect(parseRepeatingInterval(text), text).toBeNull();
    }
  });

  it('should keep 10:00 wall-clock in its zone across the DST change, one occurrence after the other', () => {
    const cycle = parseRepeatingInterval('R/2026-03-28T10:00:00[Europe/Berlin]/P1D');
    const first = cycle?.start?.epochMilliseconds ?? 0;
    const second = nextOccurrence(first, cycle?.interval ?? '');
    const third = nextOccurrence(second ?? 0, cycle?.interval ?? '');
    expect(new Date(first).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(new Date(second ?? 0).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(new Date(third ?? 0).toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('should keep a fixed offset, count months from the previous occurrence, and add time parts exactly', () => {
    expect(nextOccurrence(Date.UTC(2026, 2, 28, 9), '2026-03-28T10:00:00+01:00/P1D')).toBe(Date.UTC(2026, 2, 29, 9));
    expect(nextOccurrence(Date.UTC(2026, 0, 31, 9), 'P1M')).toBe(Date.UTC(2026, 1, 28, 9));
    expect(nextOccurrence(0, 'PT10S')).toBe(10_000);
    expect(nextOccurrence(0, 'not an interval')).toBeNull();
  });
});
