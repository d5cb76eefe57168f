import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchOperationCreatedResult, CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { waitForBatch } from '../migration/batch-migration-checks.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/** `POST /v2/process-instances/suspension` and `/resumption` over a filter: each matching root instance, once. */
const MODEL = readFileSync(new URL('./suspension.bpmn', import.meta.url), 'utf8');
const INSTANCES = 40;

describe('suspending and resuming process instances in a batch', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let db: pg.Client;
  const keys: string[] = [];

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    db = new pg.Client({ connectionString: engine.databaseUrl });
    await db.connect();
    expect((await http.deploy<DeploymentResult>({ 'suspension.bpmn': MODEL })).status).toBe(200);
    for (let index = 0; index < INSTANCES; index++) {
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId: 'suspension',
        variables: { orderId: `b-${index}` },
      });
      expect(started.status).toBe(200);
      keys.push(started.body.processInstanceKey);
    }
  }, 300_000);
  afterAll(async () => {
    await db?.end();
    await engine?.close();
  });

  const states = async () =>
    (
      await db.query<{ state: string; n: number }>('select state, count(*)::int as n from process_instance where key = any($1::bigint[]) group by state', [
        keys,
      ])
    ).rows;

  it('should suspend every instance the filter matches (one already suspended is passed over), then resume them all', async () => {
    expect((await http.post(`/v2/process-instances/${keys[0]}/suspension`)).status).toBe(204);
    const suspension = await http.post<BatchOperationCreatedResult>('/v2/process-instances/suspension', { filter: { processDefinitionId: 'suspension' } });
    expect(suspension.status, JSON.stringify(suspension.body)).toBe(200);
    expect(suspension.body.batchOperationType).toBe('SUSPEND_PROCESS_INSTANCE');
    const suspended = await waitForBatch(http, suspension.body.batchOperationKey, (batch) => batch.state === 'COMPLETED');
    expect(suspended.operationsCompletedCount).toBe(INSTANCES - 1);
    expect(await states()).toEqual([{ state: 'SUSPENDED', n: INSTANCES }]);
    const audited = await db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where batch_operation_key = $1::bigint and annotation like 'suspend; batch operation:%'`,
      [suspension.body.batchOperationKey],
    );
    expect(audited.rows[0]?.n).toBe(INSTANCES - 1);

    const resumption = await http.post<BatchOperationCreatedResult>('/v2/process-instances/resumption', { filter: { processDefinitionId: 'suspension' } });
    expect(resumption.status).toBe(200);
    const resumed = await waitForBatch(http, resumption.body.batchOperationKey, (batch) => batch.state === 'COMPLETED');
    expect(resumed.operationsCompletedCount).toBe(INSTANCES);
    expect(await states()).toEqual([{ state: 'ACTIVE', n: INSTANCES }]);
  }, 300_000);
});
