import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { type EngineConfig, EngineConfigError, loadEngineConfig } from './config/engine-config.js';
import { createEngineApp } from './create-engine-app.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './database/embedded-database.js';
import { isPortFree, startOnEmbeddedPort } from './database/embedded-port.js';
import { EmbeddedDatabaseError } from './database/postgres-account.js';
import { type EngineLinks, engineLinks } from './first-run/engine-links.js';
import { installHomePage } from './first-run/home-page.js';
import { startBanner } from './first-run/start-banner.js';
import { GrpcGateway } from './grpc/grpc-gateway.js';

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

/** Stops in order: the HTTP server and the engine's pool (`app.close()`), then the embedded PostgreSQL. */
async function shutdown(exitCode: number): Promise<never> {
  shuttingDown = true;
  try {
    await app?.close();
    if (app) console.log('Engine stopped');
  } catch (error) {
    console.error('Error while closing the engine:', error);
    exitCode ||= 1;
  }
  try {
    await embedded?.stop();
    if (embedded) console.log('Embedded PostgreSQL stopped');
  } catch (error) {
    console.error('Error while stopping the embedded PostgreSQL:', error);
    exitCode ||= 1;
  }
  process.exit(exitCode);
}

// SIGHUP: the terminal closed. The embedded PostgreSQL runs in its own session and would not notice.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    console.log(`Received ${signal}, shutting down`);
    void shutdown(0);
  });
}

/** A URL to show: credentials left out, an unspecified bind address shown as loopback. */
function displayedHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.family === 'IPv6') return address.address === '::' ? '[::1]' : `[${address.address}]`;
  return address.address;
}

function describeDatabase(url: string): string {
  if (embedded) return `embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${embedded.databaseDir}`;
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname} (DATABASE_URL)`;
}

async function startDatabase(): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const configured = config.embeddedPgPort;
  if (configured !== undefined && !(await isPortFree(configured))) {
    throw new EmbeddedDatabaseError(
      `EMBEDDED_PG_PORT ${configured} is in use (another engine?): choose another, or leave EMBEDDED_PG_PORT unset to take a free one`,
    );
  }
  embedded = await startOnEmbeddedPort(configured, (port) => {
    console.log(`DATABASE_URL is not set: starting embedded PostgreSQL on port ${port}`);
    return startEmbeddedDatabase({ dataDir: config.dataDir, dataDirIsDefault: config.dataDirIsDefault, port, log: console.log });
  });
  return embedded.url;
}

let resolveLinks: (links: EngineLinks) => void = () => undefined;
try {
  const databaseUrl = await startDatabase();
  if (!shuttingDown) app = await createEngineApp(config, databaseUrl);
  if (!shuttingDown) {
    installHomePage(app!, new Promise((resolve) => (resolveLinks = resolve)));
    await app!.listen(config.port, config.host);
  }
  if (app && !shuttingDown) {
    const address = app.getHttpServer().address() as AddressInfo;
    const localUrl = `http://${displayedHost(address)}:${address.port}`;
    const grpcPort = app.get(GrpcGateway, { strict: false }).port;
    const grpc = grpcPort === undefined ? undefined : `${displayedHost(address)}:${grpcPort}`;
    const links = await engineLinks(config.publicUrl ?? localUrl, describeDatabase(databaseUrl), localUrl, grpc);
    resolveLinks(links);
    console.log(startBanner(links));
  }
} catch (error) {
  const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
  const message = inUse
    ? `port ${config.port} on ${config.host} is in use: set PORT (0 takes a free one)`
    : error instanceof Error
      ? error.message
      : String(error);
  console.error(`Baton engine failed to start: ${message}`);
  if (!shuttingDown) await shutdown(1);
}
