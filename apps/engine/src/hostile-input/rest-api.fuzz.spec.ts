/**
 * Hostile input over the REST API: malformed and random bodies, wrong types, unknown keys, deep JSON, invalid UTF-8,
 * NUL characters, lone surrogates, huge variables, too many variables or array items, over-long names, keys beyond int64,
 * SQL-looking strings, garbage path keys. Every one is answered with a clear 4xx
 * problem, the engine stays up, and nothing of it reaches the database. The requests come from a seeded generator:
 * a failure names its seed and request, and FUZZ_SEED=<seed> replays it.
 */
import { API_ROUTES, type ApiRoute, NAME_MAX_LENGTH, pathParameterNames } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { HttpClient } from '../testing/http-client.js';
import { fuzzSeed, SeededRandom } from '../testing/seeded-random.js';
import { tableCounts } from '../testing/table-counts.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const SEED = fuzzSeed(20261201);
const REQUESTS = 400;
const VARIABLE_LIMIT = 64 * 1024;
/** A small count limit, so that a body over it stays small. */
const VARIABLES_LIMIT = 50;
/** Past either end of a Java long, the range of every key. */
const OUT_OF_RANGE_KEYS = ['9223372036854775808', '-9223372036854775809', '9999999999999999999'];

const WORK_PROCESS = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="fuzz" targetNamespace="http://baton.dev/test">
  <bpmn:process id="fuzz-work" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="work" />
    <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="fuzz-work" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:sequenceFlow id="f2" sourceRef="work" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

const SQL_LOOKING = [
  "' or '1'='1",
  '1; drop table job; --',
  "x' union select key, tenant_id from process_instance --",
  "%' and pg_sleep(5) --",
  '"; delete from variable; --',
];
const ODD_STRINGS = [
  ...SQL_LOOKING,
  '\u202e\u0301',
  '💥'.repeat(50),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '{{7*7}}',
  '$'.concat('{jndi:ldap://x}'),
];

interface Hostile {
  label: string;
  method: string;
  path: string;
  body?: Uint8Array | string;
  contentType?: string;
  /** What the problem's detail must name (the field, or the limit), when the kind says. */
  expect?: string;
}

const jsonRoutes = API_ROUTES.filter((route) => route.body && route.body.contentType === undefined);
const keyedRoutes = API_ROUTES.filter((route) => pathParameterNames(route.path).length > 0);

/** The part of a JSON schema the generator reads: an object's properties and each one's type, length and format. */
interface SchemaShape {
  type?: unknown;
  maxLength?: number;
  format?: string;
  properties?: Record<string, SchemaShape>;
}

const schemaProperties = (schema: object): Record<string, SchemaShape> => (schema as SchemaShape).properties ?? {};
const withKeys = (route: ApiRoute, key = '2251799813685249') => route.path.replace(/\{[^}]+\}/g, key);

/** Each JSON route with the top-level properties of its body that pass `test`. */
function routeFields(test: (property: SchemaShape) => boolean): [ApiRoute, string][] {
  return jsonRoutes.flatMap((route) =>
    Object.entries(schemaProperties(route.body?.schema ?? {}))
      .filter(([, property]) => test(property))
      .map(([name]) => [route, name] as [ApiRoute, string]),
  );
}
/** Names the engine stores and indexes: message names, correlation keys, job types, signal names, error codes... */
const nameFields = routeFields((property) => property.maxLength === NAME_MAX_LENGTH);
const keyFields = routeFields((property) => property.format === 'int64-string');

/** A value whose JSON type is not `type`. */
function wrongValue(random: SeededRandom, type: unknown): unknown {
  const values: [string, unknown][] = [
    ['string', random.pick(ODD_STRINGS)],
    ['integer', random.int(2) === 0 ? -1 : 1e300],
    ['number', Number.MAX_SAFE_INTEGER * 1000],
    ['boolean', true],
    ['object', { [random.pick(ODD_STRINGS)]: random.pick(ODD_STRINGS) }],
    ['array', [random.pick(ODD_STRINGS), null]],
    ['null', null],
  ];
  const others = values.filter(([name]) => name !== type && !(type === 'number' && name === 'integer') && !(type === 'integer' && name === 'number'));
  return random.pick(others)[1];
}

function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** One request every route must refuse, drawn from the seeded generator. */
function hostileRequest(random: SeededRandom): Hostile {
  const kind = random.pick([
    'malformed',
    'not-an-object',
    'unknown-key',
    'wrong-type',
    'deep',
    'invalid-utf8',
    'nul',
    'garbage-key',
    'surrogate',
    'long-name',
    'key-out-of-range',
    'many-variables',
    'many-items',
  ] as const);
  if (kind === 'garbage-key') {
    const route = random.pick(keyedRoutes);
    // (-1 is a well-formed int64, which a route may answer as an unknown key: not garbage)
    const key = random.pick([...SQL_LOOKING, ...OUT_OF_RANGE_KEYS, '99999999999999999999999', '0x1F', '1e3', ' 1', random.text(30, 'ab%$.;:!')]);
    const json = route.body && route.body.contentType === undefined;
    return { label: `${kind} ${key}`, method: route.method.toUpperCase(), path: withKeys(route, encodeURIComponent(key)), ...(json ? { body: '{}' } : {}) };
  }
  const route = random.pick(jsonRoutes);
  const schema = route.body?.schema ?? {};
  const base = { method: route.method.toUpperCase(), path: withKeys(route) };
  switch (kind) {
    case 'malformed': {
      const whole = JSON.stringify({ name: random.pick(ODD_STRINGS), variables: { a: [1, 2, { b: random.text(8) }] } });
      const cut = whole.slice(0, 1 + random.int(whole.length - 2));
      const body = random.pick([cut, `${cut},}`, `{'single': 'quotes'}`, '{"a":1,,"b":2}', random.text(40, '{}[]":,ab1\\ '), '']);
      return { ...base, label: `${kind} ${JSON.stringify(body)}`, body: body === '' ? '{' : body };
    }
    case 'not-an-object': {
      const body = random.pick(['[]', '"text"', '42', 'null', 'true', '[{"a":1}]']);
      return { ...base, label: `${kind} ${body}`, body };
    }
    case 'unknown-key': {
      const key = `${random.pick(ODD_STRINGS)}${random.text(4)}`;
      return { ...base, label: `${kind} ${key}`, body: JSON.stringify({ [key]: random.pick(ODD_STRINGS) }) };
    }
    case 'wrong-type': {
      const properties = Object.entries(schemaProperties(schema)).filter(([, property]) => typeof property.type === 'string');
      if (properties.length === 0) return { ...base, label: `${kind} (no typed property) []`, body: '[]' };
      const [name, property] = random.pick(properties);
      const value = wrongValue(random, property.type);
      return { ...base, label: `${kind} ${name}=${JSON.stringify(value)}`, body: JSON.stringify({ [name]: value }) };
    }
    case 'deep': {
      const depth = 65 + random.int(2000);
      return { ...base, label: `${kind} ${depth}`, body: random.int(2) === 0 ? deepJson(depth) : `{"variables":${deepJson(depth)}}` };
    }
    case 'invalid-utf8': {
      const bytes = random.pick([[0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]]);
      const [head, tail] = ['{"name":"', '","processDefinitionId":"x"}'].map((part) => new TextEncoder().encode(part));
      return { ...base, label: `${kind} ${bytes.join(',')}`, body: new Uint8Array([...(head ?? []), ...bytes, ...(tail ?? [])]) };
    }
    case 'nul':
      return { ...base, label: kind, body: JSON.stringify({ [random.pick(['name', 'processDefinitionId', 'type'])]: `a\u0000b` }) };
    case 'surrogate': {
      // Written as JSON escapes: JSON.stringify would escape a lone surrogate the same way.
      const half = random.pick(['\\ud800', '\\udbff', '\\udc00', '\\udfff']);
      const body = random.pick([
        `{"name":"a${half}b","processDefinitionId":"x"}`,
        `{"variables":{"v":"${half}"}}`,
        `{"variables":{"${half}":1}}`,
        `{"variables":{"list":[{"deep":"x${half}"}]}}`,
        `{"type":"${half}${half}"}`,
      ]);
      return { ...base, label: `${kind} ${body}`, body, expect: 'surrogate' };
    }
    case 'long-name': {
      const [route, field] = random.pick(nameFields);
      // One in eight a megabyte: the size of the message name and job type.
      const length = random.int(8) === 0 ? 1024 * 1024 : NAME_MAX_LENGTH + 1 + random.int(2000);
      // Whole characters: '💥' is two UTF-16 units, and half of one would be refused as a lone surrogate instead.
      const unit = random.pick(['n', 'é', '💥']);
      return {
        method: route.method.toUpperCase(),
        path: withKeys(route),
        label: `${kind} ${field} (${length} characters)`,
        body: JSON.stringify({ [field]: unit.repeat(Math.ceil(length / unit.length)) }),
        expect: field,
      };
    }
    case 'key-out-of-range': {
      const [route, field] = random.pick(keyFields);
      const key = random.pick(OUT_OF_RANGE_KEYS);
      return {
        method: route.method.toUpperCase(),
        path: withKeys(route),
        label: `${kind} ${field}=${key}`,
        body: JSON.stringify({ [field]: key }),
        expect: field,
      };
    }
    case 'many-variables': {
      const count = VARIABLES_LIMIT + 1 + random.int(200);
      const variables = Object.fromEntries(Array.from({ length: count }, (_, index) => [`v${index}`, index]));
      return { ...base, label: `${kind} ${count}`, body: JSON.stringify({ variables }), expect: 'MAX_VARIABLES' };
    }
    case 'many-items': {
      // The shape: wrong items by the hundred thousand, each a problem for the validator to describe.
      const count = 10_001 + random.int(300_000);
      const items = `[${Array(count)
        .fill(random.pick(['1', '"x"', 'null']))
        .join(',')}]`;
      const body = random.pick([`{"filter":{"processInstanceKey":{"$in":${items}}}}`, `{"fetchVariables":${items}}`, `{"tenantIds":${items}}`]);
      return { ...base, label: `${kind} ${count}`, body, expect: 'fields and array items' };
    }
  }
}

describe('hostile input over the REST API (seeded fuzz)', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;

  beforeAll(async () => {
    // A small variable limit, so that the refusal of a variable over it costs no megabytes per request.
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true', MAX_VARIABLE_BYTES: String(VARIABLE_LIMIT), MAX_VARIABLES: String(VARIABLES_LIMIT) } });
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    expect((await http.deploy({ 'fuzz.bpmn': WORK_PROCESS })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await http.post('/v2/process-instances', { processDefinitionId: 'fuzz-work', variables: { i } })).status).toBe(200);
    await waitUntilIdle(engine);
  });
  afterAll(() => engine?.close());

  async function send(request: Hostile) {
    const response = await fetch(`${engine.baseUrl}${request.path}`, {
      method: request.method,
      headers: request.body === undefined ? {} : { 'content-type': request.contentType ?? 'application/json' },
      body: request.body,
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text };
  }

  it(`should refuse ${REQUESTS} hostile requests with a clear 4xx each and change nothing (seed ${SEED})`, async () => {
    // given
    const random = new SeededRandom(SEED);
    const before = await tableCounts(pg);
    const unclear: string[] = [];

    // when
    for (let n = 0; n < REQUESTS; n++) {
      const request = hostileRequest(random);
      const answer = await send(request);
      const problem = answer.type.startsWith('application/problem+json') ? (JSON.parse(answer.text) as { detail?: string }) : undefined;
      const named = request.expect === undefined || problem?.detail?.includes(request.expect);
      if (answer.status < 400 || answer.status >= 500 || !problem?.detail || !named)
        unclear.push(`#${n} ${request.method} ${request.path} [${request.label.slice(0, 200)}] → ${answer.status} ${answer.text.slice(0, 200)}`);
    }

    // then
    expect(unclear, `seed ${SEED}`).toEqual([]);
    await waitUntilIdle(engine);
    expect(await tableCounts(pg)).toEqual(before);
    expect((await http.get('/v2/topology')).status).toBe(200);
    expect((await http.post('/v2/process-instances', { processDefinitionId: 'fuzz-work' })).status).toBe(200);
  });

  it('should refuse a variable over MAX_VARIABLE_BYTES with 413 in every body that carries variables, and change nothing', async () => {
    const before = await tableCounts(pg);
    const huge = 'x'.repeat(VARIABLE_LIMIT + 1);
    const carriers = jsonRoutes.filter((route) => 'variables' in schemaProperties(route.body?.schema ?? {}));
    expect(carriers.length).toBeGreaterThan(3);
    for (const route of carriers) {
      const answer = await send({ label: 'huge', method: route.method.toUpperCase(), path: withKeys(route), body: JSON.stringify({ variables: { huge } }) });
      expect(answer.status, `${route.method} ${route.path}`).toBe(413);
    }
    expect(await tableCounts(pg)).toEqual(before);
  });

  it("should refuse the issue's requests with a 4xx naming the field or limit, and change nothing", async () => {
    // given
    const before = await tableCounts(pg);
    const many = Object.fromEntries(Array.from({ length: 150_000 }, (_, index) => [`v${index}`, index]));
    const megabyte = 'm'.repeat(1024 * 1024);
    const requests: [path: string, body: string, status: number, named: string][] = [
      ['/v2/process-instances', JSON.stringify({ processDefinitionId: 'fuzz-work', variables: many }), 413, 'MAX_VARIABLES'],
      ['/v2/process-instances', '{"processDefinitionId":"fuzz-work","variables":{"v":"\\ud800"}}', 400, 'variables.v'],
      ['/v2/process-instances', '{"processDefinitionId":"fuzz-work","variables":{"\\ud800":1}}', 400, 'surrogate'],
      ['/v2/process-instances', '{"processDefinitionKey":"9223372036854775808"}', 400, 'processDefinitionKey'],
      ['/v2/process-instances/9223372036854775808/cancellation', '{}', 400, 'processInstanceKey'],
      ['/v2/messages/publication', JSON.stringify({ name: megabyte, correlationKey: 'k' }), 400, "'name'"],
      ['/v2/messages/publication', JSON.stringify({ name: 'paid', correlationKey: megabyte }), 400, "'correlationKey'"],
      ['/v2/jobs/activation', JSON.stringify({ type: megabyte, maxJobsToActivate: 1, timeout: 1000 }), 400, "'type'"],
      ['/v2/signals/broadcast', JSON.stringify({ signalName: megabyte }), 400, "'signalName'"],
    ];

    for (const [path, body, status, named] of requests) {
      // when
      const answer = await send({ label: path, method: 'POST', path, body });

      // then
      expect(answer.status, `${path} ${body.slice(0, 80)}`).toBe(status);
      expect(answer.text, path).toContain(named);
    }
    expect(await tableCounts(pg)).toEqual(before);
  });

  it('should refuse a deployment naming anything longer than stored names may be, naming it, and change nothing', async () => {
    // given: the 1 MB job type deployed, then failed every start with a 500
    const before = await tableCounts(pg);
    const megabyte = 'j'.repeat(1024 * 1024);
    const models = [
      ['job type', WORK_PROCESS.replace('type="fuzz-work"', `type="${megabyte}"`)],
      ['process id', WORK_PROCESS.replaceAll('fuzz-work', 'p'.repeat(NAME_MAX_LENGTH + 1))],
      [
        'message name',
        WORK_PROCESS.replace(
          '<bpmn:process',
          `<bpmn:message id="m" name="${'m'.repeat(NAME_MAX_LENGTH + 1)}"><bpmn:extensionElements><zeebe:subscription correlationKey="=k" /></bpmn:extensionElements></bpmn:message><bpmn:process`,
        ).replace('<bpmn:endEvent id="end" />', '<bpmn:endEvent id="end" /><bpmn:receiveTask id="r" messageRef="m" />'),
      ],
    ] as const;

    for (const [what, xml] of models) {
      // when
      const answer = await http.deploy<{ detail: string }>({ 'long.bpmn': xml });

      // then
      expect(answer.status, what).toBe(400);
      expect(answer.body.detail, what).toContain(`its ${what} has`);
      expect(answer.body.detail.length, what).toBeLessThan(1000);
    }
    const surrogate = await http.deploy<{ detail: string }>({ 'surrogate.bpmn': WORK_PROCESS.replace('type="fuzz-work"', 'type="a&#xD800;b"') });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.detail).toContain("Element 'work' (bpmn:serviceTask), line 6: it holds a lone UTF-16 surrogate");
    expect(await tableCounts(pg)).toEqual(before);
  });

  it('should refuse a body that is not UTF-8, even where the rest of it is a valid request', async () => {
    const before = await tableCounts(pg);
    const encode = (text: string) => new TextEncoder().encode(text);
    const body = new Uint8Array([...encode('{"name":"paid-'), 0xc3, 0x28, ...encode('","correlationKey":"k","timeToLive":60000}')]);
    const answer = await send({ label: 'invalid-utf8', method: 'POST', path: '/v2/messages/publication', body });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toContain('UTF-8');
    expect(await tableCounts(pg)).toEqual(before);
  });

  it('should treat SQL-looking strings in filters and path keys as plain values', async () => {
    for (const value of SQL_LOOKING) {
      for (const [path, filter] of [
        ['/v2/process-instances/search', { processDefinitionId: value }],
        ['/v2/variables/search', { name: value }],
        ['/v2/jobs/search', { type: value }],
      ] as const) {
        const found = await http.post<{ items: unknown[]; page: { totalItems: number } }>(path, { filter });
        expect(found.status, `${path} ${value}`).toBe(200);
        expect([found.body.items.length, found.body.page.totalItems], `${path} ${value}`).toEqual([0, 0]);
      }
    }
    const all = await http.post<{ page: { totalItems: number } }>('/v2/process-instances/search', {});
    expect(all.body.page.totalItems).toBeGreaterThanOrEqual(3);
  });
});
