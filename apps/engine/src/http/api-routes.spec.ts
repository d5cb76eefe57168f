/**
 * The route table is the one description of the API: every route the running engine serves must be in it (so its
 * requests are validated and it is documented), and every route in it must be served. Also checks, end to end, that
 * a request's problems are reported all at once and that enums are matched in any case.
 */
import { API_ROUTES, buildOpenApiDocument } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { registeredRoutes } from './edge-checks.js';

/** `METHOD /path/{}`: parameter names erased, so the router's (`:key`) and OpenAPI (`{jobKey}`) paths compare. */
const shape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:[^/]+/g, '{}')}`;

/** What the engine serves; HEAD is Fastify's own answer for every GET route. */
function servedRoutes(engine: TestEngine): string[] {
  return registeredRoutes(engine.app)
    .filter((route) => route.method !== 'HEAD')
    .map((route) => shape(route.method, route.path));
}

describe('route table', () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await startTestEngine();
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('describes exactly the routes the engine serves', () => {
    const served = servedRoutes(engine);
    expect(served.length).toBeGreaterThan(30);
    const documented = API_ROUTES.map((route) => shape(route.method, route.path));
    expect(
      served.filter((route) => !documented.includes(route)),
      'served but not in the route table',
    ).toEqual([]);
    expect(
      documented.filter((route) => !served.includes(route)),
      'in the route table but not served',
    ).toEqual([]);
  });

  it('serves the generated OpenAPI document', async () => {
    const response = await fetch(`${engine.baseUrl}/baton/v1/openapi.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('reports every problem of a request at once', async () => {
    const response = await fetch(`${engine.baseUrl}/v2/jobs/activation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 7, timeout: 'soon', workr: 'w' }),
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { title: string; errors: { field: string }[] };
    expect(problem.title).toBe('INVALID_ARGUMENT');
    expect(problem.errors.map((error) => error.field).sort()).toEqual(['maxJobsToActivate', 'timeout', 'type', 'workr']);
  });

  it('answers a key beyond the int64 range with 400, not a database error', async () => {
    const response = await fetch(`${engine.baseUrl}/v2/process-instances/9999999999999999999`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain("'processInstanceKey'");
  });

  it('matches search enums and sort orders in any case', async () => {
    const response = await fetch(`${engine.baseUrl}/v2/process-instances/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filter: { state: 'active' }, sort: [{ field: 'startDate', order: 'desc' }] }),
    });
    expect(response.status).toBe(200);
    const other = await fetch(`${engine.baseUrl}/v2/jobs/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filter: { state: { $in: ['created', 'Failed'] }, kind: 'bpmn_element' } }),
    });
    expect(other.status).toBe(200);
    const wrong = await fetch(`${engine.baseUrl}/v2/jobs/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sort: [{ field: 'jobKey', order: 'sideways' }] }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { detail: string }).detail).toContain("'sort[0].order'");
  });
});
