import 'reflect-metadata';
import { type INestApplication, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_ROUTES } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTE_HANDLERS } from '../api-route-handlers.js';
import { loadEngineConfig } from '../config/engine-config.js';
import { createEngineApp } from '../create-engine-app.js';
import { deployHotPathModels } from '../scale-out/hot-path-workload.js';
import { HttpClient } from '../testing/http-client.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { bindRoutes, type HandlerTable, installContractRoutes, routeHandlers, unservedOperations } from './contract-routes.js';

@Injectable()
class ClockStub {
  reset(): Promise<void> {
    return Promise.resolve();
  }
}

describe('contract routes: the route table bound to handlers', () => {
  it('binds each operation once, to the route the table gives it', () => {
    const bound = bindRoutes([routeHandlers(ClockStub, { resetClock: (clock) => clock.reset() })]);
    expect(bound.map(({ route }) => `${route.method} ${route.path}`)).toEqual(['post /v2/clock/reset']);
  });

  it('refuses a handler for an operation the table does not describe', () => {
    const unknown = { notAnOperation: () => undefined } as unknown as HandlerTable<ClockStub>;
    expect(() => bindRoutes([routeHandlers(ClockStub, unknown)])).toThrow(
      'Route handlers: ClockStub serves notAnOperation, which the route table does not describe',
    );
  });

  it('refuses an operation bound twice', () => {
    const table = routeHandlers(ClockStub, { resetClock: (clock) => clock.reset() });
    expect(() => bindRoutes([table, table])).toThrow('Route handlers: resetClock is served by both ClockStub and ClockStub');
  });

  it('names every operation no handler serves', () => {
    const bound = bindRoutes(API_ROUTE_HANDLERS).filter(({ route }) => route.operationId !== 'getTopology');
    expect(unservedOperations(bound)).toEqual(['getTopology (GET /v2/topology)']);
    expect(unservedOperations(bindRoutes(API_ROUTE_HANDLERS))).toEqual([]);
  });
});

describe('contract routes: the operations served by Fastify from the route table (real HTTP)', () => {
  let app: INestApplication;
  let databaseUrl: string;
  let baseUrl: string;
  let http: HttpClient;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const config = loadEngineConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH: 'none', DATABASE_URL: databaseUrl });
    app = await createEngineApp(config, databaseUrl);
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as { port: number };
    baseUrl = `http://127.0.0.1:${port}`;
    http = new HttpClient(baseUrl);
    await deployHotPathModels(http);
  });
  afterAll(async () => {
    await app?.close();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('runs an instance through start, activation and completion', async () => {
    const started = await http.post<{ processInstanceKey: string }>('/v2/process-instances', { processDefinitionId: 'several-engines-job' });
    expect(started.status).toBe(200);
    const activated = await http.post<{ jobs: { jobKey: string; processInstanceKey: string }[] }>('/v2/jobs/activation', {
      type: 'several-engines-job',
      maxJobsToActivate: 1,
      timeout: 60_000,
      worker: 'contract-spec',
    });
    expect(activated.status).toBe(200);
    expect(activated.body.jobs.map((job) => job.processInstanceKey)).toEqual([started.body.processInstanceKey]);
    const completed = await http.post(`/v2/jobs/${activated.body.jobs[0]?.jobKey}/completion`, { variables: { done: true } });
    expect(completed.status).toBe(204); // the table's success status

    const instance = await http.get<{ state: string }>(`/v2/process-instances/${started.body.processInstanceKey}`);
    expect(instance.body.state).toBe('COMPLETED');
  });

  it('validates against the route table and renders errors as the exception filter does', async () => {
    const invalid = await http.post<{ status: number; errors: { field: string }[] }>('/v2/jobs/activation', {
      type: 'several-engines-job',
      maxJobsToActivate: 'many',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error) => error.field)).toContain('maxJobsToActivate');
    const badKey = await http.post<{ errors: { field: string }[] }>('/v2/jobs/not-a-key/completion', {});
    expect(badKey.status).toBe(400);
    expect(badKey.body.errors.map((error) => error.field)).toEqual(['jobKey']);
    const missing = await http.post<{ title: string; instance: string }>('/v2/jobs/2251799813685249/failure', { retries: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ title: 'NOT_FOUND', instance: '/v2/jobs/2251799813685249/failure' });
    const noMessageName = await http.post<{ errors: { field: string }[] }>('/v2/messages/publication', { correlationKey: 'k' });
    expect(noMessageName.status).toBe(400);
    expect(noMessageName.body.errors.map((error) => error.field)).toEqual(['name']);
  });

  it('answers every operation of the table', async () => {
    for (const route of API_ROUTES) {
      const path = route.path.replace(/\{\w+\}/g, '2251799813685249');
      const body = route.method === 'get' ? undefined : '{}';
      const response = await fetch(`${baseUrl}${path}`, { method: route.method.toUpperCase(), headers: { 'content-type': 'application/json' }, body });
      // every route answers (a validation or lookup problem, or its success)
      expect(response.status, `${route.method} ${path}`).toBeLessThan(500);
    }
  });
});

@Module({})
class EmptyModule {}

describe('contract routes: an operation without a handler stops the engine from starting', () => {
  it('refuses to install the routes', async () => {
    const app = await NestFactory.create<NestFastifyApplication>(EmptyModule, new FastifyAdapter(), { logger: false });
    try {
      expect(() => installContractRoutes(app, [])).toThrow(/^Operations of the route table without a handler: createDeployment \(POST \/v2\/deployments\), /);
    } finally {
      await app.close();
    }
  });
});
