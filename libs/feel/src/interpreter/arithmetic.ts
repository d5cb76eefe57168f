import { formatValue } from './builtins/format-value.js';
import type { FeelRun } from './run.js';
import { addTemporal, divideDuration, isFeelTemporal, multiplyDuration, subtractTemporal, subtractTemporalDmn } from './temporal/index.js';
import { FeelNumber, type FeelValue, isFeelNumber } from './values.js';

/**
 * FEEL's arithmetic as Camunda computes it: decimals of 34 digits, text joined with `+`, temporal values through the
 * temporal module. Operands of other types, a null and a division by zero give null, with a warning saying why.
 */
export function add(a: FeelValue, b: FeelValue, run: FeelRun): FeelValue {
  if (isFeelNumber(a) && isFeelNumber(b)) return a.plus(b);
  if (typeof a === 'string' && typeof b === 'string') {
    run.chargeText(a.length + b.length);
    return a + b;
  }
  const temporal = isFeelTemporal(a) || isFeelTemporal(b) ? addTemporal(a, b) : null;
  return temporal ?? invalid(run, `Can't add '${describe(b)}' to '${describe(a)}'`);
}

export function subtract(a: FeelValue, b: FeelValue, run: FeelRun): FeelValue {
  return subtractWith(subtractTemporal, a, b, run);
}

/** `a - b` in DMN models: as Camunda computes it, and a date and a date and time subtract too (DMN 1.5). */
export function subtractDmn(a: FeelValue, b: FeelValue, run: FeelRun): FeelValue {
  return subtractWith(subtractTemporalDmn, a, b, run);
}

function subtractWith(temporalDifference: (a: FeelValue, b: FeelValue) => FeelValue, a: FeelValue, b: FeelValue, run: FeelRun): FeelValue {
  if (isFeelNumber(a) && isFeelNumber(b)) return a.minus(b);
  const temporal = isFeelTemporal(a) || isFeelTemporal(b) ? temporalDifference(a, b) : null;
  return temporal ?? invalid(run, `Can't subtract '${describe(b)}' from '${describe(a)}'`);
}

export function multiply(a: FeelValue, b: FeelValue, run: FeelRun): FeelValue {
  if (isFeelNumber(a) && isFeelNumber(b)) return a.times(b);
  const temporal = isFeelTemporal(a) && isFeelNumber(b) ? multiplyDuration(a, b) : isFeelNumber(a) && isFeelTemporal(b) ? multiplyDuration(b, a) : null;
  return temporal ?? invalid(run, `Can't multiply '${describe(a)}' by '${describe(b)}'`);
}

export function divide(a: FeelValue, b: FeelValue, run: FeelRun): FeelValue {
  if (isFeelNumber(a) && isFeelNumber(b)) return b.isZero() ? invalid(run, `Can't divide '${describe(a)}' by zero`) : a.div(b);
  const temporal = isFeelTemporal(a) && (isFeelNumber(b) || isFeelTemporal(b)) ? divideDuration(a, b) : null;
  return temporal ?? invalid(run, `Can't divide '${describe(a)}' by '${describe(b)}'`);
}

/** An integer exponent is exact (to 34 digits); any other goes through doubles, as Camunda computes it. */
export function power(a: FeelValue, b: FeelValue, run: FeelRun): FeelValue {
  if (!isFeelNumber(a) || !isFeelNumber(b)) return invalid(run, `Can't raise '${describe(a)}' to '${describe(b)}'`);
  if (b.isInteger()) {
    if (a.isZero() && b.isNegative()) return invalid(run, `Can't raise zero to '${describe(b)}'`);
    return a.pow(b);
  }
  const result = a.toNumber() ** b.toNumber();
  return Number.isFinite(result) ? new FeelNumber(result) : invalid(run, `Can't raise '${describe(a)}' to '${describe(b)}'`);
}

/** Camunda negates numbers only (`-duration("P1D")` is null). */
export function negate(a: FeelValue, run: FeelRun): FeelValue {
  return isFeelNumber(a) ? a.neg() : invalid(run, `Can't negate '${describe(a)}'`);
}

function invalid(run: FeelRun, message: string): null {
  run.warn(message);
  return null;
}

/** A value as a warning quotes it: short, whatever its size. */
export function describe(value: FeelValue): string {
  const text = formatValue(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
