import { FeelFailure, FeelNumber, type FeelValue, isFeelNumber } from '../values.js';
import { type BuiltinCallContext, type BuiltinSignature, builtin } from './builtin.js';
import { uuidV7 } from './uuid-v7.js';

/** A string built by a function, charged to the evaluation's text limit. */
function built(text: string, context: BuiltinCallContext): string {
  context.chargeText(text.length);
  return text;
}

/** A FEEL position (1-based, or from the end when negative) as a string index, as feel-scala computes it. */
function stringIndex(length: number, position: FeelNumber): number {
  const index = position.trunc().toNumber();
  return index > 0 ? index - 1 : length + index;
}

/**
 * Java's `substring`, which throws (an evaluation failure in Camunda, not null) for a start past the end or before
 * the beginning.
 */
function substring(text: string, start: number, end: number): string | FeelFailure {
  if (start < 0 || end > text.length || start > end) {
    return new FeelFailure(`begin ${start}, end ${end}, length ${text.length}`);
  }
  return text.slice(start, end);
}

/** Java's String.trim: every character up to U+0020 is trimmed, no other whitespace. */
function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

/** Java's Character.isWhitespace, which String.isBlank uses: no-break spaces are not whitespace. */
const JAVA_WHITESPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2008, 0x2009, 0x200a, 0x2028,
  0x2029, 0x205f, 0x3000,
]);

function isJavaBlank(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (!JAVA_WHITESPACE.has(text.charCodeAt(index))) return false;
  return true;
}

/** Java's strict Base64 decoder: the standard alphabet, padding optional but correct when present. */
function isJavaBase64(text: string): boolean {
  const match = /^([A-Za-z0-9+/]*)(={0,2})$/.exec(text);
  if (!match) return false;
  const body = (match[1] as string).length;
  const padding = (match[2] as string).length;
  if (padding === 0) return body % 4 !== 1;
  return (body + padding) % 4 === 0 && body % 4 === 4 - padding;
}

const isString = (value: FeelValue | undefined): value is string => typeof value === 'string';

export const STRING_BUILTINS: readonly BuiltinSignature[] = [
  builtin('substring', ['string', 'start position'], ([text, start], context) => {
    if (typeof text !== 'string' || !isFeelNumber(start)) return null;
    const result = substring(text, stringIndex(text.length, start), text.length);
    return typeof result === 'string' ? built(result, context) : result;
  }),
  builtin('substring', ['string', 'start position', 'length'], ([text, start, length], context) => {
    if (typeof text !== 'string' || !isFeelNumber(start) || !isFeelNumber(length)) return null;
    const from = stringIndex(text.length, start);
    const result = substring(text, from, Math.min(from + length.trunc().toNumber(), text.length));
    return typeof result === 'string' ? built(result, context) : result;
  }),
  builtin('string length', ['string'], ([text]) => (typeof text === 'string' ? new FeelNumber(text.length) : null)),
  builtin('upper case', ['string'], ([text], context) => (typeof text === 'string' ? built(text.toUpperCase(), context) : null)),
  builtin('lower case', ['string'], ([text], context) => (typeof text === 'string' ? built(text.toLowerCase(), context) : null)),
  builtin('substring before', ['string', 'match'], ([text, match], context) => {
    if (!(isString(text) && isString(match))) return null;
    const index = text.indexOf(match);
    return built(index > 0 ? text.slice(0, index) : '', context);
  }),
  builtin('substring after', ['string', 'match'], ([text, match], context) => {
    if (!(isString(text) && isString(match))) return null;
    const index = text.indexOf(match);
    return built(index >= 0 ? text.slice(index + match.length) : '', context);
  }),
  builtin('contains', ['string', 'match'], ([text, match]) => (isString(text) && isString(match) ? text.includes(match) : null)),
  builtin('starts with', ['string', 'match'], ([text, match]) => (isString(text) && isString(match) ? text.startsWith(match) : null)),
  builtin('ends with', ['string', 'match'], ([text, match]) => (isString(text) && isString(match) ? text.endsWith(match) : null)),
  builtin('trim', ['string'], ([text], context) => (typeof text === 'string' ? built(javaTrim(text), context) : null)),
  builtin('uuid', [], (_, context) => uuidV7(context.now)),
  builtin('to base64', ['value'], ([value], context) => (typeof value === 'string' ? built(Buffer.from(value, 'utf8').toString('base64'), context) : null)),
  builtin('from base64', ['value'], ([value], context) =>
    typeof value === 'string' && isJavaBase64(value) ? built(Buffer.from(value, 'base64').toString('utf8'), context) : null,
  ),
  builtin('is blank', ['string'], ([text]) => (typeof text === 'string' ? isJavaBlank(text) : null)),
];
