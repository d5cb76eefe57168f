/**
 * JSON Schema building blocks (TypeBox) shared by the request and response schemas of the REST API.
 * Each is a plain JSON Schema object: the OpenAPI document embeds them as they are, `Static<>` derives the
 * TypeScript types, and Ajv compiles the request validators from them.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  BUSINESS_ID_MAX_LENGTH,
  LONG_KEY_PATTERN,
  NAME_MAX_LENGTH,
  MAX_TAGS,
  PROCESS_DEFINITION_ID_PATTERN,
  TAG_PATTERN,
  TENANT_ID_MAX_LENGTH,
  TENANT_ID_PATTERN,
} from '../common.js';

/** Format of a Zeebe long key: a string of digits within the range of a Java `long` (checked by the validator). */
export const LONG_KEY_FORMAT = 'int64-string';
/**
 * OpenAPI extension marking an enum matched in any case (as Camunda does in search filters and sort orders); the
 * validator rewrites the value to its canonical spelling, so code after validation only sees the enum's values.
 */
export const IGNORE_CASE_KEYWORD = 'x-ignore-case';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export const LongKey = Type.String({
  pattern: LONG_KEY_PATTERN.source,
  format: LONG_KEY_FORMAT,
  description: 'A Zeebe key: a 64-bit integer as a string of digits.',
});

/** Whether `value` is a string of digits that fits a Java `long`, the range of every key. */
export function isLongKey(value: string): boolean {
  if (!LONG_KEY_PATTERN.test(value)) return false;
  const number = BigInt(value);
  return number >= INT64_MIN && number <= INT64_MAX;
}

export const TenantId = Type.String({ minLength: 1, maxLength: TENANT_ID_MAX_LENGTH, pattern: TENANT_ID_PATTERN.source });
export const Tag = Type.String({ pattern: TAG_PATTERN.source });
export const TagSet = Type.Array(Tag, { maxItems: MAX_TAGS });
export const BusinessId = Type.String({ maxLength: BUSINESS_ID_MAX_LENGTH });
/** A name the engine stores and indexes (message, signal, job type, error code, assignee...), see NAME_MAX_LENGTH. */
export const Name = (options: { minLength?: number; default?: string; description?: string } = {}) => Type.String({ maxLength: NAME_MAX_LENGTH, ...options });
/** Id of a process definition, from the model (documents answers; requests are looked up as given). */
export const ProcessDefinitionId = Type.String({ pattern: PROCESS_DEFINITION_ID_PATTERN.source, minLength: 1 });
/** The longest duration in ms a request may give (100 years): an instant computed from it stays a valid date. */
export const MAX_DURATION_MS = 100 * 365 * 24 * 60 * 60 * 1000;
/** 9999-12-31T23:59:59.999Z, the last instant ISO 8601 writes with a four-digit year. */
export const MAX_INSTANT_MS = 253_402_300_799_999;

export const OperationReference = Type.Integer({ minimum: 1, format: 'int64' });

/** Baton's field beside Camunda's on an operator's command: why, kept in the audit log (the official client never sends it). */
export const OperatorReason = Type.Optional(Type.String({ maxLength: 1000, description: 'Baton: why the operator acts, kept in the audit log.' }));
/** A JSON object of variable names to any JSON values (names are bounded by the edge check of JSON bodies, with their count). */
export const VariablesObject = Type.Record(Type.String(), Type.Unknown());
export const DateTime = Type.String({ format: 'date-time' });

export function Nullable<T extends TSchema>(schema: T, options: { default?: unknown; description?: string } = {}) {
  return Type.Union([schema, Type.Null()], options);
}

/** A string enum matched in any case; the value after validation is one of `values`. */
export function IgnoreCaseEnum<const V extends readonly string[]>(values: V, options: { description?: string } = {}) {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], [IGNORE_CASE_KEYWORD]: true, ...options });
}

/** A string enum matched exactly. */
export function StringEnum<const V extends readonly string[]>(values: V) {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values] });
}

export type VariablesObjectType = Static<typeof VariablesObject>;
