import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../database/migration-runner.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { ACTIVATION_WRITE_SQL } from '../runtime/job-activation.store.js';

const INSTANCES = 10_000;
const ACTIVATED = 8;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a plan reads with a sequential scan. */
function scannedTables(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedTables)];
}

/**
 * The activation's write reaches the instances and jobs it moves on, and the scopes and variables it returns, by key,
 * whatever the tables hold. It used to take its rows from a JSON record set, which the planner counts as a hundred
 * rows: with some thousands of instances it hash-joined a sequential scan of all of them, on every activation.
 */
describe('the plan of the job activation write', () => {
  let databaseUrl: string;
  let client: pg.Client;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    await runMigrations(databaseUrl);
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // given: a database of some thousands of instances, each with a job, and fresh statistics (rows only for the
    // planner: their definition need not exist, so the foreign keys' triggers are off while seeding)
    await client.query('set session_replication_role = replica');
    await client.query(
      `insert into process_instance (key, process_definition_key, bpmn_process_id, version, tenant_id, state, start_date)
       select g, 1, 'plan', 1, '<default>', 'ACTIVE', now() from generate_series(1, $1::int) g`,
      [INSTANCES],
    );
    await client.query(
      `insert into job (key, process_instance_key, element_instance_key, process_definition_key, bpmn_process_id,
                        process_definition_version, tenant_id, element_id, type, state, retries, custom_headers, created_at)
       select g, g, g, 1, 'plan', 1, '<default>', 'task', 'plan-job', 'ACTIVATABLE', 3, '{}', now() from generate_series(1, $1::int) g`,
      [INSTANCES],
    );
    // each job's element instance in its process's scope, which holds a variable (what the worker gets with the job)
    await client.query(
      `insert into element_instance (key, process_instance_key, process_definition_key, flow_scope_key, element_id, element_type, state, start_date)
       select g, g, 1, g + $1::int, 'task', 'SERVICE_TASK', 'ACTIVATED', now() from generate_series(1, $1::int) g
       union all
       select g + $1::int, g, 1, null, 'plan', 'PROCESS', 'ACTIVATED', now() from generate_series(1, $1::int) g`,
      [INSTANCES],
    );
    await client.query(
      `insert into variable (key, process_instance_key, scope_key, name, value)
       select g, g, g + $1::int, 'order', '{"id": 1}' from generate_series(1, $1::int) g`,
      [INSTANCES],
    );
    await client.query('set session_replication_role = origin');
    await client.query('analyze process_instance, job, element_instance, variable');
  });
  afterAll(async () => {
    await client?.end();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  const keys = Array.from({ length: ACTIVATED }, (_, index) => String(1000 + index * 7));
  const params = [
    keys,
    keys.map(() => '0'),
    keys.map(() => '1'),
    JSON.stringify(keys.map(() => [])),
    keys,
    keys,
    keys.map(() => 'ACTIVATED'),
    keys.map(() => 'plan-worker'),
    keys.map(() => new Date().toISOString()),
    null,
  ];

  it('should scan no table, planned with the values (custom plan)', async () => {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${ACTIVATION_WRITE_SQL}`, params);
    expect(scannedTables(rows[0]!['QUERY PLAN'][0].Plan)).toEqual([]);
  });

  it('should scan no table as a prepared statement (generic plan)', async () => {
    await client.query('set plan_cache_mode = force_generic_plan');
    try {
      await client.query({ name: 'activation-write-plan', text: ACTIVATION_WRITE_SQL, values: params });
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({
        name: 'activation-write-explained',
        text: `explain (format json) ${ACTIVATION_WRITE_SQL}`,
        values: params,
      });
      expect(scannedTables(rows[0]!['QUERY PLAN'][0].Plan)).toEqual([]);
    } finally {
      await client.query('reset plan_cache_mode');
    }
  });
});
