import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type EngineConfig, EngineConfigError, loadEngineConfig } from './config/engine-config.js';
import { createEngineApp } from './create-engine-app.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database.js';

let config: EngineConfig;
try {
  config = loadEngineConfig();
} catch (error) {
  console.error(error instanceof EngineConfigError ? error.message : error);
  process.exit(1);
}

let app: INestApplication | undefined;
let embedded: EmbeddedDatabase | undefined;
let shuttingDown = false;

async function shutdown(exitCode: number): Promise<never> {
  shuttingDown = true;
  try {
    await app?.close(); // HTTP server first, then the connection pool (onApplicationShutdown)
  } catch (error) {
    console.error('Error while closing the engine:', error);
    exitCode ||= 1;
  }
  try {
    await embedded?.stop();
  } catch (error) {
    console.error('Error while stopping the embedded PostgreSQL:', error);
    exitCode ||= 1;
  }
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    console.log(`Received ${signal}, shutting down`);
    void shutdown(0);
  });
}

try {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const databaseDir = join(config.dataDir, 'pg');
    console.log(`DATABASE_URL is not set: starting embedded PostgreSQL in ${databaseDir} on port ${config.embeddedPgPort}`);
    embedded = await startEmbeddedDatabase({ databaseDir, port: config.embeddedPgPort, log: console.log });
    databaseUrl = embedded.url;
  }
  if (!shuttingDown) app = await createEngineApp(config, databaseUrl);
  if (!shuttingDown) await app!.listen(config.port, config.host);
} catch (error) {
  console.error('Baton engine failed to start:', error instanceof Error ? error.message : error);
  if (!shuttingDown) await shutdown(1);
}

if (app && !shuttingDown) {
  const address = app.getHttpServer().address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const base = `http://${host}:${address.port}`;
  console.log(`Baton engine listening on ${base}`);
  console.log(`  Camunda REST API: ${base}/v2`);
  console.log(`  OpenAPI:          ${base}/baton/v1/openapi.json`);
}
