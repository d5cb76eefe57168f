import { describe, expect, it } from 'vitest';
import { FeelNumber, type FeelTemporal, type FeelValue, isFeelNumber } from '../values.js';
import { addTemporal, divideDuration, multiplyDuration, subtractTemporal } from './arithmetic.js';
import { compareTemporal, temporalEquals } from './comparison.js';
import { temporalToJsonText } from './json-text.js';
import { parseTemporalLiteral } from './parse.js';
import { temporalProperty } from './properties.js';
import { temporalToString } from './text.js';

const at = (literal: string) => parseTemporalLiteral(literal) as FeelTemporal;
const show = (value: FeelValue) => (value === null ? null : isFeelNumber(value) ? value.toString() : temporalToString(value as FeelTemporal));

describe('addition (docs: FEEL temporal expressions, Addition; feel-scala InterpreterDateTimeExpressionTest)', () => {
  it.each([
    ['2020-04-06', 'P1D', '2020-04-07'],
    ['08:00:00', 'PT1H', '09:00:00'],
    ['2020-04-06T08:00:00', 'P7D', '2020-04-13T08:00:00'],
    ['P2D', 'P5D', 'P7D'],
    ['P2M', 'P3M', 'P5M'],
    ['P1Y', 'P6M', 'P1Y6M'],
    ['P1M', '2017-01-10T10:30:00', '2017-02-10T10:30:00'],
    ['2017-01-10T10:30:00', 'P1Y', '2018-01-10T10:30:00'],
    ['P1M', '2017-01-10T10:30:00+01:00', '2017-02-10T10:30:00+01:00'],
    ['P1M', '2017-01-10', '2017-02-10'],
    ['PT4H', 'PT2H', 'PT6H'],
    ['P1D', 'PT6H', 'P1DT6H'],
    ['PT1H', '2017-01-10T10:30:00+01:00', '2017-01-10T11:30:00+01:00'],
    ['PT1H', '2017-01-10', '2017-01-10'],
    ['2017-01-10', 'PT1M', '2017-01-10'],
    ['2017-01-10', 'PT25H', '2017-01-11'],
    ['PT1H', '10:30:00', '11:30:00'],
    ['10:30:00', 'P1D', '10:30:00'],
    ['10:30:00+01:00', 'P1D', '10:30:00+01:00'],
    ['23:00:00@Europe/Berlin', 'PT2H', '01:00:00@Europe/Berlin'],
    // a month on the 31st ends on the month's last day
    ['2020-01-31', 'P1M', '2020-02-29'],
    // days and time on a zoned date and time are exact time: across the DST change the wall clock moves by 2 hours
    ['2021-03-28T01:30:00@Europe/Berlin', 'PT1H', '2021-03-28T03:30:00@Europe/Berlin'],
    // a day is 24 hours, not a calendar day
    ['2021-03-27T12:00:00@Europe/Berlin', 'P1D', '2021-03-28T13:00:00@Europe/Berlin'],
    ['2021-03-27T12:00:00@Europe/Berlin', 'P1M', '2021-04-27T12:00:00@Europe/Berlin'],
  ])('%s + %s = %s', (a, b, expected) => {
    expect(show(addTemporal(at(a), at(b)))).toBe(expected);
  });

  it.each([
    ['10:00:00', 'P1M'],
    ['P1M', '10:00:00'],
    ['P1M', 'P1D'],
    ['2020-01-01', '10:00:00'],
    ['2020-01-01', '2020-01-01'],
  ])('%s + %s is null', (a, b) => {
    expect(addTemporal(at(a), at(b))).toBeNull();
  });

  it('is null beyond the years Temporal has (±275,760), where Java would still count', () => {
    expect(addTemporal(at('9999-01-01'), at('P99999999D'))).toBeNull();
    expect(addTemporal(at('9999-01-01T10:00:00@Europe/Berlin'), at('P99999999D'))).toBeNull();
    expect(multiplyDuration(at('P100000Y'), new FeelNumber(3))).toBeNull();
    expect(show(addTemporal(at('9999-01-01'), at('P200000Y')))).toBe('+209999-01-01');
  });

  it('is null with a number or a string', () => {
    expect(addTemporal(at('P1D'), new FeelNumber(1))).toBeNull();
    expect(addTemporal('2020-01-01', at('P1D'))).toBeNull();
  });
});

describe('subtraction (docs: FEEL temporal expressions, Subtraction)', () => {
  it.each([
    ['2020-04-06', '2020-04-01', 'P5D'],
    ['2020-04-06', 'P5D', '2020-04-01'],
    ['08:00:00', '06:00:00', 'PT2H'],
    ['08:00:00', 'PT2H', '06:00:00'],
    ['P7D', 'P2D', 'P5D'],
    ['P1Y', 'P3M', 'P9M'],
    ['2012-12-24', '2012-12-25', '-P1D'],
    ['2013-02-25', '2012-12-24', 'P63D'],
    ['09:00:00', '10:00:00', '-PT1H'],
    ['12:00:00+01:00', '10:00:00+01:00', 'PT2H'],
    // zoned times give the distance, never negative (feel-scala's ZonedTime.between)
    ['10:00:00+01:00', '12:00:00+01:00', 'PT2H'],
    ['10:00:00Z', '10:00:00+02:00', 'PT2H'],
    ['2017-01-10T10:30:00', '2017-01-01T10:00:00', 'P9DT30M'],
    ['2017-01-10T10:00:00+01:00', '2017-01-10T10:30:00+01:00', '-PT30M'],
    ['2020-01-01T10:00:00Z', '2020-01-01T08:00:00@Europe/Berlin', 'PT3H'],
    ['P5M', 'P6M', '-P1M'],
    ['PT22H', 'P1D', '-PT2H'],
    ['2017-01-10T10:30:00', 'P1M', '2016-12-10T10:30:00'],
    ['2017-01-10T10:30:00+01:00', 'PT1H', '2017-01-10T09:30:00+01:00'],
    ['2017-01-10', 'P1Y1M', '2015-12-10'],
    ['2017-01-10', 'PT1H', '2017-01-09'],
    ['2017-01-10', 'P1DT1H', '2017-01-08'],
    ['10:30:00+01:00', 'PT1H', '09:30:00+01:00'],
    ['00:30:00', 'PT1H', '23:30:00'],
  ])('%s - %s = %s', (a, b, expected) => {
    expect(show(subtractTemporal(at(a), at(b)))).toBe(expected);
  });

  it.each([
    ['2020-01-01T10:00:00', '2020-01-01T10:00:00Z'],
    ['10:00:00', '10:00:00Z'],
    ['2020-01-01T10:00:00', '2020-01-01'],
    ['2020-01-01', '10:00:00'],
    ['P1D', '2020-01-01'],
    ['P1M', 'P1D'],
    ['10:00:00', 'P1M'],
  ])('%s - %s is null', (a, b) => {
    expect(subtractTemporal(at(a), at(b))).toBeNull();
  });
});

describe('multiplication (docs: Multiplication)', () => {
  it.each([
    ['P1D', '5', 'P5D'],
    ['P1M', '6', 'P6M'],
    ['P1M', '3', 'P3M'],
    ['P2Y', '3', 'P6Y'],
    ['PT2H', '3', 'PT6H'],
    ['PT1H', '-2', '-PT2H'],
    // Camunda multiplies by the integer part of the number only (BigDecimal.intValue)
    ['PT1H', '1.5', 'PT1H'],
    ['P1Y', '0.5', 'P0Y'],
  ])('%s * %s = %s', (duration, factor, expected) => {
    expect(show(multiplyDuration(at(duration), new FeelNumber(factor)))).toBe(expected);
  });

  it('is null for a date', () => {
    expect(multiplyDuration(at('2020-01-01'), new FeelNumber(2))).toBeNull();
  });
});

describe('division (docs: Division)', () => {
  it.each([
    ['P5D', 'P1D', '5'],
    ['P1Y', 'P1M', '12'],
    ['P1D', 'PT1H', '24'],
    // whole milliseconds and whole months, divided as integers (Java longs)
    ['PT1H', 'PT40M', '1'],
    ['P1Y', 'P5M', '2'],
  ])('%s / %s = %s', (a, b, expected) => {
    expect(show(divideDuration(at(a), at(b)))).toBe(expected);
  });

  it.each([
    ['P5D', '5', 'P1D'],
    ['P1Y', '12', 'P1M'],
    ['P1Y', '2', 'P6M'],
    ['P1D', '4', 'PT6H'],
    ['P1Y', '5', 'P2M'],
    ['PT1S', '3', 'P0D'],
    ['PT1H', '0.5', 'PT2H'],
    // feel-scala takes the milliseconds as a Java int: beyond 24.8 days they wrap around
    ['P30D', '1', '-P19DT17H2M48S'],
  ])('%s / %s = %s', (duration, divisor, expected) => {
    expect(show(divideDuration(at(duration), new FeelNumber(divisor)))).toBe(expected);
  });

  it.each([
    ['P1Y', 'P0M'],
    ['P1D', 'PT0H'],
    ['P1Y', 'P1D'],
    ['P1D', 'P1M'],
  ])('%s / %s is null', (a, b) => {
    expect(divideDuration(at(a), at(b))).toBeNull();
  });

  it('is null when divided by zero or when the dividend is no duration', () => {
    expect(divideDuration(at('P1D'), new FeelNumber(0))).toBeNull();
    expect(divideDuration(at('P1Y'), new FeelNumber(0))).toBeNull();
    expect(divideDuration(at('2020-01-01'), new FeelNumber(2))).toBeNull();
  });
});

describe('the hour repeated when clocks go back keeps its offset, as Java ZonedDateTime does', () => {
  const first = at('2021-10-31T02:30:00@Europe/Berlin');
  const second = at('2021-10-31T02:30:00+01:00[Europe/Berlin]');

  it('reads the same wall clock as two instants an hour apart', () => {
    expect(temporalToString(first)).toBe('2021-10-31T02:30:00@Europe/Berlin');
    expect(temporalToString(second)).toBe('2021-10-31T02:30:00@Europe/Berlin');
    expect(show(temporalProperty(first, 'time offset') as FeelValue)).toBe('PT2H');
    expect(show(temporalProperty(second, 'time offset') as FeelValue)).toBe('PT1H');
    expect(temporalToJsonText(second)).toBe('2021-10-31T02:30:00+01:00[Europe/Berlin]');
    expect(show(subtractTemporal(second, first))).toBe('PT1H');
    expect(temporalEquals(first, second)).toBe(false);
  });

  it('reaches the second pass by adding an hour to the first', () => {
    const later = addTemporal(first, at('PT1H')) as FeelTemporal;
    expect(temporalEquals(later, second)).toBe(true);
    expect(compareTemporal(later, first)).toBe(1);
    expect(show(addTemporal(later, at('PT1H')))).toBe('2021-10-31T03:30:00@Europe/Berlin');
  });
});
