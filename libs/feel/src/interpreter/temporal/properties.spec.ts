import { describe, expect, it } from 'vitest';
import { type FeelTemporal, type FeelValue, isFeelNumber } from '../values.js';
import { parseTemporalLiteral } from './parse.js';
import { temporalProperty } from './properties.js';
import { temporalToString } from './text.js';

const at = (literal: string) => parseTemporalLiteral(literal) as FeelTemporal;
const show = (value: FeelValue | undefined) =>
  value === undefined || value === null || typeof value === 'string' ? value : isFeelNumber(value) ? value.toNumber() : temporalToString(value as FeelTemporal);

describe('temporal properties (docs: FEEL temporal expressions, Properties; feel-scala DateTimeDurationPropertiesTest)', () => {
  it.each([
    ['2020-04-06', 'year', 2020],
    ['2020-04-06', 'month', 4],
    ['2020-04-06', 'day', 6],
    ['2020-04-06', 'weekday', 1],
    ['08:00:00', 'hour', 8],
    ['08:15:30', 'minute', 15],
    ['08:15:30.9', 'second', 30],
    ['08:00:00', 'time offset', null],
    ['08:00:00', 'timezone', null],
    ['08:00:00+02:00', 'time offset', 'PT2H'],
    ['08:00:00+02:00', 'timezone', null],
    ['08:00:00Z', 'time offset', 'P0D'],
    // a time has no date for daylight saving time: its region's standard offset
    ['08:00:00@Europe/Berlin', 'time offset', 'PT1H'],
    ['08:00:00@Europe/Berlin', 'timezone', 'Europe/Berlin'],
    ['2020-04-06T08:00:00+02:00', 'time offset', 'PT2H'],
    ['2020-04-06T08:00:00-05:30', 'time offset', '-PT5H30M'],
    ['2020-04-06T08:00:00@Europe/Berlin', 'timezone', 'Europe/Berlin'],
    ['2020-04-06T08:00:00@Europe/Berlin', 'time offset', 'PT2H'],
    ['2020-01-06T08:00:00@Europe/Berlin', 'time offset', 'PT1H'],
    ['2020-04-06T08:00:00+02:00', 'timezone', null],
    ['2020-04-06T08:00:00', 'time offset', null],
    ['2020-04-06T08:00:00', 'timezone', null],
    ['2020-04-06T08:00:00', 'year', 2020],
    ['2020-04-06T08:00:00', 'weekday', 1],
    ['2020-04-06T08:20:45', 'second', 45],
    ['PT2H30M', 'hours', 2],
    ['PT2H30M', 'minutes', 30],
    ['P6M', 'months', 6],
    ['P1Y6M', 'years', 1],
    ['P14M', 'months', 2],
    ['-P14M', 'years', -1],
    ['-P14M', 'months', -2],
    ['P2DT5H', 'days', 2],
    ['PT49H', 'days', 2],
    ['PT49H', 'hours', 1],
    ['PT90S', 'minutes', 1],
    ['PT90S', 'seconds', 30],
    ['-PT2H', 'hours', -2],
    // Java's getSeconds rounds down: -1.5 seconds are -2 seconds and 500 milliseconds
    ['-PT1.5S', 'seconds', -2],
  ])('%s.%s is %s', (literal, name, expected) => {
    expect(show(temporalProperty(at(literal), name))).toBe(expected);
  });

  it.each([
    ['2020-04-06', 'hour'],
    ['08:00:00', 'year'],
    ['P1Y', 'days'],
    ['PT1H', 'years'],
    ['2020-04-06', 'toString'],
    ['2020-04-06', 'iso'],
    ['2020-04-06', 'constructor'],
  ])('%s has no property %s', (literal, name) => {
    expect(temporalProperty(at(literal), name)).toBeUndefined();
  });
});
