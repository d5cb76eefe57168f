import { FeelDate, FeelDateTime, FeelDuration, FeelTime } from 'feelin';
import { describe, expect, it } from 'vitest';
import type { FeelTemporal } from '../values.js';
import { parseDate, parseDateTime, parseDuration, parseTemporalLiteral, parseTime } from './parse.js';
import { temporalToString } from './text.js';

const text = (value: unknown) => (value === null ? null : temporalToString(value as FeelTemporal));

describe('@"..." literals, as Camunda reads them (docs: FEEL temporal expressions, Literal)', () => {
  it.each([
    ['2020-04-06', FeelDate, '2020-04-06'],
    ['08:00:00', FeelTime, '08:00:00'],
    ['08:00:00+02:00', FeelTime, '08:00:00+02:00'],
    ['08:00:00@Europe/Berlin', FeelTime, '08:00:00@Europe/Berlin'],
    ['2020-04-06T08:00:00', FeelDateTime, '2020-04-06T08:00:00'],
    ['2020-04-06T08:00:00+02:00', FeelDateTime, '2020-04-06T08:00:00+02:00'],
    ['2020-04-06T08:00:00@Europe/Berlin', FeelDateTime, '2020-04-06T08:00:00@Europe/Berlin'],
    ['P5D', FeelDuration, 'P5D'],
    ['PT6H', FeelDuration, 'PT6H'],
    ['P1Y6M', FeelDuration, 'P1Y6M'],
    ['P3M', FeelDuration, 'P3M'],
    ['1970-01-01T00:00Z', FeelDateTime, '1970-01-01T00:00:00Z'],
    ['08:00', FeelTime, '08:00:00'],
  ])('@"%s" is a %o written %s', (literal, type, expected) => {
    const value = parseTemporalLiteral(literal);
    expect(value).toBeInstanceOf(type);
    expect(text(value)).toBe(expected);
  });

  it.each(['2024-06-31', '2023-02-29', '2020-13-01', '2024-06-31T10:00:00', '25:00:00', '10:60:00', 'P', 'PT', 'P1W', 'p1d', 'P1Y2D', 'yesterday', ''])(
    '@"%s" is null',
    (literal) => {
      expect(parseTemporalLiteral(literal)).toBeNull();
    },
  );
});

describe('date(from)', () => {
  it.each([
    ['2018-04-29', '2018-04-29'],
    ['2024-02-29', '2024-02-29'],
    ['-0005-01-01', '-0005-01-01'],
    ['12345-01-01', '+12345-01-01'],
  ])('date("%s") is %s', (from, expected) => {
    expect(text(parseDate(from))).toBe(expected);
  });

  it.each(['2023-02-29', '2023-06-31', '2020-1-01', '2020-01-01T10:00:00', '20-01-01', ' 2020-01-01'])('date("%s") is null', (from) => {
    expect(parseDate(from)).toBeNull();
  });
});

describe('time(from)', () => {
  it.each([
    ['12:00:00', '12:00:00', null],
    ['T23:59:00', '23:59:00', null],
    ['10:30', '10:30:00', null],
    ['10:30:00.5', '10:30:00.5', null],
    ['10:30:00.123456789', '10:30:00.123456789', null],
    ['23:59:00+01:00', '23:59:00+01:00', '+01:00'],
    ['23:59:00Z', '23:59:00Z', '+00:00'],
    ['23:59:00@Europe/Paris', '23:59:00@Europe/Paris', 'Europe/Paris'],
    ['23:59:00@UTC', '23:59:00@UTC', 'UTC'],
  ])('time("%s") is %s', (from, expected, zone) => {
    const value = parseTime(from);
    expect(text(value)).toBe(expected);
    expect(value?.zone).toBe(zone);
  });

  it.each(['24:00:00', '12:00:00@Mars/Olympus', '12:00:00@europe/berlin', '12:00+01:00', '12:00:00+1:00', '12', '12:00:00.1234567891'])(
    'time("%s") is null',
    (from) => {
      expect(parseTime(from)).toBeNull();
    },
  );
});

describe('date and time(from)', () => {
  it.each([
    ['2018-04-29T09:30:00', '2018-04-29T09:30:00'],
    ['2018-04-29T09:30:00+02:00', '2018-04-29T09:30:00+02:00'],
    ['2018-04-29T09:30:00@Europe/Berlin', '2018-04-29T09:30:00@Europe/Berlin'],
    ['2018-04-29T09:30:00+02:00[Europe/Berlin]', '2018-04-29T09:30:00@Europe/Berlin'],
    ['2018-04-29T09:30:00Z', '2018-04-29T09:30:00Z'],
    ['2018-04-29', '2018-04-29T00:00:00'],
    ['2018-04-29T09:30', '2018-04-29T09:30:00'],
    ['2018-04-29T09:30:00.250+05:30', '2018-04-29T09:30:00.25+05:30'],
    // a wall clock in the spring-forward gap moves forwards, as Java's ZonedDateTime does
    ['2021-03-28T02:30:00@Europe/Berlin', '2021-03-28T03:30:00@Europe/Berlin'],
    // the offset fixes the instant, the region then gives its wall clock
    ['2020-01-01T10:00:00+02:00[Europe/Paris]', '2020-01-01T09:00:00@Europe/Paris'],
  ])('date and time("%s") is %s', (from, expected) => {
    expect(text(parseDateTime(from))).toBe(expected);
  });

  it.each([
    '2023-02-29T10:00:00',
    '2023-06-31T10:00:00+02:00',
    '2020-01-01T10:00:00[Europe/Paris]',
    '2020-01-01T10:00:00+19:00',
    '2020-01-01 10:00:00',
    '2020-01-01T10:00:00@Nowhere',
  ])('date and time("%s") is null', (from) => {
    expect(parseDateTime(from)).toBeNull();
  });
});

describe('duration(from)', () => {
  it.each([
    ['P5D', 'P5D', false],
    ['P32Y', 'P32Y', true],
    ['P14M', 'P1Y2M', true],
    ['-P2M', '-P2M', true],
    ['P-1Y2M', '-P10M', true],
    ['P0M', 'P0Y', true],
    ['PT0S', 'P0D', false],
    ['PT36H', 'P1DT12H', false],
    ['P1DT2H3M4S', 'P1DT2H3M4S', false],
    ['-PT5H', '-PT5H', false],
    ['P-1DT2H', '-PT22H', false],
    ['PT1.5S', 'PT1S', false],
    ['PT1,5S', 'PT1S', false],
  ])('duration("%s") is %s', (from, expected, yearsMonths) => {
    const value = parseDuration(from);
    expect(text(value)).toBe(expected);
    expect(value?.yearsMonths).toBe(yearsMonths);
  });

  it.each(['P', 'PT', 'P1W', 'P1Y2M3D', 'pt1h', 'PT1.1234567891S', '1D', 'P1DT', 'P99999999999Y', 'P300000Y', 'P999999999D'])(
    'duration("%s") is null',
    (from) => {
      expect(parseDuration(from)).toBeNull();
    },
  );
});

describe("the examples of Camunda's FEEL data types", () => {
  it.each<[(text: string) => FeelTemporal | null, string, string]>([
    [parseDate, '2017-03-10', '2017-03-10'],
    [parseTime, '11:45:30', '11:45:30'],
    [parseTime, '13:30', '13:30:00'],
    [parseTime, '11:45:30+02:00', '11:45:30+02:00'],
    [parseTime, '10:31:10@Europe/Paris', '10:31:10@Europe/Paris'],
    [parseDateTime, '2015-09-18T10:31:10', '2015-09-18T10:31:10'],
    [parseDateTime, '2015-09-18T10:31:10+01:00', '2015-09-18T10:31:10+01:00'],
    [parseDateTime, '2015-09-18T10:31:10@Europe/Paris', '2015-09-18T10:31:10@Europe/Paris'],
    [parseDuration, 'P4D', 'P4D'],
    [parseDuration, 'PT2H', 'PT2H'],
    [parseDuration, 'PT30M', 'PT30M'],
    [parseDuration, 'P1DT6H', 'P1DT6H'],
    [parseDuration, 'P2Y', 'P2Y'],
    [parseDuration, 'P6M', 'P6M'],
    [parseDuration, 'P1Y6M', 'P1Y6M'],
  ])('%o("%s") is %s', (parse, from, expected) => {
    expect(text(parse(from))).toBe(expected);
  });
});
