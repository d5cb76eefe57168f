import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMigrationsDir, runMigrations } from '../database/migration-runner.js';
import type { TestEngine } from '../testing/test-engine.js';
import { createCitusDatabase, dropCitusDatabase } from '../testing/citus-databases.js';
import { CITUS_SKIP_MESSAGE, CITUS_URL, startCitusTestEngine } from './citus-test-cluster.js';
import { DISTRIBUTED_BY_INSTANCE, NOT_INSTANCE_SCOPED } from './distribution.js';

interface CitusTable {
  table_name: string;
  citus_table_type: 'distributed' | 'reference' | 'local';
  distribution_column: string;
  colocation_id: number;
}

/** What distribution.ts says of a table, in the terms of citus_tables (colocation: the group's name). */
function expectedPlacement(table: string): { type: string; column: string; group: string } | 'local' {
  const byInstance = DISTRIBUTED_BY_INSTANCE[table];
  if (byInstance) return { type: 'distributed', column: byInstance, group: 'instance' };
  const placement = NOT_INSTANCE_SCOPED[table];
  if (!placement || placement.kind === 'local') return 'local';
  if (placement.kind === 'reference') return { type: 'reference', column: '<none>', group: 'reference' };
  return { type: 'distributed', column: placement.column, group: placement.group === 'own' ? table : placement.group };
}

if (!CITUS_URL) {
  describe('Baton on Citus', () => {
    it.skip(CITUS_SKIP_MESSAGE, () => undefined);
  });
} else {
  const citusUrl = CITUS_URL;
  describe('Baton on Citus: the tables placed as scale-out/distribution.ts says', () => {
    let engine: TestEngine;
    let db: pg.Client;

    beforeAll(async () => {
      engine = await startCitusTestEngine(citusUrl);
      db = new pg.Client({ connectionString: engine.databaseUrl });
      await db.connect();
    });
    afterAll(async () => {
      await db?.end().catch(() => undefined);
      await engine?.close();
    });

    it('should distribute, co-locate, replicate or leave local every table as distribution.ts says', async () => {
      // given
      const { rows: tables } = await db.query<{ name: string }>(
        `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
      );
      const { rows: placed } = await db.query<CitusTable>('select table_name::text, citus_table_type, distribution_column, colocation_id from citus_tables');
      const byName = new Map(placed.map((row) => [row.table_name, row]));
      const groupOf = new Map<string, number>();

      // then: each group is one co-location, and no two groups share one
      const actual: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const { name } of tables) {
        const want = expectedPlacement(name);
        const row = byName.get(name);
        expected[name] = want === 'local' ? 'local' : { type: want.type, column: want.column };
        actual[name] = row ? { type: row.citus_table_type, column: row.distribution_column } : 'local';
        if (want !== 'local' && row) {
          if (!groupOf.has(want.group)) groupOf.set(want.group, row.colocation_id);
          expect(row.colocation_id, `${name} co-located with its group ${want.group}`).toBe(groupOf.get(want.group));
        }
      }
      expect(actual).toEqual(expected);
      expect(new Set(groupOf.values()).size).toBe(groupOf.size);
      expect(Object.keys(actual)).toEqual(expect.arrayContaining(['process_instance', 'job', 'message', 'deployment', 'batch_operation', 'citus_placement']));
    });

    it('should carry the distribution column in every primary key and unique constraint of a distributed table', async () => {
      const { rows } = await db.query<{ table_name: string; constraint_name: string; definition: string }>(
        `select c.conrelid::regclass::text as table_name, c.conname as constraint_name, pg_get_constraintdef(c.oid) as definition
           from pg_constraint c join pg_dist_partition p on p.logicalrelid = c.conrelid
          where c.contype in ('p', 'u') and p.partmethod = 'h'
            and not exists (select 1 from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any(c.conkey)
                                                           and a.attname = column_to_column_name(p.logicalrelid, p.partkey))`,
      );
      expect(rows).toEqual([]);
      const { rows: job } = await db.query<{ definition: string }>(
        `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'job_pkey'`,
      );
      expect(job.map((row) => row.definition)).toEqual(['PRIMARY KEY (key, partition_id)']);
    });

    it('should place once: an engine restarting finds the placement recorded, the mode detected from the extension', async () => {
      // when
      const log: string[] = [];
      const result = await runMigrations(engine.databaseUrl, { log: (message) => log.push(message) });

      // then
      expect(result).toMatchObject({ applied: [], databaseMode: 'citus' });
      expect(log).toEqual([]);
      const { rows } = await db.query<{ schema_version: number }>('select schema_version from citus_placement');
      expect(rows).toEqual([{ schema_version: result.currentVersion }]);
    });

    it('should take up a placement cut midway where it stopped', async () => {
      // given: the record gone and one table back on the coordinator alone, as if a run stopped before it
      await db.query('delete from citus_placement');
      await db.query(`select undistribute_table('audit_log')`);

      // when
      const log: string[] = [];
      await runMigrations(engine.databaseUrl, { databaseMode: 'citus', log: (message) => log.push(message) });

      // then
      expect(log).toEqual(['Placed audit_log on Citus (distributed)']);
      const { rows } = await db.query<CitusTable>(`select citus_table_type, distribution_column from citus_tables where table_name = 'audit_log'::regclass`);
      expect(rows).toEqual([{ citus_table_type: 'distributed', distribution_column: 'partition_id' }]);
    });
  });

  describe('Baton on Citus: DATABASE_MODE=postgres', () => {
    let databaseUrl: string;
    let db: pg.Client;

    beforeAll(async () => {
      databaseUrl = await createCitusDatabase(citusUrl);
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
    });
    afterAll(async () => {
      await db?.end().catch(() => undefined);
      if (databaseUrl) await dropCitusDatabase(databaseUrl);
    });

    it('should keep every table on the coordinator when DATABASE_MODE=postgres, though the extension is there', async () => {
      const result = await runMigrations(databaseUrl, { databaseMode: 'postgres' });

      expect(result.databaseMode).toBe('postgres');
      expect((await db.query('select 1 from pg_dist_partition')).rows).toEqual([]);
    });
  });

  describe('Baton on Citus: a database migrated before on the coordinator alone', () => {
    let databaseUrl: string;
    let db: pg.Client;

    beforeAll(async () => {
      databaseUrl = await createCitusDatabase(citusUrl);
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
    });
    afterAll(async () => {
      await db?.end().catch(() => undefined);
      if (databaseUrl) await dropCitusDatabase(databaseUrl);
    });

    it('should move the start-event subscriptions written before their own table there, and place that table as a reference table', async () => {
      // given: a subscription of a message start event, written while the tables were on the coordinator alone and
      // event_subscription still held them (the migrations before 0032)
      const before = await mkdtemp(join(tmpdir(), 'baton-migrations-'));
      for (const file of await readdir(defaultMigrationsDir())) if (file < '0032_') await symlink(join(defaultMigrationsDir(), file), join(before, file));
      await runMigrations(databaseUrl, { databaseMode: 'postgres', migrationsDir: before });
      await rm(before, { recursive: true });
      await db.query(
        `insert into event_subscription (key, kind, process_definition_key, bpmn_process_id, tenant_id, element_id, interrupting, message_name, created_at)
         values (1, 'message', 2, 'order', '<default>', 'start', true, 'order-placed', now())`,
      );

      // when
      await runMigrations(databaseUrl, { databaseMode: 'citus' });

      // then
      expect((await db.query('select key::text, kind, bpmn_process_id, message_name from start_event_subscription')).rows).toEqual([
        { key: '1', kind: 'message', bpmn_process_id: 'order', message_name: 'order-placed' },
      ]);
      expect((await db.query('select 1 from event_subscription')).rows).toEqual([]);
      const { rows } = await db.query<CitusTable>(
        `select citus_table_type from citus_tables where table_name in ('start_event_subscription'::regclass, 'event_subscription'::regclass) order by 1`,
      );
      expect(rows.map((row) => row.citus_table_type)).toEqual(['distributed', 'reference']);
    });
  });
}
