import { describe, expect, it } from 'vitest';
import type { FeelTemporal } from '../values.js';
import { compareTemporal, temporalEquals } from './comparison.js';
import { parseTemporalLiteral } from './parse.js';

const at = (literal: string) => parseTemporalLiteral(literal) as FeelTemporal;

describe('compareTemporal (feel-scala InterpreterDateTimeExpressionTest, <, >)', () => {
  it.each([
    ['10:00:00', '11:00:00', -1],
    ['10:00:01', '10:00:00', 1],
    ['10:00:00+01:00', '11:00:00+01:00', -1],
    // zoned times compare by the UTC time of day they stand for
    ['10:00:00+01:00', '09:30:00Z', -1],
    ['10:00:00@Europe/Berlin', '09:00:00Z', 0],
    ['2016-01-10', '2017-01-10', -1],
    ['2017-01-10', '2017-01-10', 0],
    ['2017-01-10T10:30:00', '2017-02-10T10:00:00', -1],
    ['2017-01-10T10:30:00+01:00', '2017-01-10T10:30:00+01:00', 0],
    ['2020-01-01T10:00:00+01:00', '2020-01-01T09:30:00Z', -1],
    // same instant: Java's ZonedDateTime.compareTo goes on to the wall clock
    ['2020-01-01T10:00:00+01:00', '2020-01-01T09:00:00Z', 1],
    ['P2M', 'P3M', -1],
    ['P1Y2M', 'P2M', 1],
    ['P1Y', 'P12M', 0],
    ['PT6H', 'PT12H', -1],
    ['P1D', 'PT6H', 1],
    ['P1D', 'PT24H', 0],
  ])('%s against %s is %i', (a, b, expected) => {
    expect(compareTemporal(at(a), at(b))).toBe(expected);
  });

  it.each([
    ['10:00:00', '10:00:00Z'],
    ['2020-01-01T10:00:00', '2020-01-01T10:00:00Z'],
    ['2020-01-01', '2020-01-01T00:00:00'],
    ['2020-01-01', '10:00:00'],
    ['P1M', 'P30D'],
  ])('%s and %s do not compare (null)', (a, b) => {
    expect(compareTemporal(at(a), at(b))).toBeNull();
  });
});

describe('temporalEquals (Java equals: zoned values need the same wall clock and zone)', () => {
  it.each([
    ['10:00:00', '10:00:00', true],
    ['10:00:00', '10:30:00', false],
    ['10:00:00+01:00', '10:00:00+01:00', true],
    ['10:00:00+01:00', '10:00:00+02:00', false],
    ['10:00:00+01:00', '10:00:00@Europe/Berlin', false],
    ['2017-01-10', '2017-01-10', true],
    ['2017-01-10T10:30:00', '2017-01-10T14:00:00', false],
    ['2017-01-10T10:30:00+01:00', '2017-01-10T10:30:00+01:00', true],
    ['2020-01-01T10:00:00+01:00', '2020-01-01T09:00:00Z', false],
    ['2020-01-01T10:00:00+01:00', '2020-01-01T10:00:00@Europe/Berlin', false],
    ['2020-01-01T10:00:00Z', '2020-01-01T10:00:00+00:00', true],
    ['P2M', 'P2M', true],
    ['P1Y', 'P12M', true],
    ['P2M', 'P1Y', false],
    ['PT24H', 'P1D', true],
    ['PT6H', 'P1D', false],
  ])('%s = %s is %s', (a, b, expected) => {
    expect(temporalEquals(at(a), at(b))).toBe(expected);
  });

  it.each([
    ['10:00:00', '10:00:00Z'],
    ['2020-01-01T00:00:00', '2020-01-01'],
    ['P0M', 'P0D'],
  ])('%s = %s is null (not comparable)', (a, b) => {
    expect(temporalEquals(at(a), at(b))).toBeNull();
  });
});
