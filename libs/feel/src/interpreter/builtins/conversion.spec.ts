import { describe, expect, it } from 'vitest';
import { type FeelNumber, feelFunction, feelRange } from '../values.js';
import { call, callNamed, ctx, n, plain, result } from './builtin.test-helper.js';

describe('number()', () => {
  it.each([
    [['1500.5'], 1500.5],
    [['1 500.5', ' '], 1500.5],
    [['1,500', ','], 1500],
    [['1.500', '.'], 1500],
    [['1 500.5', ' ', '.'], 1500.5],
    [['1 500,5', ' ', ','], 1500.5],
    [['1500,5', null, ','], 1500.5],
    [['1.500', '.', null], 1500],
    [['-1.5e3'], -1500],
    [['.5'], 0.5],
  ])('number%j is %s', (args, expected) => {
    expect(result('number', ...args)).toBe(expected);
  });

  it('rounds to 34 significant digits, half to even, as Scala reads a BigDecimal', () => {
    expect((call('number', '1.23456789012345678901234567890123456789') as FeelNumber).toString()).toBe('1.234567890123456789012345678901235');
  });

  it('binds named arguments', () => {
    expect(plain(callNamed('number', { from: '1.500', 'grouping separator': '.', 'decimal separator': null }))).toBe(1500);
  });

  it.each([
    [['x']],
    [['x', '.']],
    [['x', '.', ',']],
    [['1 000', ' ', ' ']],
    [['1_000', '_']],
    [['1.000', '.', '.']],
    [['Infinity']],
    [['0x10']],
    [[' 1']],
    [['1', null, null]],
    [[1]],
  ])('number%j is null', (args) => {
    expect(result('number', ...args)).toBeNull();
  });
});

describe('string()', () => {
  it.each([
    [n('1.1'), '1.1'],
    [n('1e-7'), '1E-7'],
    [n('0.000001'), '0.000001'],
    [n('123456789012345678901234567890'), '123456789012345678901234567890'],
    ['hello', 'hello'],
    [true, 'true'],
    [[], '[]'],
    [[n(1), n(2), n(3)], '[1, 2, 3]'],
    [['a', null, [true]], '["a", null, [true]]'],
    [ctx({}), '{}'],
    [ctx({ a: n(1), b: ctx({ c: 'x' }) }), '{a:1, b:{c:"x"}}'],
    [feelRange(n(1), n(10), true, false), '[1..10)'],
    [feelFunction(['a', 'b'], () => null), 'function(a, b)'],
  ])('string(%s) is %j', (value, expected) => {
    expect(call('string', value)).toBe(expected);
  });

  it('answers null for null', () => {
    expect(call('string', null)).toBeNull();
  });

  it('writes temporal values as Camunda does', () => {
    expect(call('string', call('date', '2012-12-25') as never)).toBe('2012-12-25');
    expect(call('string', call('duration', 'PT0H0M') as never)).toBe('P0D');
  });
});

describe('to json() and from json()', () => {
  it('writes JSON as Jackson writes Camunda values', () => {
    expect(call('to json', ctx({ a: n('1.5'), b: [true, null, 'x"y'] }))).toBe('{"a":1.5,"b":[true,null,"x\\"y"]}');
    expect(call('to json', null)).toBe('null');
    expect(call('to json', 'text')).toBe('"text"');
  });

  it.each([
    ['date', '2020-04-06', '"2020-04-06"'],
    ['time', '10:30:00', '"10:30:00"'],
    ['time', '10:30:00.5+01:00', '"10:30:00.5+01:00"'],
    ['time', '10:30:00Z', '"10:30:00Z"'],
    ['date and time', '2020-04-06T08:00:00', '"2020-04-06T08:00:00"'],
    ['date and time', '2020-04-06T08:00:00@Europe/Berlin', '"2020-04-06T08:00:00+02:00[Europe/Berlin]"'],
    ['date and time', '2020-04-06T08:00:00Z', '"2020-04-06T08:00:00Z"'],
    ['duration', 'P2D', '"PT48H"'],
    ['duration', '-PT1H30M', '"PT-1H-30M"'],
    ['duration', 'PT0S', '"PT0S"'],
    ['duration', 'P1Y2M', '"P1Y2M"'],
    ['duration', '-P14M', '"P-1Y-2M"'],
    ['duration', 'P0M', '"P0D"'],
  ])('writes %s("%s") in Java\'s ISO form: %s', (temporalFunction, text, json) => {
    expect(call('to json', call(temporalFunction, text) as never)).toBe(json);
  });

  it('reads JSON into FEEL values, null for invalid JSON or a non-string', () => {
    expect(plain(call('from json', '{"a": [1, 2.5, "x", null, true]}'))).toEqual({ a: [1, 2.5, 'x', null, true] });
    expect(call('from json', '{"a": 0.1}') as never).toEqual(ctx({ a: n('0.1') }));
    expect(call('from json', '{a: 1}')).toBeNull();
    expect(call('from json', n(1))).toBeNull();
  });
});
