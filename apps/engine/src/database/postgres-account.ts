import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Where root keeps what the `postgres` user must reach when the checkout or DATA_DIR is private (mode 700). */
export const SYSTEM_DIR = '/var/lib/baton';

/** The user the PostgreSQL processes run as: unset ids = this process's user. */
export interface PostgresAccount {
  readonly uid?: number;
  readonly gid?: number;
  readonly name: string;
}

/** A start-up problem the user solves by setting something: main prints the message alone, no stack. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

const isRoot = () => process.getuid?.() === 0;

function idOf(flag: '-u' | '-g', user: string): number | undefined {
  try {
    return Number.parseInt(execFileSync('id', [flag, user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root: as root, its processes run as the `postgres` user, created (as a system user)
 * when missing. Any other user runs it as itself.
 */
export function postgresAccount(): PostgresAccount {
  if (!isRoot()) return { name: 'the current user' };
  if (idOf('-u', 'postgres') === undefined) {
    try {
      if (idOf('-g', 'postgres') === undefined) execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['--system', '--no-create-home', '--gid', 'postgres', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    } catch (error) {
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL cannot run as root and creating a "postgres" user failed (${(error as Error).message.split('\n')[0]}): set DATABASE_URL to use another PostgreSQL`,
      );
    }
  }
  return { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres'), name: 'postgres' };
}

/** Whether `account` may `test` `flag` on `path` (exact: the kernel checks every directory on the way, ACLs too). */
export function accountCan(account: PostgresAccount, flag: '-x' | '-r' | '-w', path: string): boolean {
  if (account.uid === undefined) return true;
  const result = spawnSync('test', [flag, path], { uid: account.uid, gid: account.gid, stdio: 'ignore' });
  return result.status === 0;
}

/** The first directory on the way to `path` that `account` cannot enter, with its mode, for messages. */
export async function blockingDirectory(account: PostgresAccount, path: string): Promise<string> {
  let blocking = path;
  for (let dir = path; ; dir = dirname(dir)) {
    if (existsSync(dir) && !accountCan(account, '-x', dir)) blocking = dir;
    if (dirname(dir) === dir) break;
  }
  const mode = await stat(blocking).then(
    (s) => (s.mode & 0o777).toString(8).padStart(3, '0'),
    () => '?',
  );
  return `${blocking} (mode ${mode})`;
}

/**
 * The PostgreSQL installation (`bin`, `lib`, `share`) from the npm package, where `account` can run it. A checkout in
 * a directory other users cannot enter (`/root`, a private temporary folder) holds binaries the `postgres` user
 * cannot execute (`spawn initdb EACCES`): root then copies the installation, once per version, to
 * {@link SYSTEM_DIR}, owned by root and readable by everyone (nobody else can change what runs).
 */
export async function reachableInstallation(account: PostgresAccount, installDir: string, version: string, systemDir = SYSTEM_DIR): Promise<string> {
  if (accountCan(account, '-x', join(installDir, 'bin', 'postgres'))) return installDir;
  const target = join(systemDir, `postgres-${version}`);
  if (existsSync(join(target, 'bin', 'postgres'))) return target;
  const staging = `${target}.${process.pid}.tmp`;
  try {
    await mkdir(systemDir, { recursive: true });
    await chmod(systemDir, 0o755);
    await rm(staging, { recursive: true, force: true });
    await cp(installDir, staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true }).catch(() => undefined);
    if (existsSync(join(target, 'bin', 'postgres'))) return target; // another engine copied it at the same time
    throw new EmbeddedDatabaseError(
      `User postgres cannot run the embedded PostgreSQL inside ${await blockingDirectory(account, installDir)} and copying it to ${target} failed (${(error as Error).message}): set DATABASE_URL`,
    );
  }
  if (!accountCan(account, '-x', join(target, 'bin', 'postgres'))) {
    throw new EmbeddedDatabaseError(`User postgres cannot run ${join(target, 'bin', 'postgres')}: set DATABASE_URL`);
  }
  return target;
}

export interface DataDirChoice {
  readonly dataDir: string;
  /** Why the data is not where DATA_DIR (or its default) says, for the start-up line. */
  readonly note?: string;
}

/**
 * A DATA_DIR the `postgres` user can enter. The default `./.baton` of a checkout in a private directory is moved to
 * {@link SYSTEM_DIR} (one folder per checkout, named after it, so two checkouts keep apart); a DATA_DIR the user set
 * is never moved: the engine stops with one line saying what to set.
 */
export async function reachableDataDir(account: PostgresAccount, dataDir: string, isDefault: boolean, systemDir = SYSTEM_DIR): Promise<DataDirChoice> {
  const created = !existsSync(dataDir);
  await mkdir(dataDir, { recursive: true });
  if (account.uid === undefined || accountCan(account, '-x', dataDir)) return { dataDir };
  if (created && accountCan(account, '-x', dirname(dataDir))) {
    await chmod(dataDir, 0o711); // made by a restrictive umask: only the directory itself was in the way
    return { dataDir };
  }
  const blocking = await blockingDirectory(account, dataDir);
  if (!isDefault) {
    throw new EmbeddedDatabaseError(
      `DATA_DIR ${dataDir}: user postgres, which runs the embedded PostgreSQL, cannot enter ${blocking}; set DATA_DIR to a directory it can enter (for example ${systemDir}), or DATABASE_URL`,
    );
  }
  if (created) await rm(dataDir, { recursive: true, force: true });
  const checkout = dirname(dataDir);
  const moved = join(systemDir, `${basename(checkout) || 'root'}-${createHash('sha256').update(checkout).digest('hex').slice(0, 10)}`);
  await mkdir(moved, { recursive: true });
  await chmod(systemDir, 0o755);
  await chmod(moved, 0o711);
  return { dataDir: moved, note: `user postgres cannot enter ${blocking}, so the data of ${dataDir} is kept in ${moved} (set DATA_DIR to choose)` };
}
