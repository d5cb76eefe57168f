import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { autovacuumGaps, autovacuumWarning } from './autovacuum-check.js';
import { runMigrations } from './migration-runner.js';
import { PgPool } from './pg-pool.js';

describe('autovacuum check', () => {
  let databaseUrl: string;
  let dataSource: DataSource;
  let pool: PgPool;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    await runMigrations(databaseUrl);
    dataSource = await new DataSource({ type: 'postgres', url: databaseUrl, poolSize: 1, applicationName: 'autovacuum-check-spec' }).initialize();
    pool = new PgPool(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it("should name the hot tables whose autovacuum is off, and read the server's setting", async () => {
    // given
    const [server] = await pool.query<{ autovacuum: string }>('show autovacuum');
    const before = await autovacuumGaps(pool);

    // when: off for two hot tables, one of them beside another storage parameter
    await pool.query('alter table job set (autovacuum_enabled = false)');
    await pool.query('alter table process_instance set (autovacuum_enabled = false, fillfactor = 90)');
    const after = await autovacuumGaps(pool);

    // then
    expect(before).toEqual({ server: server?.autovacuum === 'off', tables: [] });
    expect(after).toEqual({ server: server?.autovacuum === 'off', tables: ['job', 'process_instance'] });
  });

  it('should warn only where something is off, saying what to do', () => {
    expect(autovacuumWarning({ server: false, tables: [] })).toBeNull();
    expect(autovacuumWarning({ server: false, tables: ['job', 'variable'] })).toMatch(
      /^autovacuum is off for job, variable: .*Turn autovacuum on, or run VACUUM ANALYZE/,
    );
    expect(autovacuumWarning({ server: true, tables: ['job'] })).toMatch(/^PostgreSQL runs with autovacuum off: /);
  });
});
