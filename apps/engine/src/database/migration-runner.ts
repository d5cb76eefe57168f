import { existsSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { type DatabaseMode, placeForCitus, resolveDatabaseMode } from './citus-placement.js';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly file: string;
}

export interface MigrationResult {
  /** Migrations applied by this run, in order. */
  readonly applied: Migration[];
  /** Highest version recorded in the database after the run (0 if none). */
  readonly currentVersion: number;
  /** The mode the schema was migrated in (see {@link RunMigrationsOptions.databaseMode}). */
  readonly databaseMode: DatabaseMode;
}

export interface RunMigrationsOptions {
  /** Directory of `NNNN_name.sql` files; defaults to the repository's `migrations/`. */
  readonly migrationsDir?: string;
  readonly log?: (message: string) => void;
  /** DATABASE_MODE; unset: `citus` when the database has the citus extension (see citus-placement.ts). */
  readonly databaseMode?: DatabaseMode;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

const FILE_PATTERN = /^(\d+)_([A-Za-z0-9_.-]+)\.sql$/;
/** Arbitrary constant key for pg_advisory_lock, shared by every engine process on the database. */
const MIGRATION_LOCK_KEY = 7_246_310_001;

function isRepoRoot(dir: string): boolean {
  const pkg = join(dir, 'package.json');
  if (!existsSync(pkg) || !existsSync(join(dir, 'migrations'))) return false;
  try {
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'baton';
  } catch {
    return false;
  }
}

/**
 * The repository root (the directory whose package.json is named "baton" and which holds `migrations/`),
 * found by walking up from this file (src/ under vitest, dist/ when compiled), then from the working directory.
 */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  for (const start of [from, process.cwd()]) {
    let dir = start;
    for (;;) {
      if (isRepoRoot(dir)) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new MigrationError(`Cannot find the Baton repository root (package.json "baton" with migrations/) above ${from}`);
}

export function defaultMigrationsDir(): string {
  return join(findRepoRoot(), 'migrations');
}

/** Lists `NNNN_name.sql` files of a directory, ordered by version; other files are ignored. */
export async function readMigrations(dir: string): Promise<Migration[]> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new MigrationError(`Migrations directory ${dir} not found`);
  const migrations: Migration[] = [];
  for (const entry of await readdir(dir)) {
    const match = FILE_PATTERN.exec(entry);
    if (!match) continue;
    migrations.push({ version: Number(match[1]), name: match[2], file: join(dir, entry) });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i].version === migrations[i - 1].version) {
      throw new MigrationError(`Two migrations with version ${migrations[i].version}: ${migrations[i - 1].file} and ${migrations[i].file}`);
    }
  }
  return migrations;
}

/**
 * Applies pending migrations in version order, each in its own transaction, recording them in
 * `schema_migrations`, then, on Citus, places the tables over the servers. Holds a session advisory lock for the
 * whole run, so engines starting together apply each migration once. Refuses to run when the database has a version
 * this code does not know.
 */
export async function runMigrations(databaseUrl: string, options: RunMigrationsOptions = {}): Promise<MigrationResult> {
  const migrations = await readMigrations(options.migrationsDir ?? defaultMigrationsDir());
  const log = options.log ?? (() => undefined);
  const dataSource = new DataSource({ type: 'postgres', url: databaseUrl, poolSize: 1, applicationName: 'baton-migrations' });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await runner.query(
        `create table if not exists schema_migrations (
           version int primary key,
           name text not null,
           applied_at timestamptz not null default now())`,
      );
      const rows: { version: number; name: string }[] = await runner.query('select version, name from schema_migrations order by version');
      const known = new Map(migrations.map((m) => [m.version, m]));
      const unknown = rows.filter((row) => !known.has(row.version));
      if (unknown.length > 0) {
        throw new MigrationError(
          `The database has migration(s) this engine does not know: ${unknown
            .map((row) => `${row.version} (${row.name})`)
            .join(', ')}. It was migrated by a newer engine; refusing to start.`,
        );
      }
      const done = new Set(rows.map((row) => row.version));
      const applied: Migration[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        const sql = await readFile(migration.file, 'utf8');
        await runner.startTransaction();
        try {
          await runner.query(sql);
          await runner.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
          await runner.commitTransaction();
        } catch (error) {
          await runner.rollbackTransaction().catch(() => undefined);
          throw new MigrationError(`Migration ${migration.file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
        log(`Applied migration ${migration.version} ${migration.name}`);
        applied.push(migration);
      }
      const currentVersion = Math.max(0, ...rows.map((row) => row.version), ...applied.map((m) => m.version));
      const databaseMode = await resolveDatabaseMode(runner, options.databaseMode);
      if (databaseMode === 'citus') await placeForCitus(runner, currentVersion, log);
      return { applied, currentVersion, databaseMode };
    } finally {
      await runner.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await runner.release().catch(() => undefined);
    await dataSource.destroy().catch(() => undefined);
  }
}
