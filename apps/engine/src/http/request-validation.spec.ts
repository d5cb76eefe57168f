/**
 * Generated negative requests: for every route of the route table, inputs that break its schemas (a required
 * property missing, a property of the wrong type, a number beyond its bounds, an unknown property where none is
 * allowed, a key path parameter out of the int64 range or not digits, a query value of the wrong type) must get a
 * 400 problem naming that field, never a 500, from a real engine.
 */
import { API_ROUTES, hasJsonBody, pathParameterNames, type ApiRoute } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

interface Schema {
  type?: string;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
}

interface BrokenInput {
  what: string;
  field: string;
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
}

const VALID_KEY = '1';

/** A value the schema accepts, as small as possible: required properties only. */
function sample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf.find((branch) => branch.type !== 'null') ?? {});
  switch (schema.type) {
    case 'string':
      return schema.format === 'int64-string' ? VALID_KEY : schema.format === 'date-time' ? '2024-01-01T00:00:00Z' : 'a';
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {})]));
    default:
      return null;
  }
}

function typesOf(schema: Schema): Set<string> {
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((branch) => [...typesOf(branch)]));
  return new Set(schema.type ? [schema.type === 'integer' ? 'number' : schema.type] : []);
}

/** A value of a JSON type the schema does not take, or undefined when it takes any value. */
function wrongTypeValue(schema: Schema): unknown {
  const types = typesOf(schema);
  if (types.size === 0) return undefined;
  if (!types.has('boolean')) return true;
  if (!types.has('string')) return 'not-of-this-type';
  return 12345;
}

const setAt = (object: Record<string, unknown>, name: string, value: unknown) => ({ ...object, [name]: value });
const without = (object: Record<string, unknown>, name: string) => Object.fromEntries(Object.entries(object).filter(([key]) => key !== name));
const join = (path: string, name: string) => (path === '' ? name : `${path}.${name}`);

/** The integer a schema takes (alone or as the non-null branch of a nullable), if it takes one. */
function integerOf(schema: Schema): Schema | undefined {
  if (schema.type === 'integer') return schema;
  return schema.anyOf?.find((branch) => branch.type === 'integer');
}

/** Integers just outside what the schema allows: below its minimum, above its maximum or its int32 format. */
function outOfBounds(schema: Schema): { what: string; value: number }[] {
  const integer = integerOf(schema);
  if (!integer) return [];
  const values: { what: string; value: number }[] = [];
  if (integer.minimum !== undefined) values.push({ what: 'below its minimum', value: integer.minimum - 1 });
  if (integer.maximum !== undefined) values.push({ what: 'above its maximum', value: integer.maximum + 1 });
  else if (integer.format === 'int32') values.push({ what: 'beyond int32', value: 2 ** 31 });
  return values;
}

/** Breaks of `schema` at `path`, each as the whole body with that one part broken. */
function bodyBreaks(schema: Schema, path: string, rebuild: (value: unknown) => unknown): BrokenInput[] {
  if (schema.type !== 'object' || !schema.properties) return [];
  const valid = sample(schema) as Record<string, unknown>;
  const breaks: BrokenInput[] = [];
  for (const name of schema.required ?? []) {
    breaks.push({ what: `without required '${join(path, name)}'`, field: join(path, name), body: rebuild(without(valid, name)) });
  }
  for (const [name, property] of Object.entries(schema.properties)) {
    const wrong = wrongTypeValue(property);
    if (wrong !== undefined) {
      breaks.push({ what: `'${join(path, name)}' of the wrong type`, field: join(path, name), body: rebuild(setAt(valid, name, wrong)) });
    }
    for (const { what, value } of outOfBounds(property)) {
      breaks.push({ what: `'${join(path, name)}' ${what}`, field: join(path, name), body: rebuild(setAt(valid, name, value)) });
    }
    breaks.push(...bodyBreaks(property, join(path, name), (value) => rebuild(setAt(valid, name, value))));
  }
  if (schema.additionalProperties === false) {
    breaks.push({ what: `an unknown property in '${path || 'the body'}'`, field: join(path, 'notAField'), body: rebuild(setAt(valid, 'notAField', 1)) });
  }
  return breaks;
}

function brokenInputs(route: ApiRoute): BrokenInput[] {
  const breaks: BrokenInput[] = [];
  const names = pathParameterNames(route.path);
  for (const name of names) {
    // Keys are 64-bit integers; a user, group, role or tenant id is a short name without spaces or slashes.
    const badValues = name.endsWith('Key') ? ['9223372036854775808', '99999999999999999999', 'abc', '-9223372036854775809'] : ['has space', 'a/b', 'a*b'];
    for (const bad of badValues) {
      breaks.push({ what: `path parameter '${name}' = ${bad}`, field: name, params: { [name]: bad } });
    }
  }
  const query = (route.query as Schema | undefined)?.properties ?? {};
  for (const [name, schema] of Object.entries(query)) {
    if (typesOf(schema).has('boolean')) breaks.push({ what: `query '${name}' not a boolean`, field: name, query: `${name}=maybe` });
    if (typesOf(schema).has('string') && (schema.minLength ?? 0) > 0) breaks.push({ what: `query '${name}' empty`, field: name, query: `${name}=` });
  }
  if (route.body && hasJsonBody(route)) breaks.push(...bodyBreaks(route.body.schema as Schema, '', (value) => value));
  return breaks;
}

function urlOf(engine: TestEngine, route: ApiRoute, input: BrokenInput): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? VALID_KEY));
  return `${engine.baseUrl}${path}${input.query ? `?${input.query}` : ''}`;
}

const cases = API_ROUTES.flatMap((route) =>
  brokenInputs(route).map((input) => ({ route, input, name: `${route.method.toUpperCase()} ${route.path}: ${input.what}` })),
);

describe('requests that break their route schemas (generated)', () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await startTestEngine();
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('covers every route that takes a key, a query or a JSON body', () => {
    const covered = new Set(cases.map(({ route }) => route.operationId));
    const expected = API_ROUTES.filter((route) => pathParameterNames(route.path).length > 0 || route.query || hasJsonBody(route));
    expect(expected.length).toBeGreaterThan(25);
    expect(expected.filter((route) => !covered.has(route.operationId)).map((route) => route.operationId)).toEqual([]);
  });

  it.each(cases)('$name → 400 naming the field', async ({ route, input }) => {
    const response = await fetch(urlOf(engine, route, input), {
      method: route.method.toUpperCase(),
      ...(input.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(input.body) }),
    });
    const problem = (await response.json()) as { status: number; detail: string; errors?: { field: string; message: string }[] };
    expect(response.status, JSON.stringify(problem)).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(
      problem.errors?.map((error) => error.field),
      problem.detail,
    ).toContain(input.field);
    expect(problem.detail).toContain(`'${input.field}'`);
  });
});
