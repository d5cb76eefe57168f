import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { type EngineConfig, loadEngineConfig } from '../config/engine-config.js';
import { createEngineApp } from '../create-engine-app.js';
import { startEmbeddedDatabase } from '../database/embedded-database.js';
import { freePort } from '../database/embedded-port.js';
import { findRepoRoot } from '../database/migration-runner.js';
import { createCitusDatabase, dropCitusDatabase } from './citus-databases.js';

export { freePort };

/** PostgreSQL of this machine (trust auth), used when DATABASE_URL is not set. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const TEST_DATABASE_NAME = /^baton_test_[a-z0-9]+$/;

// ---------------------------------------------------------------------------------------------------------------
// Test databases
// ---------------------------------------------------------------------------------------------------------------

/** URL of a database the tests may use for CREATE/DROP DATABASE, resolved once per process. */
let serverUrl: Promise<string> | undefined;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

async function withConnection<T>(url: string, fn: (ds: DataSource) => Promise<T>): Promise<T> {
  const ds = new DataSource({ type: 'postgres', url, poolSize: 1, connectTimeoutMS: 3000, applicationName: 'baton-tests' });
  await ds.initialize();
  try {
    return await fn(ds);
  } finally {
    await ds.destroy();
  }
}

/** PostgreSQL's too_many_connections: the server is there, only full for a moment. */
const TOO_MANY_CONNECTIONS = '53300';

/**
 * Whether a server answers at `url`. A full server answers too: taking it for an absent one started an embedded
 * server in this test process, which outlived it when the test runner ended the process.
 */
async function isReachable(url: string): Promise<boolean> {
  try {
    await withConnection(url, (ds) => ds.query('select 1'));
    return true;
  } catch (error) {
    return (error as { code?: string }).code === TOO_MANY_CONNECTIONS;
  }
}

async function resolveServerUrl(): Promise<string> {
  const fromEnv = process.env.DATABASE_URL?.trim();
  if (fromEnv) return fromEnv;
  if (await isReachable(LOCAL_POSTGRES_URL)) return LOCAL_POSTGRES_URL;
  // Last resort: one embedded PostgreSQL per test process, in a temp dir removed at exit.
  const dir = mkdtempSync(join(tmpdir(), 'baton-test-pg-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as user postgres, who must enter it
  const embedded = await startEmbeddedDatabase({ dataDir: dir, port: await freePort(), database: 'postgres' });
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  process.once('beforeExit', () => void embedded.stop());
  return embedded.url;
}

/**
 * With DATABASE_MODE=citus and DATABASE_URL naming a Citus coordinator, the specs' databases are made on the whole
 * cluster (the extension on every server, the workers registered), so the engine's migrations place the tables over
 * the workers: `npm run test:citus` runs engine specs so.
 */
const ON_CITUS = process.env.DATABASE_MODE?.trim() === 'citus';

/** Creates an empty database `baton_test_<random>` and returns its URL (migrations are not applied). */
export async function createTestDatabase(): Promise<string> {
  serverUrl ??= resolveServerUrl();
  const server = await serverUrl;
  if (ON_CITUS) return createCitusDatabase(server);
  const name = `baton_test_${randomBytes(6).toString('hex')}`;
  await withConnection(server, (ds) => ds.query(`create database ${name}`));
  return withDatabase(server, name);
}

/** Drops a database made by {@link createTestDatabase}, disconnecting its sessions. Refuses other names. */
export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (ON_CITUS) return dropCitusDatabase(databaseUrl);
  if (!TEST_DATABASE_NAME.test(name)) throw new Error(`Refusing to drop "${name}": not a test database`);
  const adminDatabase = serverUrl ? decodeURIComponent(new URL(await serverUrl).pathname.slice(1)) || 'postgres' : 'postgres';
  await withConnection(withDatabase(databaseUrl, adminDatabase), (ds) => ds.query(`drop database if exists ${name} with (force)`));
}

// ---------------------------------------------------------------------------------------------------------------
// In-process engine
// ---------------------------------------------------------------------------------------------------------------

export interface TestEngine {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly baseUrl: string;
  readonly databaseUrl: string;
  readonly config: EngineConfig;
  readonly app: INestApplication;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

export interface StartTestEngineOptions {
  /** Engine environment (PORT, CLOCK_CONTROL, LOG_LEVEL, AUTH, …). Defaults: PORT=0, HOST=127.0.0.1, LOG_LEVEL=warn, AUTH=none, GRPC_PORT=0 (no gateway). */
  readonly env?: Record<string, string>;
}

/** A migrated fresh database and the engine on it, in this process, on a free port of 127.0.0.1. */
export async function startTestEngine(options: StartTestEngineOptions = {}): Promise<TestEngine> {
  const databaseUrl = await createTestDatabase();
  let app: INestApplication | undefined;
  try {
    const config = loadEngineConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Engine specs drive the API without tokens; the auth specs turn AUTH=oidc on.
      AUTH: 'none',
      // Every command the instance cache serves is compared with a read of the instance.
      INSTANCE_CACHE_CHECK: 'true',
      // Specs run engines side by side: a gateway spec gives its engine a free port.
      GRPC_PORT: '0',
      ...options.env,
      DATABASE_URL: databaseUrl,
    });
    app = await createEngineApp(config, databaseUrl);
    await app.listen(config.port, config.host);
    const { port } = app.getHttpServer().address() as AddressInfo;
    const started = app;
    let closing: Promise<void> | undefined;
    return {
      baseUrl: `http://${config.host}:${port}`,
      databaseUrl,
      config,
      app: started,
      close: () =>
        (closing ??= (async () => {
          try {
            await started.close();
          } finally {
            await dropTestDatabase(databaseUrl);
          }
        })()),
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await dropTestDatabase(databaseUrl).catch(() => undefined);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Engine as a child process (crash tests)
// ---------------------------------------------------------------------------------------------------------------

export interface EngineProcess {
  readonly baseUrl: string;
  readonly port: number;
  readonly process: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` (default SIGKILL) and waits until the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM, waits for a clean exit (SIGKILL after 10 s); resolves to the exit code. */
  stop(): Promise<number | null>;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Loaded first in an engine child: it dies with the test process. The test runner ends its workers with a signal, so
 * no exit hook of theirs runs, and an engine it left behind held its database (and its port) after the run. The IPC
 * channel closes whenever the parent goes, even SIGKILLed; unreferenced, it does not keep the engine alive.
 */
const DIE_WITH_PARENT = `data:text/javascript,process.channel.unref();process.once('disconnect',()=>process.kill(process.pid,'SIGKILL'));`;

/**
 * Spawns `node apps/engine/dist/main.js` (build it first: `npx tsc -p tsconfig.app.json`) on `databaseUrl`
 * (migrations run at its start) and waits until `GET /v2/status` answers 204 (`readyWithinMs`, 30 s unless given). The
 * process ends with the test process, however that ends.
 */
export async function startEngineProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  { readyWithinMs = 30_000 }: { readyWithinMs?: number } = {},
): Promise<EngineProcess> {
  const main = join(findRepoRoot(), 'apps', 'engine', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} not found: build the engine first (cd apps/engine && npx tsc -p tsconfig.app.json)`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', DIE_WITH_PARENT, main], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      AUTH: 'none',
      INSTANCE_CACHE_CHECK: 'true',
      GRPC_PORT: '0',
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.channel?.unref(); // nor does it keep the test process alive
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited(child, 30_000);
  };

  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Engine process exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/v2/status`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 204) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`Engine process was not ready within ${readyWithinMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    port,
    process: child,
    output: () => output,
    kill,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await exited(child, 10_000))) await kill('SIGKILL');
      }
      return child.exitCode;
    },
  };
}
