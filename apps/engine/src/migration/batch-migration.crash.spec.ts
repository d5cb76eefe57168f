import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchOperationCreatedResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { createTestDatabase, dropTestDatabase, type EngineProcess, startEngineProcess } from '../testing/test-engine.js';
import { halfMigrated, instancesByDefinition, LANES_PLAN, startLanes, waitForBatch } from './batch-migration-checks.js';
import { bpmn, MigrationSpecClient } from './migration-spec-client.js';

const LANES_V1 = bpmn('./migration.lanes.v1.bpmn', import.meta.url);
const LANES_V2 = bpmn('./migration.lanes.v2.bpmn', import.meta.url);

/**
 * An engine process killed in the middle of a batch migration: no instance is left half-migrated, and the next engine
 * process carries the batch on to the end once the dead one's lease has run out. Needs the built engine.
 */
describe('a batch migration whose engine dies in the middle', () => {
  let databaseUrl: string;
  let sql: pg.Pool;
  let first: EngineProcess | undefined;
  let second: EngineProcess | undefined;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // A backend of this pool ended by the server while the pool closes (57P01) is the teardown's, not a failure: without
    // a listener the pool would throw it as an uncaught error into whichever spec runs then.
    sql.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
  });
  afterAll(async () => {
    await first?.kill('SIGKILL');
    await second?.stop();
    await sql?.end();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  const query = async <T>(text: string, params?: unknown[]): Promise<T[]> => (await sql.query(text, params)).rows as T[];

  // Two engine processes start, 500 instances start and migrate, and a lease runs out: longer than one spec's default.
  it('should leave every instance whole on one version, and resume in another engine process', { timeout: 240_000 }, async () => {
    // given: 500 instances on version 1, spread over five active elements, and a batch migrating them under way
    first = await startEngineProcess(databaseUrl);
    const http = new HttpClient(first.baseUrl);
    const client = new MigrationSpecClient(http);
    const v1 = await client.deploy('lanes.bpmn', LANES_V1);
    const v2 = await client.deploy('lanes.bpmn', LANES_V2);
    await startLanes(http, v1, 500);
    const created = await http.post<BatchOperationCreatedResult>('/v2/process-instances/migration', {
      filter: { processDefinitionKey: v1 },
      migrationPlan: { targetProcessDefinitionKey: v2, mappingInstructions: LANES_PLAN },
    });
    expect(created.status).toBe(200);
    const key = created.body.batchOperationKey;
    await waitForBatch(http, key, (batch) => batch.operationsCompletedCount >= 60);

    // when: the engine dies mid-batch
    await first.kill('SIGKILL');

    // then: each instance is fully on version 1 or fully on version 2, some of each
    expect(await halfMigrated({ query }, v1)).toEqual([]);
    const atCrash = await instancesByDefinition({ query });
    expect(atCrash[v1]).toBeGreaterThan(0);
    expect(atCrash[v2]).toBeGreaterThanOrEqual(60);
    expect((atCrash[v1] ?? 0) + (atCrash[v2] ?? 0)).toBe(500);

    // and another engine process resumes the batch once the lease ran out, to the end
    second = await startEngineProcess(databaseUrl);
    const done = await waitForBatch(new HttpClient(second.baseUrl), key, (batch) => batch.state !== 'ACTIVE');
    expect(done).toMatchObject({ state: 'COMPLETED', operationsTotalCount: 500, operationsFailedCount: 0 });
    // an item whose command committed just before the kill is counted once, found done on resumption
    expect(done.operationsCompletedCount).toBe(500);
    expect(await instancesByDefinition({ query })).toEqual({ [v2]: 500 });
    expect(await halfMigrated({ query }, v1)).toEqual([]);
    // and every migrated instance has its own audit entry, once, whichever engine process migrated it
    const audited = await query<{ process_instance_key: string; entries: number }>(
      `select process_instance_key::text, count(*)::int as entries from audit_log
        where operation_type = 'MIGRATE' and result = 'SUCCESS' and annotation like $1 group by process_instance_key`,
      [`%batch operation: ${key}`],
    );
    expect(audited.length).toBe(500);
    expect(audited.filter((row) => row.entries !== 1)).toEqual([]);
  });
});
