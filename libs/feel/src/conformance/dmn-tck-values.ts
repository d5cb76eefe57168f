import type { JsonValue } from '../json-value.js';
import type { TckValue } from './dmn-tck-cases.js';
import { type ExpectedJson, sameFeelValue } from './expected-value.js';

const NUMERIC_TYPES = new Set(['decimal', 'double', 'float', 'integer', 'int', 'long', 'short']);
const XSD_TEMPORAL_TYPES = new Set(['date', 'time', 'dateTime', 'duration', 'dayTimeDuration', 'yearMonthDuration']);
/** FEEL type names (of a decision's result) whose values come back from the FEEL layer as their ISO text. */
const FEEL_TEMPORAL_TYPES = new Set([
  'date',
  'time',
  'date and time',
  'dateTime',
  'duration',
  'days and time duration',
  'years and months duration',
  'dayTimeDuration',
  'yearMonthDuration',
]);

export function isTemporalValue(value: TckValue): value is { kind: 'simple'; type: string; text: string } {
  return value.kind === 'simple' && value.type !== null && XSD_TEMPORAL_TYPES.has(value.type);
}

export function isTemporalType(feelType: string | null): boolean {
  return feelType !== null && FEEL_TEMPORAL_TYPES.has(feelType);
}

/** A TCK value as the JSON variable Zeebe would hold: numbers, booleans, text (temporals as their ISO text), lists, objects. */
export function toVariable(value: TckValue): JsonValue {
  switch (value.kind) {
    case 'nil':
      return null;
    case 'list':
      return value.items.map(toVariable);
    case 'context':
      return Object.fromEntries(value.entries.map(([name, entry]) => [name, toVariable(entry)]));
    case 'simple':
      if (value.type !== null && NUMERIC_TYPES.has(value.type)) return Number(value.text);
      if (value.type === 'boolean') return value.text.trim() === 'true';
      return value.text;
  }
}

/** A TCK decimal as the spec expects it: exact as a bigint when it is an integer beyond 2^53, else the nearest double. */
function expectedNumber(text: string): ExpectedJson {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) && !Number.isSafeInteger(Number(trimmed)) ? BigInt(trimmed) : Number(trimmed);
}

const DURATION = /^(-)?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** A duration as months and seconds, so `P0D`, `PT0S` and `P0Y` compare equal, and `P1DT24H` equals `P2D`. */
function durationValue(text: string): string | null {
  const match = DURATION.exec(text.trim());
  if (!match) return null;
  const [, sign, years, months, days, hours, minutes, seconds] = match;
  const number = (part: string | undefined) => Number(part ?? 0);
  const totalMonths = number(years) * 12 + number(months);
  const totalSeconds = number(days) * 86400 + number(hours) * 3600 + number(minutes) * 60 + number(seconds);
  const factor = sign ? -1 : 1;
  return `${factor * totalMonths || 0}M${factor * totalSeconds || 0}S`;
}

/** A time without seconds (`08:00`, as Zeebe stores a local time) gets them, so it compares with `08:00:00`. */
function withSeconds(text: string): string {
  return text.trim().replace(/(^|T)(\d{2}:\d{2})(?=$|[Z+@-])/, '$1$2:00');
}

const OFFSET_OR_ZONE = /(Z|[+-]\d{2}:\d{2})(\[.*\])?$|@.*$/;

/**
 * A time or date-time as the TCK means it. Zeebe stores a zoned date-time with its offset, not its zone id, so an
 * expected `…@Europe/Paris` is compared by its local part; `Z` and `+00:00` are the same offset.
 */
function sameTemporal(actual: string, expected: string): boolean {
  const [actualText, expectedText] = [withSeconds(actual).replace(/\+00:00$/, 'Z'), withSeconds(expected).replace(/\+00:00$/, 'Z')];
  if (!expectedText.includes('@')) return actualText === expectedText;
  return actualText.replace(OFFSET_OR_ZONE, '') === expectedText.replace(OFFSET_OR_ZONE, '');
}

/** Compares a FEEL result with the TCK's expected value by FEEL semantics (numbers by value, durations by length). */
export function matchesTckValue(actual: unknown, expected: TckValue): boolean {
  switch (expected.kind) {
    case 'nil':
      return actual === null;
    case 'list':
      return Array.isArray(actual) && actual.length === expected.items.length && expected.items.every((item, index) => matchesTckValue(actual[index], item));
    case 'context': {
      if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
      const record = actual as Record<string, unknown>;
      return (
        Object.keys(record).length === expected.entries.length &&
        expected.entries.every(([name, entry]) => Object.hasOwn(record, name) && matchesTckValue(record[name], entry))
      );
    }
    case 'simple': {
      const type = expected.type;
      if (type !== null && NUMERIC_TYPES.has(type)) return sameFeelValue(actual, expectedNumber(expected.text));
      if (type === 'boolean') return actual === (expected.text.trim() === 'true');
      if (typeof actual !== 'string') return false;
      if (type === 'duration' || type === 'dayTimeDuration' || type === 'yearMonthDuration') {
        const length = durationValue(actual);
        return length !== null && length === durationValue(expected.text);
      }
      if (type === 'time' || type === 'dateTime') return sameTemporal(actual, expected.text);
      return actual === expected.text;
    }
  }
}

/** The expected value as text for a failure message. */
export function describeTckValue(value: TckValue): string {
  switch (value.kind) {
    case 'nil':
      return 'null';
    case 'list':
      return `[${value.items.map(describeTckValue).join(', ')}]`;
    case 'context':
      return `{${value.entries.map(([name, entry]) => `${name}: ${describeTckValue(entry)}`).join(', ')}}`;
    case 'simple':
      return value.type === 'string' || value.type === null ? JSON.stringify(value.text) : `${value.text} (${value.type})`;
  }
}
