import type { JsonObject } from '@baton/feel';
import { badRequest } from './problem-detail.js';

/** Readers for JSON request bodies: each names the offending field in its 400 problem. */
export type Body = Record<string, unknown>;

export function objectBody(body: unknown, what: string, optional = false): Body {
  if ((body === undefined || body === null || body === '') && optional) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(`Expected the request body of ${what} to be a JSON object`);
  }
  return body as Body;
}

export function refuseUnknownFields(body: Body, known: readonly string[], what: string): void {
  const unknown = Object.keys(body).filter((field) => !known.includes(field));
  if (unknown.length > 0) {
    throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((f) => `'${f}'`).join(', ')} in ${what}; known fields: ${known.join(', ')}`);
  }
}

export function requiredString(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw badRequest(`Expected '${field}' to be a non-empty string`);
  return value;
}

export function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`Expected '${field}' to be a string`);
  return value;
}

export function optionalInteger(body: Body, field: string, minimum = Number.MIN_SAFE_INTEGER): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw badRequest(`Expected '${field}' to be an integer`);
  if (number < minimum) throw badRequest(`Expected '${field}' to be ${minimum} or more, but it was ${number}`);
  return number;
}

export function requiredInteger(body: Body, field: string, minimum = Number.MIN_SAFE_INTEGER): number {
  const value = optionalInteger(body, field, minimum);
  if (value === undefined) throw badRequest(`Expected '${field}' to be an integer, but it is missing`);
  return value;
}

/** A key in a body: a string of digits, as in Camunda's API (a safe JSON integer is accepted too). */
export function optionalKey(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^[0-9]{1,19}$/.test(text)) throw badRequest(`Expected '${field}' to be a key (a string of digits), but it was ${JSON.stringify(value)}`);
  return text;
}

export function pathKey(value: string, name: string): string {
  if (!/^[0-9]{1,19}$/.test(value)) throw badRequest(`Expected the path parameter '${name}' to be a key (a string of digits), but it was '${value}'`);
  return value;
}

/** Variables are a JSON object of name → any JSON value. */
export function optionalVariables(body: Body, field = 'variables'): JsonObject {
  const value = body[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`Expected '${field}' to be a JSON object of variable names to values`);
  return value as JsonObject;
}

export function optionalStringArray(body: Body, field: string): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw badRequest(`Expected '${field}' to be an array of strings`);
  return value as string[];
}
