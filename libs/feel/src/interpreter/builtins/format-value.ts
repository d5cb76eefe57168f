import { isFeelTemporal, temporalToString } from '../temporal/index.js';
import { type FeelNumber, type FeelValue, isFeelFunction, isFeelNumber, isFeelRange } from '../values.js';

/**
 * A number as Camunda prints it (Java's BigDecimal.toString): plain digits, unless a fraction's first significant
 * digit lies beyond the sixth decimal place, which Java writes in scientific notation (`1.5E-7`).
 */
export function formatNumber(value: FeelNumber): string {
  if (value.isInteger() || value.e >= -6) return value.toFixed();
  return value.toExponential().replace('e', 'E');
}

/**
 * `string(value)`: a string is itself; inside a list or a context it is quoted, as feel-scala prints its values
 * (`string(["a", 1])` is `["a", 1]`, `string({a: 1})` is `{a:1}`).
 */
export function formatValue(value: FeelValue): string {
  return typeof value === 'string' ? value : formatNested(value);
}

function formatNested(value: FeelValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'boolean') return String(value);
  if (isFeelNumber(value)) return formatNumber(value);
  if (Array.isArray(value)) return `[${value.map(formatNested).join(', ')}]`;
  if (isFeelRange(value)) {
    const open = value.startIncluded ? '[' : '(';
    const close = value.endIncluded ? ']' : ')';
    return `${open}${formatNested(value.start)}..${formatNested(value.end)}${close}`;
  }
  if (isFeelFunction(value)) return `function(${value.parameters.join(', ')})`;
  if (isFeelTemporal(value)) return temporalToString(value);
  return `{${Object.entries(value)
    .map(([key, entry]) => `${key}:${formatNested(entry)}`)
    .join(', ')}}`;
}
