import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRequestRoutes } from '../http/request-route.js';
import { installWebApps } from './web-apps.js';

@Module({})
class EmptyModule {}

describe('the web apps served by the engine', () => {
  let appsDir: string;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    appsDir = mkdtempSync(join(tmpdir(), 'baton-web-apps-'));
    mkdirSync(join(appsDir, 'tasklist', 'dist', 'assets'), { recursive: true });
    writeFileSync(join(appsDir, 'tasklist', 'dist', 'index.html'), '<!doctype html><title>tasklist</title>');
    writeFileSync(join(appsDir, 'tasklist', 'dist', 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(appsDir, 'secret.txt'), 'outside the build');
    app = await NestFactory.create<NestFastifyApplication>(EmptyModule, new FastifyAdapter(), { logger: false });
    installRequestRoutes(app);
    installWebApps(app, appsDir);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('should serve the index at the app path and for client-side routes below it', async () => {
    for (const path of ['/tasklist/', '/tasklist/tasks/2251799813685249', '/tasklist/index.html']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>tasklist</title>');
    }
  });

  it('should serve hashed assets with their type, cached for a year', async () => {
    const response = await fetch(`${base}/tasklist/assets/index-abc123.js`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('should redirect the bare app path to the one with a slash, keeping the query', async () => {
    const response = await fetch(`${base}/tasklist?view=mine`, { redirect: 'manual' });

    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/tasklist/?view=mine');
  });

  it('should not serve files outside the build', async () => {
    const response = await fetch(`${base}/tasklist/..%2F..%2Fsecret.txt`);

    expect(await response.text()).not.toContain('outside the build');
  });

  it('should say how to build an app that is not built', async () => {
    const response = await fetch(`${base}/modeler/`);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain('The Modeler is not built: run `npm run build`');
  });
});
