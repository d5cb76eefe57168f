/**
 * The OpenAPI 3.1 document of the Baton REST API, generated from the route table: the Camunda 8 Orchestration
 * Cluster REST API (v2) subset Baton implements (tag `Camunda v2`) plus Baton's own endpoints (tag `Baton`).
 * Every exported schema becomes a component and is referenced wherever it is used.
 */
import type { TSchema } from 'typebox';
import { PROBLEM_JSON_CONTENT_TYPE } from '../problem-detail.js';
import * as Schemas from '../schema/index.js';
import { BATON_TAG, CAMUNDA_TAG, pathParameterNames, type ApiRoute, type HttpMethod } from './api-route.js';
import { pathParameterSchema } from './path-parameters.js';
import { API_ROUTES } from './route-table.js';
import { routeAccess } from './route-access.js';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type SchemaObject = { [key: string]: JsonValue };
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: SchemaObject;
}
export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: SchemaObject }>;
  content?: Record<string, { schema: SchemaObject }>;
}
export interface OperationObject {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: { required: boolean; content: Record<string, { schema: SchemaObject }> };
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}
export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, SchemaObject>;
    parameters: Record<string, ParameterObject>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
  };
}

export const IDEMPOTENCY_KEY_PARAMETER = 'IdempotencyKey';
const BEARER_SCHEME = 'bearerAuth';
export const IF_MATCH_PARAMETER = 'IfMatch';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The provided data is not valid.',
  401: 'The request lacks valid authentication credentials.',
  403: 'Forbidden. The request is not allowed.',
  404: 'The resource was not found.',
  409: 'The resource is in a conflicting state.',
  412: 'The If-Match header does not name the current revision (ETag) of the resource.',
  422: 'The Idempotency-Key was already used for a different request.',
  500: 'An internal error occurred while processing the request.',
  503: 'The service is unavailable (e.g. backpressure).',
  504: 'The request timed out.',
};

const COMPONENT_PARAMETERS: Record<string, ParameterObject> = {
  [IDEMPOTENCY_KEY_PARAMETER]: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes the request safe to retry. The first request with a key runs and its answer (success or 4xx problem) ' +
      'is remembered per caller and route (IDEMPOTENCY_TTL_HOURS, default 24 h); a repeat with the same key and ' +
      'body gets that answer without running again, the same key with another body gets 422, and a repeat while ' +
      'the first is still running gets 409.',
    schema: { type: 'string' },
  },
  [IF_MATCH_PARAMETER]: {
    name: 'If-Match',
    in: 'header',
    required: false,
    description:
      'The ETag of `GET /v2/user-tasks/{userTaskKey}` (e.g. `"3"`): the command runs only if the task has not ' +
      'changed since, else 412. Absent or `*`: no check.',
    schema: { type: 'string' },
  },
};

/** Mirrors the engine's idempotency interceptor: every mutating request except searches takes a key. */
const acceptsIdempotencyKey = (route: ApiRoute): boolean => route.method !== 'get' && !route.path.endsWith('/search');

function isSchema(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Named schemas (every schema object the schema modules export), looked up by identity. */
function namedSchemas(): Map<object, string> {
  const names = new Map<object, string>();
  for (const [name, value] of Object.entries(Schemas) as [string, unknown][]) {
    if (isSchema(value) && !names.has(value)) names.set(value, name);
  }
  return names;
}

/** A JSON copy of `schema` in which every named sub-schema (but the root `self`) is a `$ref`. */
function toDocumentSchema(schema: unknown, names: Map<object, string>, self?: object): JsonValue {
  if (Array.isArray(schema)) return schema.map((item) => toDocumentSchema(item, names));
  if (typeof schema !== 'object' || schema === null) return schema as JsonValue;
  const name = names.get(schema);
  if (name !== undefined && schema !== self) return { $ref: `#/components/schemas/${name}` };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, toDocumentSchema(value, names)]));
}

function operation(route: ApiRoute, names: Map<object, string>): OperationObject {
  const schema = (value: TSchema) => toDocumentSchema(value, names) as SchemaObject;
  const idempotent = acceptsIdempotencyKey(route);
  const query = route.query as { properties?: Record<string, TSchema>; required?: string[] } | undefined;
  const queryProperties = query?.properties ?? {};
  const queryRequired = query?.required ?? [];
  const parameters: (ParameterObject | { $ref: string })[] = [
    ...pathParameterNames(route.path).map((name): ParameterObject => ({ name, in: 'path', required: true, schema: schema(pathParameterSchema(name)) })),
    ...Object.entries(queryProperties).map(
      ([name, value]): ParameterObject => ({ name, in: 'query', required: queryRequired.includes(name), schema: schema(value) }),
    ),
    ...(route.ifMatch ? [{ $ref: `#/components/parameters/${IF_MATCH_PARAMETER}` }] : []),
    ...(idempotent ? [{ $ref: `#/components/parameters/${IDEMPOTENCY_KEY_PARAMETER}` }] : []),
  ];
  const success: ResponseObject = { description: route.success.description };
  if (route.success.etag) {
    success.headers = {
      ETag: {
        description: 'The revision of the user task (e.g. `"3"`); send it as If-Match to change the task only if it has not changed since.',
        schema: { type: 'string' },
      },
    };
  }
  if (route.success.schema) success.content = { [route.success.contentType ?? 'application/json']: { schema: schema(route.success.schema) } };
  const responses: Record<string, ResponseObject> = { [String(route.success.status)]: success };
  for (const [status, description] of Object.entries(route.extra ?? {})) responses[status] = { description };
  const allow = routeAccess(route.operationId).allow;
  const authErrors = allow === 'public' ? [] : allow === 'authenticated' ? [401] : [401, 403];
  const errors = new Set([...route.errors, ...authErrors, ...(idempotent ? [422] : [])]);
  for (const status of [...errors].sort((a, b) => a - b)) {
    responses[String(status)] = {
      description: route.errorDescriptions?.[status] ?? ERROR_DESCRIPTIONS[status] ?? `HTTP ${status}`,
      content: { [PROBLEM_JSON_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/ProblemDetail' } } },
    };
  }
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    ...(allow === 'public' ? {} : { security: [{ [BEARER_SCHEME]: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: route.body.required, content: { [route.body.contentType ?? 'application/json']: { schema: schema(route.body.schema) } } } }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(routes: readonly ApiRoute[] = API_ROUTES): OpenApiDocument {
  const names = namedSchemas();
  const paths: Record<string, PathItemObject> = {};
  for (const route of routes) {
    const item = (paths[route.path] ??= {});
    if (item[route.method]) throw new Error(`Duplicate route ${route.method.toUpperCase()} ${route.path}`);
    item[route.method] = operation(route, names);
  }
  const schemas: Record<string, SchemaObject> = {};
  for (const [schema, name] of names) schemas[name] = toDocumentSchema(schema, names, schema) as SchemaObject;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Baton REST API',
      version: '0.1.0',
      description: 'Baton BPMN engine. Endpoints tagged "Camunda v2" follow the Camunda 8 Orchestration Cluster REST API (v2).',
    },
    servers: [{ url: '/', description: 'This Baton instance' }],
    tags: [
      { name: CAMUNDA_TAG, description: 'Camunda 8 Orchestration Cluster REST API (v2) compatible endpoints.' },
      { name: BATON_TAG, description: 'Baton-specific endpoints.' },
    ],
    paths,
    components: {
      schemas,
      parameters: COMPONENT_PARAMETERS,
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token of the OIDC issuer (Keycloak, or the embedded realm under /auth/realms/baton) for the audience baton.',
        },
      },
    },
  };
}
