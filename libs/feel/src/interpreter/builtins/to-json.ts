import { isFeelTemporal, temporalToIsoText } from '../temporal/index.js';
import { type FeelContext, type FeelValue, isFeelContext, isFeelNumber } from '../values.js';
import { formatNumber, formatValue } from './format-value.js';

/**
 * `to json(value)` as Camunda writes it with Jackson: numbers as BigDecimal prints them, temporal values in Java's
 * ISO forms (not FEEL's: `2020-04-06T08:00:00+02:00[Europe/Berlin]`, `PT48H`), ranges and functions as their text.
 */
export function toJson(value: FeelValue): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (isFeelNumber(value)) return formatNumber(value);
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (isFeelContext(value)) return objectJson(value);
  if (isFeelTemporal(value)) return JSON.stringify(temporalToIsoText(value));
  return JSON.stringify(formatValue(value));
}

function objectJson(context: FeelContext): string {
  const entries = Object.entries(context).map(([key, entry]) => `${JSON.stringify(key)}:${toJson(entry)}`);
  return `{${entries.join(',')}}`;
}
