import { describe, expect, it } from 'vitest';
import { quartzToSpring } from './quartz-cron.js';

describe('Quartz cron to Spring cron', () => {
  it('should keep what both read alike and drop an empty year', () => {
    expect(quartzToSpring('0 0/5 * * * ?')).toEqual({ ok: true, spring: '0 0/5 * * * ?' });
    expect(quartzToSpring('0 0 12 L-3 * ? *')).toEqual({ ok: true, spring: '0 0 12 L-3 * ?' });
    expect(quartzToSpring('0 15 10 ? * MON-FRI')).toEqual({ ok: true, spring: '0 15 10 ? * MON-FRI' });
  });

  it('should move day-of-week numbers from Sunday = 1 to Sunday = 0, steps written out', () => {
    expect(quartzToSpring('0 0 9 ? * 2-6')).toEqual({ ok: true, spring: '0 0 9 ? * 1-5' });
    expect(quartzToSpring('0 0 9 ? * 1,7')).toEqual({ ok: true, spring: '0 0 9 ? * 0,6' });
    expect(quartzToSpring('0 0 9 ? * 6L')).toEqual({ ok: true, spring: '0 0 9 ? * 5L' });
    expect(quartzToSpring('0 0 9 ? * 2#1')).toEqual({ ok: true, spring: '0 0 9 ? * 1#1' });
    expect(quartzToSpring('0 0 9 ? * L')).toEqual({ ok: true, spring: '0 0 9 ? * SAT' });
    expect(quartzToSpring('0 0 9 ? * 2/2')).toEqual({ ok: true, spring: '0 0 9 ? * MON,WED,FRI' });
  });

  it('should refuse what Zeebe cannot say: a year, both day fields, an unknown day', () => {
    expect(quartzToSpring('0 0 9 1 1 ? 2027')).toMatchObject({ ok: false, reason: expect.stringContaining('no year') });
    expect(quartzToSpring('0 0 9 1 * MON')).toMatchObject({ ok: false, reason: expect.stringContaining('one of day-of-month and day-of-week') });
    expect(quartzToSpring('0 0 9 ? * 8')).toMatchObject({ ok: false, reason: expect.stringContaining("'8'") });
    expect(quartzToSpring('0 9 * * ?')).toMatchObject({ ok: false, reason: expect.stringContaining('found 5') });
  });
});
