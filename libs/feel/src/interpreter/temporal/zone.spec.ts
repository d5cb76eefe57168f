import { describe, expect, it } from 'vitest';
import { offsetZone, parseOffset, parseZoneId, standardOffsetSeconds } from './zone.js';

describe('zones as Java names them', () => {
  it.each([
    ['Z', '+00:00'],
    ['+01:00', '+01:00'],
    ['-00:00', '+00:00'],
    ['+05:30:15', '+05:30:15'],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['UTC', 'UTC'],
    ['America/Los_Angeles', 'America/Los_Angeles'],
  ])('ZoneId.of("%s") is %s', (text, zone) => {
    expect(parseZoneId(text)).toBe(zone);
  });

  it.each(['europe/berlin', 'Mars/Olympus', '+19:00', '+01:60', '', 'z'])('ZoneId.of("%s") is unknown', (text) => {
    expect(parseZoneId(text)).toBeNull();
  });

  it('names offsets to the second, and none beyond 18 hours', () => {
    expect(offsetZone(3600)).toBe('+01:00');
    expect(offsetZone(-19800)).toBe('-05:30');
    expect(offsetZone(3661)).toBe('+01:01:01');
    expect(offsetZone(0)).toBe('+00:00');
    expect(offsetZone(18 * 3600 + 1)).toBeNull();
    expect(parseOffset('+18:00')).toBe('+18:00');
  });

  it("gives a region's standard offset (winter in the north, the smaller one in the south)", () => {
    expect(standardOffsetSeconds('Europe/Berlin')).toBe(3600);
    expect(standardOffsetSeconds('Australia/Sydney')).toBe(36000);
    expect(standardOffsetSeconds('+02:00')).toBe(7200);
  });
});
