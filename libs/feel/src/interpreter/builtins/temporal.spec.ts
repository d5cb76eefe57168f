import { describe, expect, it } from 'vitest';
import { addTemporal, compareTemporal, temporalEquals, temporalProperty } from '../temporal/index.js';
import { parseTemporalLiteral } from '../temporal/parse.js';
import { temporalToString } from '../temporal/text.js';
import { FeelFailure, FeelNumber, type FeelTemporal, type FeelValue, isFeelNumber } from '../values.js';
import type { BuiltinCallContext } from './builtin.js';
import { TEMPORAL_BUILTINS } from './temporal.js';

/** 2020-07-31T14:27:30Z, the engine clock of these calls. */
const NOW = Date.UTC(2020, 6, 31, 14, 27, 30);
const context: BuiltinCallContext = { now: NOW, chargeItems: () => {}, chargeText: () => {} };

/** Calls the signature of `name` that takes as many parameters as there are arguments. */
function call(name: string, ...args: FeelValue[]): FeelValue {
  const signature = TEMPORAL_BUILTINS.find((candidate) => candidate.name === name && candidate.parameters.length === args.length);
  if (!signature) throw new Error(`no ${name}/${args.length}`);
  const result = signature.call(args, context);
  if (result instanceof FeelFailure) throw new Error(result.message);
  return result;
}

const at = (literal: string) => parseTemporalLiteral(literal) as FeelTemporal;
const n = (value: number | string) => new FeelNumber(value);
const show = (value: FeelValue) =>
  value === null || typeof value === 'string' ? value : isFeelNumber(value) ? value.toNumber() : temporalToString(value as FeelTemporal);

describe('conversion built-ins (docs: FEEL built-in functions, conversion; feel-scala BuiltinConversionFunctionsTest)', () => {
  it.each<[string, FeelValue[], string | number | null]>([
    ['date', ['2018-04-29'], '2018-04-29'],
    ['date', [at('2012-12-25T11:00:00')], '2012-12-25'],
    ['date', [at('2012-12-25T23:00:00@Europe/Berlin')], '2012-12-25'],
    ['date', [at('2012-12-25')], '2012-12-25'],
    ['date', [n(2012), n(12), n(25)], '2012-12-25'],
    ['date', [n('2012.9'), n(12), n(25)], '2012-12-25'],
    ['time', ['12:00:00'], '12:00:00'],
    ['time', ['23:59:00@Europe/Paris'], '23:59:00@Europe/Paris'],
    ['time', [at('2012-12-25T11:00:00')], '11:00:00'],
    ['time', [at('2012-12-25T11:00:00+01:00')], '11:00:00+01:00'],
    ['time', [at('2012-12-25T11:00:00@Europe/Berlin')], '11:00:00@Europe/Berlin'],
    ['time', [at('2012-12-25')], '00:00:00Z'],
    ['time', [n(23), n(59), n(0)], '23:59:00'],
    ['time', [n(23), n(59), n('1.5')], '23:59:01.5'],
    ['time', [n(14), n(30), n(0), at('PT1H')], '14:30:00+01:00'],
    ['time', [n(14), n(30), n(0), at('-PT5H30M')], '14:30:00-05:30'],
    ['time', [n(14), n(30), n(0), at('PT0S')], '14:30:00Z'],
    ['time', [n(14), n(30), n('0.5'), null], '14:30:00'],
    ['date and time', ['2018-04-29T09:30:00'], '2018-04-29T09:30:00'],
    ['date and time', ['2018-04-29T09:30:00+02:00'], '2018-04-29T09:30:00+02:00'],
    ['date and time', ['2018-04-29T09:30:00@Europe/Berlin'], '2018-04-29T09:30:00@Europe/Berlin'],
    ['date and time', ['2018-04-29T09:30:00+02:00[Europe/Berlin]'], '2018-04-29T09:30:00@Europe/Berlin'],
    ['date and time', ['2018-04-29'], '2018-04-29T00:00:00'],
    ['date and time', [at('2012-12-24'), at('T23:59:00')], '2012-12-24T23:59:00'],
    ['date and time', [at('2012-12-24'), at('T23:59:00+01:00')], '2012-12-24T23:59:00+01:00'],
    ['date and time', [at('2012-12-25T11:00:00'), at('T23:59:00')], '2012-12-25T23:59:00'],
    ['date and time', [at('2012-12-24T10:24:00+01:00'), at('T23:59:00')], '2012-12-24T23:59:00'],
    ['date and time', [at('2012-12-24T10:24:00+01:00'), at('T23:59:00+01:00')], '2012-12-24T23:59:00+01:00'],
    ['date and time', [at('2012-12-24'), at('10:00:00@Europe/Berlin')], '2012-12-24T10:00:00@Europe/Berlin'],
    ['date and time', [at('2020-07-31T14:27:30@Europe/Berlin'), 'America/Los_Angeles'], '2020-07-31T05:27:30@America/Los_Angeles'],
    ['date and time', [at('2020-07-31T14:27:30@Europe/Berlin'), 'Z'], '2020-07-31T12:27:30Z'],
    ['date and time', [at('2020-07-31T14:27:30'), 'Z'], '2020-07-31T14:27:30Z'],
    ['date and time', [at('2020-07-31T14:27:30'), 'Europe/Berlin'], '2020-07-31T14:27:30@Europe/Berlin'],
    ['date and time', [at('2020-07-31T14:27:30'), 'UTC'], '2020-07-31T14:27:30@UTC'],
    ['duration', ['P5D'], 'P5D'],
    ['duration', ['P32Y'], 'P32Y'],
    ['years and months duration', [at('2011-12-22'), at('2013-08-24')], 'P1Y8M'],
    // issue 38: feelin answered P4Y2M27D
    ['years and months duration', [at('2020-01-01'), at('2024-03-28')], 'P4Y2M'],
    ['years and months duration', [at('2024-03-28'), at('2020-01-01')], '-P4Y2M'],
    ['years and months duration', [at('2020-01-31'), at('2020-02-29')], 'P0Y'],
    ['years and months duration', [at('2020-01-31'), at('2020-03-01')], 'P1M'],
    ['years and months duration', [at('2011-12-22T10:00:00'), at('2013-08-24T08:00:00@Europe/Berlin')], 'P1Y8M'],
    ['years and months duration', [at('2011-12-22T10:00:00Z'), at('2013-08-24')], 'P1Y8M'],
  ])('%s(%j) is %s', (name, args, expected) => {
    expect(show(call(name, ...args))).toBe(expected);
  });

  it.each<[string, FeelValue[]]>([
    ['date', ['2023-02-29']],
    ['date', ['2023-06-31']],
    ['date', ['2012-12-25T11:00:00']],
    ['date', [at('10:00:00')]],
    ['date', [n(2023), n(2), n(29)]],
    ['date', [n(2024), n(6), n(31)]],
    ['date', ['2023', n(2), n(1)]],
    ['date', [null]],
    ['time', ['24:00:00']],
    ['time', [n(24), n(0), n(0)]],
    ['time', [n(12), n(0), n('-0.5')]],
    ['time', [n(14), n(30), n(0), at('P1M')]],
    ['time', [n(14), n(30), n(0), at('PT19H')]],
    ['time', [n(14), n(30), n(0), 'PT1H']],
    ['time', [n(1)]],
    ['date and time', ['2023-02-29T10:00:00']],
    ['date and time', ['2023-06-31T10:00:00+02:00']],
    ['date and time', [at('2020-01-01')]],
    ['date and time', [at('2012-12-24'), 'Europe/Berlin']],
    ['date and time', [at('2020-07-31T14:27:30'), 'Mars/Olympus']],
    ['date and time', [at('10:00:00'), at('10:00:00')]],
    ['date and time', [at('2012-12-24'), at('P1D')]],
    ['duration', ['P1W']],
    ['duration', ['5 days']],
    ['duration', [n(5)]],
    ['years and months duration', [at('2011-12-22'), at('10:00:00')]],
    ['years and months duration', ['2011-12-22', '2013-08-24']],
  ])('%s(%j) is null', (name, args) => {
    expect(call(name, ...args)).toBeNull();
  });
});

describe('time(from: date and time) in a region keeps the offset of that date (Java ZonedTime.of)', () => {
  const summer = call('time', at('2020-07-01T10:00:00@Europe/Berlin')) as FeelTemporal;
  const winter = call('time', at('2020-01-01T10:00:00@Europe/Berlin')) as FeelTemporal;

  it('has the offset of the date, where a parsed time has the standard one', () => {
    expect(show(temporalProperty(summer, 'time offset') as FeelValue)).toBe('PT2H');
    expect(show(temporalProperty(winter, 'time offset') as FeelValue)).toBe('PT1H');
    expect(show(temporalProperty(at('10:00:00@Europe/Berlin'), 'time offset') as FeelValue)).toBe('PT1H');
  });

  it('keeps that offset through arithmetic, and compares and equals by it', () => {
    const later = addTemporal(summer, at('PT1H')) as FeelTemporal;
    expect(show(later)).toBe('11:00:00@Europe/Berlin');
    expect(show(temporalProperty(later, 'time offset') as FeelValue)).toBe('PT2H');
    expect(temporalEquals(summer, at('10:00:00@Europe/Berlin'))).toBe(false);
    expect(temporalEquals(winter, at('10:00:00@Europe/Berlin'))).toBe(true);
    expect(compareTemporal(summer, at('08:30:00Z'))).toBe(-1);
  });
});

describe('temporal built-ins (docs: FEEL built-in functions, temporal; feel-scala BuiltinTemporalFunctionsTest)', () => {
  it('now() is the engine clock as a date and time in UTC, today() its date', () => {
    expect(show(call('now'))).toBe('2020-07-31T14:27:30Z');
    expect(show(call('today'))).toBe('2020-07-31');
    const lateEvening = { ...context, now: Date.UTC(2020, 11, 31, 23, 59, 59, 250) };
    const today = TEMPORAL_BUILTINS.find((signature) => signature.name === 'today')!;
    const now = TEMPORAL_BUILTINS.find((signature) => signature.name === 'now')!;
    expect(show(today.call([], lateEvening) as FeelValue)).toBe('2020-12-31');
    expect(show(now.call([], lateEvening) as FeelValue)).toBe('2020-12-31T23:59:59.25Z');
  });

  const date = at('2019-09-17');
  const localDateTime = at('2019-09-17T14:30:00');
  const dateTime = at('2019-09-17T14:30:00@Europe/Berlin');

  it.each<[string, FeelValue, string | number]>([
    ['day of year', date, 260],
    ['day of year', localDateTime, 260],
    ['day of year', dateTime, 260],
    ['day of year', at('2019-12-31'), 365],
    ['day of year', at('2020-12-31'), 366],
    ['day of week', date, 'Tuesday'],
    ['day of week', localDateTime, 'Tuesday'],
    ['day of week', dateTime, 'Tuesday'],
    ['day of week', at('2019-09-22'), 'Sunday'],
    ['month of year', date, 'September'],
    ['month of year', dateTime, 'September'],
    ['month of year', at('2019-01-01'), 'January'],
    ['week of year', date, 38],
    ['week of year', localDateTime, 38],
    ['week of year', dateTime, 38],
    ['week of year', at('2003-12-29'), 1],
    ['week of year', at('2004-01-04'), 1],
    ['week of year', at('2005-01-01'), 53],
    ['week of year', at('2005-01-03'), 1],
    ['week of year', at('2005-01-09'), 1],
    ['last day of month', at('2022-10-17'), '2022-10-31'],
    ['last day of month', at('2022-10-01'), '2022-10-31'],
    ['last day of month', date, '2019-09-30'],
    ['last day of month', localDateTime, '2019-09-30'],
    ['last day of month', at('2022-10-16T12:00:00'), '2022-10-31'],
    ['last day of month', at('2022-02-01'), '2022-02-28'],
    ['last day of month', at('2024-02-01'), '2024-02-29'],
  ])('%s(%o) is %s', (name, arg, expected) => {
    expect(show(call(name, arg))).toBe(expected);
  });

  it.each(['day of year', 'day of week', 'month of year', 'week of year', 'last day of month'])('%s of a time, a string or null is null', (name) => {
    expect(call(name, at('10:00:00'))).toBeNull();
    expect(call(name, '2019-09-17')).toBeNull();
    expect(call(name, null)).toBeNull();
  });

  it('offers no `is` function, as Camunda has none', () => {
    expect(TEMPORAL_BUILTINS.some((signature) => signature.name === 'is')).toBe(false);
  });
});
