/** One served route: what it takes, what it answers, and how the OpenAPI document describes it. */
import type { TSchema } from 'typebox';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const CAMUNDA_TAG = 'Camunda v2';
export const BATON_TAG = 'Baton';

export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI path; every `{name}` parameter is a key (int64 as a string of digits). */
  path: string;
  operationId: string;
  summary: string;
  tag: typeof CAMUNDA_TAG | typeof BATON_TAG;
  /** Query parameters as one object schema (values arrive as strings and are coerced). */
  query?: TSchema;
  /** JSON bodies are validated; other content types (multipart) are read by their handler. */
  body?: { schema: TSchema; required: boolean; contentType?: string };
  success: { status: 200 | 201 | 204; description: string; schema?: TSchema; contentType?: string; etag?: boolean };
  /** Non-error answers besides the success (e.g. 204 "no XML"). */
  extra?: Record<string, string>;
  /** Problem (application/problem+json) statuses the route may answer. */
  errors: readonly number[];
  errorDescriptions?: Partial<Record<number, string>>;
  /** Takes an optional `If-Match` header (optimistic concurrency). */
  ifMatch?: boolean;
}

/** Names of the route's path parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}
