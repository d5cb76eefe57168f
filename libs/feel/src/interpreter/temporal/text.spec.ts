import { describe, expect, it } from 'vitest';
import type { FeelTemporal } from '../values.js';
import { temporalToJsonText } from './json-text.js';
import { parseTemporalLiteral } from './parse.js';
import { temporalToString } from './text.js';

const at = (literal: string) => parseTemporalLiteral(literal) as FeelTemporal;

describe("temporalToString: Camunda's string(x) (feel-scala Val.toString)", () => {
  it.each([
    ['2012-12-25', '2012-12-25'],
    ['23:59:00', '23:59:00'],
    ['23:59', '23:59:00'],
    ['23:59:00.100', '23:59:00.1'],
    ['23:59:00+01:00', '23:59:00+01:00'],
    ['23:59:00Z', '23:59:00Z'],
    ['23:59:00@Europe/Paris', '23:59:00@Europe/Paris'],
    ['2012-12-25T11:00:00', '2012-12-25T11:00:00'],
    ['2012-12-25T11:00Z', '2012-12-25T11:00:00Z'],
    ['2012-12-25T11:00:00@Europe/Berlin', '2012-12-25T11:00:00@Europe/Berlin'],
    ['P1Y2M', 'P1Y2M'],
    ['P0Y', 'P0Y'],
    ['-P1Y', '-P1Y'],
    ['P1DT2H3M4S', 'P1DT2H3M4S'],
    ['PT0S', 'P0D'],
    ['PT48H', 'P2D'],
    ['-PT30M', '-PT30M'],
    ['PT0.5S', 'P0D'],
  ])('string(@"%s") is "%s"', (literal, expected) => {
    expect(temporalToString(at(literal))).toBe(expected);
  });
});

describe('temporalToJsonText: the text Zeebe stores for a result (FeelToMessagePackTransformer)', () => {
  it.each([
    ['2012-12-25', '2012-12-25'],
    ['23:59:00', '23:59'],
    ['23:59:30', '23:59:30'],
    ['23:59:00.1', '23:59:00.100'],
    ['23:59:00.000001', '23:59:00.000001'],
    ['23:59:00+01:00', '23:59:00+01:00'],
    ['23:59:00@Europe/Paris', '23:59:00@Europe/Paris'],
    ['2012-12-25T11:00:00', '2012-12-25T11:00:00'],
    ['2012-12-25T11:00:00.120', '2012-12-25T11:00:00.12'],
    ['2012-12-25T11:00:00Z', '2012-12-25T11:00:00Z'],
    ['2012-12-25T11:00:05+05:30', '2012-12-25T11:00:05+05:30'],
    ['2012-07-25T11:00:00@Europe/Berlin', '2012-07-25T11:00:00+02:00[Europe/Berlin]'],
    ['2012-07-25T11:00:00@UTC', '2012-07-25T11:00:00Z[UTC]'],
    ['P14M', 'P1Y2M'],
    ['PT36H', 'P1DT12H'],
    ['PT0S', 'P0D'],
  ])('@"%s" is stored as "%s"', (literal, expected) => {
    expect(temporalToJsonText(at(literal))).toBe(expected);
  });

  it('is the iso that JSON output reads', () => {
    const value = at('2012-07-25T11:00:00@Europe/Berlin') as FeelTemporal & { iso: string };
    expect(value.iso).toBe('2012-07-25T11:00:00+02:00[Europe/Berlin]');
    expect(JSON.stringify({ value })).toBe('{"value":"2012-07-25T11:00:00+02:00[Europe/Berlin]"}');
  });
});
