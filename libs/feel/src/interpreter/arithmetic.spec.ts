import { describe, expect, it } from 'vitest';
import { DEFAULT_FEEL_LIMITS } from '../feel-limits.js';
import { add, divide, multiply, negate, power, subtract } from './arithmetic.js';
import { FeelRun } from './run.js';
import { parseTemporalLiteral } from './temporal/index.js';
import { FeelNumber, type FeelValue } from './values.js';

const n = (text: string) => new FeelNumber(text);
const temporal = (text: string) => parseTemporalLiteral(text) as FeelValue;

function run() {
  return new FeelRun(DEFAULT_FEEL_LIMITS, 0);
}

describe('FEEL arithmetic', () => {
  it('should compute with 34 significant digits, rounded half to even', () => {
    const r = run();
    expect((add(n('0.1'), n('0.2'), r) as FeelNumber).toString()).toBe('0.3');
    expect((divide(n('1'), n('3'), r) as FeelNumber).toString()).toBe('0.3333333333333333333333333333333333');
    expect((divide(n('2'), n('3'), r) as FeelNumber).toString()).toBe('0.6666666666666666666666666666666667');
    expect((multiply(n('1.5'), n('4'), r) as FeelNumber).toString()).toBe('6');
    expect((power(n('2'), n('100'), r) as FeelNumber).toFixed()).toBe('1267650600228229401496703205376');
    expect((negate(n('5'), r) as FeelNumber).toString()).toBe('-5');
  });

  it('should answer null with a warning for operands it has no operation for', () => {
    const r = run();
    expect(add(n('1'), 'a', r)).toBeNull();
    expect(subtract('a', 'b', r)).toBeNull();
    expect(divide(n('1'), n('0'), r)).toBeNull();
    expect(power(n('0'), n('-1'), r)).toBeNull();
    expect(negate('a', r)).toBeNull();
    expect(negate(temporal('P1D'), run())).toBeNull();
    expect(r.warnings).toEqual([
      "Can't add 'a' to '1'",
      "Can't subtract 'b' from 'a'",
      "Can't divide '1' by zero",
      "Can't raise zero to '-1'",
      "Can't negate 'a'",
    ]);
  });

  it('should hand temporal operands to the temporal module', () => {
    const r = run();
    expect(String(add(temporal('2026-01-31'), temporal('P1D'), r))).toBe(String(temporal('2026-02-01')));
    expect(String(subtract(temporal('2026-02-01'), temporal('2026-01-31'), r))).toBe(String(temporal('P1D')));
    expect(String(multiply(temporal('P1D'), n('2'), r))).toBe(String(temporal('P2D')));
    expect(String(multiply(n('2'), temporal('P1D'), r))).toBe(String(temporal('P2D')));
    expect(add(temporal('2026-01-31'), n('1'), r)).toBeNull();
  });

  it('should charge the text that joining strings builds', () => {
    const r = new FeelRun({ ...DEFAULT_FEEL_LIMITS, maxStringLength: 5 }, 0);
    expect(add('ab', 'cd', r)).toBe('abcd');
    expect(() => add('ab', 'cd', r)).toThrow('FEEL_MAX_STRING_LENGTH');
  });
});
