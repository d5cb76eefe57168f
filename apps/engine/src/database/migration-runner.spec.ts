import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { defaultMigrationsDir, MigrationError, readMigrations, runMigrations } from './migration-runner.js';

describe('runMigrations', () => {
  let databaseUrl: string;
  let dir: string;
  let db: DataSource;

  const versions = async () => (await db.query('select version, name from schema_migrations order by version')) as { version: number; name: string }[];
  const tables = async () =>
    (
      (await db.query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as {
        tablename: string;
      }[]
    ).map((row) => row.tablename);

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    db = await new DataSource({ type: 'postgres', url: databaseUrl, poolSize: 2 }).initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'baton-migrations-'));
    await db.query('drop schema public cascade; create schema public');
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should apply the migrations in order and record them', async () => {
    // given
    writeFileSync(join(dir, '0002_second.sql'), 'create table b (id int references a(id));');
    writeFileSync(join(dir, '0001_first.sql'), 'create table a (id int primary key);\ninsert into a values (1);');
    writeFileSync(join(dir, 'README.md'), 'not a migration');

    // when
    const result = await runMigrations(databaseUrl, { migrationsDir: dir });

    // then
    expect(result.applied.map((m) => m.version)).toEqual([1, 2]);
    expect(result.currentVersion).toBe(2);
    expect(await versions()).toEqual([
      { version: 1, name: 'first' },
      { version: 2, name: 'second' },
    ]);
    expect(await tables()).toEqual(['a', 'b', 'schema_migrations']);
  });

  it('should be idempotent and apply only new migrations on later runs', async () => {
    // given
    writeFileSync(join(dir, '0001_first.sql'), 'create table a (id int primary key);');
    await runMigrations(databaseUrl, { migrationsDir: dir });

    // when
    const second = await runMigrations(databaseUrl, { migrationsDir: dir });
    writeFileSync(join(dir, '0002_second.sql'), 'create table b (id int);');
    const third = await runMigrations(databaseUrl, { migrationsDir: dir });

    // then
    expect(second.applied).toEqual([]);
    expect(second.currentVersion).toBe(1);
    expect(third.applied.map((m) => m.name)).toEqual(['second']);
    expect((await versions()).map((v) => v.version)).toEqual([1, 2]);
  });

  it('should apply each migration once when engines start together', async () => {
    // given
    writeFileSync(join(dir, '0001_first.sql'), 'create table a (id int primary key);');
    writeFileSync(join(dir, '0002_second.sql'), 'select pg_sleep(0.2); create table b (id int);');

    // when
    const results = await Promise.all([1, 2, 3].map(() => runMigrations(databaseUrl, { migrationsDir: dir })));

    // then
    expect(
      results
        .flatMap((r) => r.applied)
        .map((m) => m.version)
        .sort(),
    ).toEqual([1, 2]);
    expect((await versions()).map((v) => v.version)).toEqual([1, 2]);
  });

  it('should refuse a database migrated by a newer engine', async () => {
    // given
    writeFileSync(join(dir, '0001_first.sql'), 'create table a (id int primary key);');
    await runMigrations(databaseUrl, { migrationsDir: dir });
    await db.query(`insert into schema_migrations (version, name) values (2, 'from_the_future')`);

    // when / then
    await expect(runMigrations(databaseUrl, { migrationsDir: dir })).rejects.toThrow(/does not know: 2 \(from_the_future\)/);
  });

  it('should roll back a failing migration and not record it', async () => {
    // given
    writeFileSync(join(dir, '0001_first.sql'), 'create table a (id int primary key);');
    writeFileSync(join(dir, '0002_broken.sql'), 'create table c (id int); select * from no_such_table;');

    // when
    const run = runMigrations(databaseUrl, { migrationsDir: dir });

    // then
    await expect(run).rejects.toThrow(MigrationError);
    await expect(run).rejects.toThrow(/0002_broken\.sql failed/);
    expect((await versions()).map((v) => v.version)).toEqual([1]);
    expect(await tables()).toEqual(['a', 'schema_migrations']);
  });

  it('should keep one PostgreSQL as it is when the database has no citus extension', async () => {
    // given
    writeFileSync(join(dir, '0001_first.sql'), 'create table a (id int primary key);');

    // when
    const result = await runMigrations(databaseUrl, { migrationsDir: dir });

    // then
    expect(result.databaseMode).toBe('postgres');
    expect(await tables()).toEqual(['a', 'schema_migrations']);
  });

  it('should refuse DATABASE_MODE=citus on a database without the citus extension', async () => {
    writeFileSync(join(dir, '0001_first.sql'), 'create table a (id int primary key);');

    await expect(runMigrations(databaseUrl, { migrationsDir: dir, databaseMode: 'citus' })).rejects.toThrow(
      /DATABASE_MODE=citus, but the database has no citus extension/,
    );
  });

  it('should refuse two files with the same version', async () => {
    writeFileSync(join(dir, '0001_a.sql'), 'select 1;');
    writeFileSync(join(dir, '0001_b.sql'), 'select 1;');

    await expect(readMigrations(dir)).rejects.toThrow(/Two migrations with version 1/);
  });

  it('should find the repository migrations by default', async () => {
    const migrations = await readMigrations(defaultMigrationsDir());

    expect(defaultMigrationsDir()).toMatch(/[/\\]migrations$/);
    expect(migrations[0]).toMatchObject({ version: 1, name: 'initial' });
  });
});
