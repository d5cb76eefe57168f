import 'reflect-metadata';
import { type CanActivate, Controller, type ExecutionContext, type INestApplication, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEngineConfig } from '../config/engine-config.js';
import { createEngineApp } from '../create-engine-app.js';
import { DIRECT_API_ROUTES } from '../direct-api-routes.js';
import { JobController } from '../jobs/job.controller.js';
import { deployHotPathModels } from '../scale-out/hot-path-workload.js';
import { HttpClient } from '../testing/http-client.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { directRoute, installDirectRoutes } from './direct-routes.js';
import { nestRouteMethod, nestRoutePath } from './request-validation.guard.js';

/** A global guard that counts the requests Nest's per-request layer handled, by path. */
class CountingGuard implements CanActivate {
  readonly seen: string[] = [];
  canActivate(context: ExecutionContext): boolean {
    this.seen.push(context.switchToHttp().getRequest<{ url: string }>().url);
    return true;
  }
}

describe('direct routes: the hot API routes answered by Fastify without Nest per request (real HTTP)', () => {
  let app: INestApplication;
  let databaseUrl: string;
  let baseUrl: string;
  let http: HttpClient;
  const guard = new CountingGuard();

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const config = loadEngineConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH: 'none', DATABASE_URL: databaseUrl });
    app = await createEngineApp(config, databaseUrl);
    app.useGlobalGuards(guard);
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

  it('runs an instance through start, activation and completion with Nest handling none of those requests', async () => {
    guard.seen.length = 0;
    const started = await http.post<{ processInstanceKey: string }>('/v2/process-instances', { processDefinitionId: 'several-engines-job' });
    expect(started.status).toBe(200);
    const activated = await http.post<{ jobs: { jobKey: string; processInstanceKey: string }[] }>('/v2/jobs/activation', {
      type: 'several-engines-job',
      maxJobsToActivate: 1,
      timeout: 60_000,
      worker: 'direct-spec',
    });
    expect(activated.status).toBe(200);
    expect(activated.body.jobs.map((job) => job.processInstanceKey)).toEqual([started.body.processInstanceKey]);
    const completed = await http.post(`/v2/jobs/${activated.body.jobs[0]?.jobKey}/completion`, { variables: { done: true } });
    expect(completed.status).toBe(204); // @HttpCode of the handler, not Nest's 201 for a POST
    expect(guard.seen).toEqual([]);

    // the same guard sees a request of a route Nest still handles
    const instance = await http.get<{ state: string }>(`/v2/process-instances/${started.body.processInstanceKey}`);
    expect(instance.body.state).toBe('COMPLETED');
    expect(guard.seen).toEqual([`/v2/process-instances/${started.body.processInstanceKey}`]);
  });

  it('validates each direct route against the route table and renders errors as the exception filter does', async () => {
    guard.seen.length = 0;
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
    expect(guard.seen).toEqual([]);
  });

  it('answers every route of the table without Nest', async () => {
    guard.seen.length = 0;
    const paths = DIRECT_API_ROUTES.map((route) => {
      const handler = (route.controller.prototype as Record<string, object>)[route.handler] as object;
      return { method: nestRouteMethod(handler), path: nestRoutePath(route.controller, handler).replace(/:[^/]+/g, '2251799813685249') };
    });
    expect(paths.length).toBe(DIRECT_API_ROUTES.length);
    for (const { method, path } of paths) {
      const response = await fetch(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      // every route answers (a validation or lookup problem, or its success), none through the guard
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
    expect(guard.seen).toEqual([]);
  });
});

@Controller('v2/not-in-the-route-table')
class UnlistedController {
  @Post()
  act(): Promise<void> {
    return Promise.resolve();
  }
}

@Module({})
class EmptyModule {}

describe('direct routes: a table that does not match the app stops the engine from starting', () => {
  it('refuses a handler the route table does not describe', async () => {
    const app = await NestFactory.create<NestFastifyApplication>(EmptyModule, new FastifyAdapter(), { logger: false });
    try {
      expect(() => installDirectRoutes(app, [directRoute(UnlistedController, 'act', (c) => c.act())])).toThrow(
        'Direct route: POST /v2/not-in-the-route-table (UnlistedController.act) is not in the route table',
      );
    } finally {
      await app.close();
    }
  });

  it('refuses to listen when Nest registered no route for a direct route', async () => {
    const app = await NestFactory.create<NestFastifyApplication>(EmptyModule, new FastifyAdapter(), { logger: false });
    try {
      installDirectRoutes(app, [directRoute(JobController, 'complete', (c, request) => c.complete(request.params.key ?? '', undefined))]);
      await expect(app.listen(0, '127.0.0.1')).rejects.toThrow('Direct routes Nest did not register: POST /v2/jobs/:key/completion');
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
