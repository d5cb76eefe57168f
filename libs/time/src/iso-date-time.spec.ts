import { describe, expect, it } from 'vitest';
import { isoFromFeelDateTime, parseDateTime, parseInstant } from './iso-date-time.js';

describe('ISO 8601 date-times', () => {
  it('should accept a date-time with an offset, a zone or both, and keep the offset or zone', () => {
    expect(parseDateTime('2026-01-31T09:00:00Z')?.toString()).toBe('2026-01-31T09:00:00+00:00[UTC]');
    expect(parseDateTime('2026-01-31T09:00+01:00')?.toString()).toBe('2026-01-31T09:00:00+01:00[+01:00]');
    expect(parseDateTime('2026-03-28T10:00:00[Europe/Berlin]')?.toString()).toBe('2026-03-28T10:00:00+01:00[Europe/Berlin]');
    expect(parseDateTime('2026-07-01T10:00:00+02:00[Europe/Berlin]')?.offset).toBe('+02:00');
    expect(parseInstant('2026-01-31T09:00:00.123-05:30')).toBe(Date.UTC(2026, 0, 31, 14, 30, 0, 123));
    expect(parseInstant('2028-02-29T00:00:00Z')).toBe(Date.UTC(2028, 1, 29));
    expect(parseInstant('2026-01-01T00:00:00-18:00')).toBe(Date.UTC(2026, 0, 1, 18));
    expect(parseInstant('2026-01-01t00:00:00z')).toBe(Date.UTC(2026, 0, 1));
  });

  it('should refuse impossible dates instead of rolling them over', () => {
    for (const text of [
      '2026-02-30T10:00:00Z',
      '2026-02-29T00:00:00Z',
      '2026-04-31T00:00:00+02:00',
      '2026-13-01T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2016-12-31T23:59:60Z',
    ]) {
      expect(parseDateTime(text), text).toBeNull();
    }
  });

  it('should refuse date-times that name no instant, other forms and unknown or contradicting zones', () => {
    for (const text of [
      '2026-01-31T09:00:00',
      '2026-01-31',
      '2026-01-31T09:00:00+0100',
      '2026-01-31T09:00:00+18:01',
      '2026-01-31T09:00:00+19:00',
      '20260131T090000Z',
      '2026-01-31 09:00:00Z',
      '2026-03-28T10:00:00[Mars/Olympus]',
      '2026-03-28T10:00:00+05:00[Europe/Berlin]',
      '2026-03-28T10:00:00Z[u-ca=japanese]',
      ' 2026-01-31T09:00:00Z',
    ]) {
      expect(parseDateTime(text), text).toBeNull();
    }
  });

  it('should read the date-times FEEL writes with @zone in their ISO 8601 spelling', () => {
    expect(isoFromFeelDateTime('2026-03-28T10:00:00@Europe/Berlin')).toBe('2026-03-28T10:00:00[Europe/Berlin]');
    expect(isoFromFeelDateTime('2026-03-28T10:00:00+01:00')).toBe('2026-03-28T10:00:00+01:00');
    expect(parseInstant(isoFromFeelDateTime('2026-03-28T10:00:00@Europe/Berlin'))).toBe(Date.UTC(2026, 2, 28, 9));
    expect(parseDateTime('2026-03-28T10:00:00@Europe/Berlin')).toBeNull();
  });
});
