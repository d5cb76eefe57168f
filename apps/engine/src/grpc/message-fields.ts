import type { JsonObject } from '@baton/feel';
import { badRequest } from '../http/problem-detail.js';
import { parseJson, stringifyJson } from '../json/json-codec.js';

/**
 * A JSON document field of a gateway message (`variables`, ...) as the REST body carries it: an object, or
 * undefined for the empty string proto3 sends for "none". Zeebe's gateway refuses a document that is not an object
 * with these words.
 */
export function jsonDocument(field: string, text: string): JsonObject | undefined {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (error) {
    throw badRequest(
      `Property '${field}' is invalid: Expected document to be valid JSON, but it is not: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const kind =
      value === null ? 'NIL' : Array.isArray(value) ? 'ARRAY' : typeof value === 'string' ? 'STRING' : typeof value === 'boolean' ? 'BOOLEAN' : 'NUMBER';
    throw badRequest(`Property '${field}' is invalid: Expected document to be a root level object, but was '${kind}'`);
  }
  return value as JsonObject;
}

/** A JSON value the gateway answers as a document string (a bigint written as its digits). */
export const jsonText = (value: unknown): string => stringifyJson(value ?? {});

/** proto3 has no "absent" for scalars: the empty string is. */
export const optionalText = (text: string): string | undefined => (text === '' ? undefined : text);

/** A key field: 0 (proto3's default) names nothing. */
export const optionalKey = (key: string): string | undefined => (key === '' || key === '0' ? undefined : key);

/** A non-negative 64-bit duration or count that fits a JSON number (the REST schemas bound them far below 2^53). */
export const longNumber = (value: string): number => Number(value);

/** Camunda's operation reference (optional uint64, at least 1); 0 is none. */
export function operationReference(value: string | undefined): number | undefined {
  const reference = optionalKey(value ?? '');
  return reference === undefined ? undefined : Number(reference);
}

/** The object without its undefined members: the REST schemas refuse a member that is there but has no value. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
}
