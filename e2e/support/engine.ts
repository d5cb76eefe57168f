import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ENGINE_MAIN = join(REPO_ROOT, 'apps', 'engine', 'dist', 'main.js');
/** PostgreSQL of a development machine or CI (trust auth), used when DATABASE_URL is not set. */
const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface StartEngineOptions {
  /**
   * `server`: a fresh database on DATABASE_URL's server, else on 127.0.0.1:5432, else embedded. `embedded`: the
   * engine's own embedded PostgreSQL in a temporary DATA_DIR. Default `server`.
   */
  readonly database?: 'server' | 'embedded';
  /** More environment for the engine (LOG_LEVEL, EMBEDDED_PG_PORT, …); PORT is 0 unless given. */
  readonly env?: Record<string, string>;
  /** Working directory (default: a new temporary directory). */
  readonly cwd?: string;
  /** Wait until the start banner (default) or return at once (for engines expected to fail). */
  readonly waitUntilReady?: boolean;
  /** Start in a process group of its own, so that a test can Ctrl-C it as a terminal does (signal the group). */
  readonly ownProcessGroup?: boolean;
}

export interface Engine {
  /** e.g. http://127.0.0.1:41234, read from the banner's "listening on" line. */
  readonly baseUrl: string;
  readonly process: ChildProcess;
  /** Where the engine's temporary files are (DATA_DIR of an embedded database, the default working directory). */
  readonly tempDir: string;
  /** Everything the engine printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves when the engine has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (or `signal`), waits for the exit (SIGKILL after 15 s), drops the database the helper made. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty database `baton_e2e_<random>` on the given server, and how to drop it. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `baton_e2e_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function serverUrl(): Promise<string | undefined> {
  const fromEnv = process.env.DATABASE_URL?.trim();
  if (fromEnv) return fromEnv;
  return (await reachable(LOCAL_POSTGRES_URL)) ? LOCAL_POSTGRES_URL : undefined;
}

/** Starts the built engine (`apps/engine/dist/main.js`, as `npm start` runs it) in a child process. */
export async function startEngine(options: StartEngineOptions = {}): Promise<Engine> {
  if (!existsSync(ENGINE_MAIN)) throw new Error(`${ENGINE_MAIN} not found: run npm run build first`);
  const tempDir = mkdtempSync(join(tmpdir(), 'baton-e2e-'));
  chmodSync(tempDir, 0o755); // as root, the embedded PostgreSQL runs as user postgres, who must enter it
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: undefined,
    DATA_DIR: undefined,
    EMBEDDED_PG_PORT: undefined,
    LOG_LEVEL: undefined,
  };
  let dropDatabase = async (): Promise<void> => undefined;
  const server = options.database === 'embedded' ? undefined : await serverUrl();
  if (server) {
    const database = await createDatabase(server);
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  } else {
    env.DATA_DIR = join(tempDir, 'data');
    // Tests run side by side: each engine gets its own port rather than racing for 54329.
    env.EMBEDDED_PG_PORT = String(await freePort());
  }
  Object.assign(env, options.env);

  const child = spawn(process.execPath, [ENGINE_MAIN], {
    cwd: options.cwd ?? tempDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownProcessGroup ?? false,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await dropDatabase().catch(() => undefined);
    rmSync(tempDir, { recursive: true, force: true });
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await cleanUp();
    return exited;
  };

  let baseUrl = '';
  if (options.waitUntilReady ?? true) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const match = /listening on (http:\/\/\S+)[\s\S]*Stop with Ctrl-C/.exec(output);
      if (match) {
        baseUrl = match[1];
        break;
      }
      if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
        await stop('SIGKILL');
        throw new Error(`The engine did not start (exit ${child.exitCode ?? child.signalCode ?? 'none, timed out'}):\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { baseUrl, process: child, tempDir, output: () => output, exited, stop };
}
