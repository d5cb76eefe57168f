import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { runMigrations } from '../database/migration-runner.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { INSTANCE_TABLES } from './tables/instance-tables.js';

/** Columns the instance write leaves alone because another part of the engine owns them. */
const OWNED_ELSEWHERE: Readonly<Record<string, readonly string[]>> = {
  event_subscription: ['claimed_until'], // the timer scheduler's lease
};
/** Columns of every instance table the write sets itself, beside the rows' own (the instance's partition, runtime/partition.ts). */
const SET_BY_THE_WRITE = ['partition_id'];

/**
 * The instance write hands rows to jsonb_populate_recordset, which drops a key that names no column without a word:
 * a misspelt column would silently write null. So the tables' descriptions (tables/), from which the row types are
 * derived, must name exactly the columns of the migrated schema.
 */
describe('instance row types against the database schema', () => {
  let databaseUrl: string;
  let db: DataSource;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    await runMigrations(databaseUrl);
    db = await new DataSource({ type: 'postgres', url: databaseUrl, poolSize: 1 }).initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  for (const { name: table, columns: described } of INSTANCE_TABLES) {
    const columns = Object.keys(described);
    it(`should name every column of ${table} and no other`, async () => {
      const rows = (await db.query(`select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`, [table])) as Array<{
        column_name: string;
      }>;
      const schema = rows.map((row) => row.column_name).filter((column) => ![...(OWNED_ELSEWHERE[table] ?? []), ...SET_BY_THE_WRITE].includes(column));
      expect(schema.length, `table ${table} exists`).toBeGreaterThan(0);
      expect([...columns].sort()).toEqual(schema.sort());
    });
  }
});
