import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { loadEngineConfig } from '../config/engine-config.js';
import { createEngineApp } from '../create-engine-app.js';
import type { TestEngine } from '../testing/test-engine.js';

/**
 * The Citus cluster the gated specs run on: CITUS_URL names its coordinator (any database of it), CITUS_WORKERS its
 * workers as host:port,… (default: those of ../shared/citus/cluster.sh, 127.0.0.1:5442 and 5443).
 */
export const CITUS_URL = process.env.CITUS_URL?.trim() || undefined;
const WORKERS = (process.env.CITUS_WORKERS?.trim() || '127.0.0.1:5442,127.0.0.1:5443').split(',').map((worker) => {
  const [host, port] = worker.trim().split(':');
  return { host: host as string, port: Number(port) };
});

export const CITUS_SKIP_MESSAGE =
  'CITUS_URL is unset: the Citus specs need a cluster (../shared/citus/install.sh, then npm run citus:start and npm run test:citus)';

const TEST_DATABASE = /^baton_citus_[a-z0-9]+$/;

function urlOf(base: string, database: string, server?: { host: string; port: number }): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  if (server) {
    url.hostname = server.host;
    url.port = String(server.port);
  }
  return url.toString();
}

async function run(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'baton-tests' });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * What `../shared/citus/cluster.sh createdb` does: the database on the coordinator and every worker, each with the
 * citus extension, and the workers registered in the coordinator's. Answers its URL.
 */
export async function createCitusDatabase(citusUrl: string): Promise<string> {
  const name = `baton_citus_${randomBytes(6).toString('hex')}`;
  const coordinator = new URL(citusUrl);
  for (const server of [{ host: coordinator.hostname, port: Number(coordinator.port || 5432) }, ...WORKERS]) {
    await run(urlOf(citusUrl, 'postgres', server), [`create database ${name}`]);
    await run(urlOf(citusUrl, name, server), ['create extension citus']);
  }
  await run(urlOf(citusUrl, name), [
    `select citus_set_coordinator_host('${coordinator.hostname}', ${Number(coordinator.port || 5432)})`,
    ...WORKERS.map((worker) => `select citus_add_node('${worker.host}', ${worker.port})`),
  ]);
  return urlOf(citusUrl, name);
}

/** Drops a database made by {@link createCitusDatabase} on every server. */
export async function dropCitusDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!TEST_DATABASE.test(name)) throw new Error(`Refusing to drop "${name}": not a Citus test database`);
  for (const server of [{ host: url.hostname, port: Number(url.port || 5432) }, ...WORKERS]) {
    await run(urlOf(databaseUrl, 'postgres', server), [`drop database if exists ${name} with (force)`]);
  }
}

export interface CitusTestEngineOptions {
  /** Engine environment, as startTestEngine's. */
  readonly env?: Record<string, string>;
  /** Settings of the database on the coordinator (ALTER DATABASE … SET), made before the engine connects. */
  readonly settings?: Record<string, string>;
}

/** As startTestEngine (testing/test-engine.ts), on a fresh database of the Citus cluster, in DATABASE_MODE=citus. */
export async function startCitusTestEngine(citusUrl: string, { env = {}, settings = {} }: CitusTestEngineOptions = {}): Promise<TestEngine> {
  const databaseUrl = await createCitusDatabase(citusUrl);
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    await run(
      databaseUrl,
      Object.entries(settings).map(([setting, value]) => `alter database ${name} set ${setting} = '${value.replaceAll("'", "''")}'`),
    );
    const config = loadEngineConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH: 'none',
      INSTANCE_CACHE_CHECK: 'true',
      ...env,
      DATABASE_URL: databaseUrl,
      DATABASE_MODE: 'citus',
    });
    const app = await createEngineApp(config, databaseUrl);
    try {
      await app.listen(config.port, config.host);
    } catch (error) {
      await app.close().catch(() => undefined);
      throw error;
    }
    const { port } = app.getHttpServer().address() as AddressInfo;
    let closing: Promise<void> | undefined;
    return {
      baseUrl: `http://${config.host}:${port}`,
      databaseUrl,
      config,
      app,
      close: () =>
        (closing ??= (async () => {
          try {
            await app.close();
          } finally {
            await dropCitusDatabase(databaseUrl);
          }
        })()),
    };
  } catch (error) {
    await dropCitusDatabase(databaseUrl).catch(() => undefined);
    throw error;
  }
}
