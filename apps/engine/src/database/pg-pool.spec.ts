import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { PgPool } from './pg-pool.js';

/** Single statements on the connections of TypeORM's pool, which a DataSource of one connection makes visible. */
describe('PgPool', () => {
  let databaseUrl: string;
  let dataSource: DataSource;
  let pool: PgPool;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    dataSource = await new DataSource({ type: 'postgres', url: databaseUrl, poolSize: 1, applicationName: 'pg-pool-spec' }).initialize();
    pool = new PgPool(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  const backendPid = async () => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid'))[0]?.pid;

  it('should run a named prepared statement with its parameters, on the connection it then gives back', async () => {
    // when
    const first = await pool.prepared<{ sum: number }>('pg-pool-spec-sum', 'select $1::int + $2::int as sum', [2, 3]);
    const again = await pool.prepared<{ sum: number }>('pg-pool-spec-sum', 'select $1::int + $2::int as sum', [4, 5]);
    const prepared = await pool.query<{ name: string }>(`select name from pg_prepared_statements`);

    // then
    expect([first, again]).toEqual([[{ sum: 5 }], [{ sum: 9 }]]);
    expect(prepared).toEqual([{ name: 'pg-pool-spec-sum' }]);
  });

  it('should go on after a failed statement: its connection is not left borrowed, the next statement runs', async () => {
    // when
    const failing = pool.query('select 1 / $1::int', [0]);

    // then
    await expect(failing).rejects.toThrow('division by zero');
    expect(await pool.query('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('should survive a connection that breaks while a statement runs on it, and go on with a new one', async () => {
    // given
    const broken = await backendPid();
    const admin = new pg.Client(pool.connectionConfig());
    await admin.connect();

    // when the statement runs, its connection is terminated
    const outcome = pool.query('select pg_sleep(30)').then(
      () => 'completed',
      (error: Error) => error.message,
    );
    const sleeping = async () =>
      (await admin.query(`select 1 from pg_stat_activity where pid = $1 and state = 'active' and query like 'select pg_sleep%'`, [broken])).rowCount === 1;
    await vi.waitFor(async () => expect(await sleeping()).toBe(true), { timeout: 10_000, interval: 10 });
    await admin.query('select pg_terminate_backend($1)', [broken]);
    await admin.end();

    // then
    expect(await outcome).toBe('terminating connection due to administrator command');
    const replacement = await backendPid();
    expect(replacement).toBeDefined();
    expect(replacement).not.toBe(broken);
  });

  it('should tell how to open a connection of its own to the same database', async () => {
    // given
    const client = new pg.Client(pool.connectionConfig());
    await client.connect();

    // when
    const { rows } = await client.query<{ database: string; application: string }>(
      'select current_database() as database, current_setting($1) as application',
      ['application_name'],
    );
    await client.end();

    // then
    expect(rows).toEqual([{ database: new URL(databaseUrl).pathname.slice(1), application: 'pg-pool-spec' }]);
  });
});
