import { describe, expect, it } from 'vitest';
import type { FeelTemporal } from '../values.js';
import { temporalToIsoText } from './iso-text.js';
import { parseTemporalLiteral } from './parse.js';

const at = (literal: string) => parseTemporalLiteral(literal) as FeelTemporal;

describe('temporalToIsoText: what `to json` writes (docs: FEEL built-in functions, conversion, to json)', () => {
  it.each([
    ['2023-06-14', '2023-06-14'],
    ['2025-11-24T10:00:00@Europe/Berlin', '2025-11-24T10:00:00+01:00[Europe/Berlin]'],
    ['2025-07-24T10:00:00@Europe/Berlin', '2025-07-24T10:00:00+02:00[Europe/Berlin]'],
    ['2025-11-24T10:00:00+01:00', '2025-11-24T10:00:00+01:00'],
    ['2025-11-24T10:00:00Z', '2025-11-24T10:00:00Z'],
    ['2025-11-24T10:00:00.5', '2025-11-24T10:00:00.5'],
    ['10:00:00', '10:00:00'],
    ['10:00:00@Europe/Berlin', '10:00:00+01:00'],
    ['10:00:00Z', '10:00:00Z'],
    ['P3Y', 'P3Y'],
    ['P14M', 'P1Y2M'],
    ['-P14M', 'P-1Y-2M'],
    ['P0M', 'P0D'],
    ['PT5H', 'PT5H'],
    ['P2D', 'PT48H'],
    ['P1DT1M', 'PT24H1M'],
    ['PT0S', 'PT0S'],
    ['PT1.5S', 'PT1.5S'],
    ['-PT1.5S', 'PT-1.5S'],
    ['-PT0.5S', 'PT-0.5S'],
    ['-PT1H30M', 'PT-1H-30M'],
  ])('to json(@"%s") writes "%s"', (literal, expected) => {
    expect(temporalToIsoText(at(literal))).toBe(expected);
  });
});
