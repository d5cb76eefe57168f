import { type FeelValue, FeelNumber } from '../values.js';
import { type BuiltinSignature, builtin } from './builtin.js';
import { formatValue } from './format-value.js';
import { readJson } from './from-json.js';
import { toJson } from './to-json.js';

/** Java's BigDecimal(String): a sign, digits with at most one point, an exponent; no spaces, no Infinity or hex. */
const JAVA_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A number read as Scala's BigDecimal(String) reads it: rounded to 34 significant digits. */
export function parseNumber(text: string): FeelNumber | null {
  return JAVA_DECIMAL.test(text) ? new FeelNumber(text).toSignificantDigits() : null;
}

const isGroupingSeparator = (separator: FeelValue) => separator === ' ' || separator === ',' || separator === '.';
const isDecimalSeparator = (separator: FeelValue) => separator === ',' || separator === '.';

function numberWith(from: FeelValue, grouping: FeelValue, decimal: FeelValue): FeelValue {
  if (typeof from !== 'string') return null;
  if (grouping !== null && !isGroupingSeparator(grouping)) return null;
  if (decimal !== null && !isDecimalSeparator(decimal)) return null;
  if (grouping !== null && grouping === decimal) return null;
  const ungrouped = typeof grouping === 'string' ? from.replaceAll(grouping, '') : from;
  return parseNumber(typeof decimal === 'string' ? ungrouped.replaceAll(decimal, '.') : ungrouped);
}

export const CONVERSION_BUILTINS: readonly BuiltinSignature[] = [
  builtin('number', ['from'], ([from]) => (typeof from === 'string' ? parseNumber(from) : null)),
  builtin('number', ['from', 'grouping separator'], ([from, grouping]) => (typeof grouping === 'string' ? numberWith(from ?? null, grouping, null) : null)),
  builtin('number', ['from', 'grouping separator', 'decimal separator'], ([from, grouping, decimal]) =>
    grouping === null && decimal === null ? null : numberWith(from ?? null, grouping ?? null, decimal ?? null),
  ),
  builtin('string', ['from'], ([from], context) => {
    if (from === null || from === undefined) return null;
    const text = formatValue(from);
    context.chargeText(text.length);
    return text;
  }),
  builtin('to json', ['value'], ([value], context) => {
    const json = toJson(value ?? null);
    context.chargeText(json.length);
    return json;
  }),
  builtin('from json', ['json'], ([json], context) => {
    if (typeof json !== 'string') return null;
    context.chargeText(json.length);
    try {
      return readJson(json);
    } catch {
      return null;
    }
  }),
];
