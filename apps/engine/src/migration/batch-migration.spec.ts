import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogResult, BatchOperationCreatedResult, BatchOperationItemResult, SearchQueryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { batchOperation, halfMigrated, instancesByDefinition, LANES_PLAN, startLanes, waitForBatch } from './batch-migration-checks.js';
import { bpmn, MigrationSpecClient } from './migration-spec-client.js';

const LANES_V1 = bpmn('./migration.lanes.v1.bpmn', import.meta.url);
const LANES_V2 = bpmn('./migration.lanes.v2.bpmn', import.meta.url);

describe('batch migration over a filter', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let sql: PgPool;
  let v1: string;
  let v2: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    sql = engine.app.get(PgPool);
    const client = new MigrationSpecClient(http);
    v1 = await client.deploy('lanes.bpmn', LANES_V1);
    v2 = await client.deploy('lanes.bpmn', LANES_V2);
  });
  afterAll(() => engine?.close());

  async function migrateAll(reason: string): Promise<string> {
    const created = await http.post<BatchOperationCreatedResult>('/v2/process-instances/migration', {
      filter: { processDefinitionKey: v1 },
      migrationPlan: { targetProcessDefinitionKey: v2, mappingInstructions: LANES_PLAN },
      reason,
    });
    expect(created.status).toBe(200);
    expect(created.body.batchOperationType).toBe('MIGRATE_PROCESS_INSTANCE');
    return created.body.batchOperationKey;
  }

  it('should migrate 500 instances spread over five active elements, with progress, none half-migrated', async () => {
    // given
    await startLanes(http, v1, 500);
    expect(await instancesByDefinition(sql)).toEqual({ [v1]: 500 });

    // when
    const key = await migrateAll('all lanes to version 2');

    // then: progress is reported while it runs, and every instance ends on version 2
    const seen = new Set<number>();
    const done = await waitForBatch(http, key, (batch) => {
      seen.add(batch.operationsCompletedCount);
      expect(batch.operationsTotalCount).toBe(500);
      return batch.state !== 'ACTIVE';
    });
    expect(done).toMatchObject({ state: 'COMPLETED', operationsCompletedCount: 500, operationsFailedCount: 0, actorId: 'anonymous' });
    expect(done.endDate).not.toBeNull();
    expect(seen.size).toBeGreaterThan(1);
    expect(await instancesByDefinition(sql)).toEqual({ [v2]: 500 });
    expect(await halfMigrated(sql, v1)).toEqual([]);
    const items = await http.post<SearchQueryResponse<BatchOperationItemResult>>('/v2/batch-operation-items/search', {
      filter: { batchOperationKey: key, state: 'COMPLETED' },
      page: { limit: 1 },
    });
    expect(items.body.page.totalItems).toBe(500);
    expect(items.body.items[0]).toMatchObject({ batchOperationKey: key, operationType: 'MIGRATE_PROCESS_INSTANCE', state: 'COMPLETED', errorMessage: null });
    // each instance's history says which batch moved it, for whom and why
    const history = await http.get<{ items: { type: string; payload: Record<string, unknown> }[] }>(
      `/baton/v1/process-instances/${items.body.items[0]?.processInstanceKey}/history`,
    );
    expect(history.body.items.find((event) => event.type === 'ProcessInstanceMigrated')?.payload.requestedBy).toEqual({
      actorId: 'anonymous',
      reason: 'all lanes to version 2',
      operationReference: null,
      batchOperationKey: key,
    });
    // and each migrated instance has its own audit entry: who created the batch, from which version to which, why, which batch
    const audited = await http.post<SearchQueryResponse<AuditLogResult>>('/v2/audit-logs/search', {
      filter: { operationType: 'MIGRATE', result: 'SUCCESS' },
      page: { limit: 1000 },
    });
    const ofBatch = audited.body.items.filter((entry) => entry.annotation?.endsWith(`batch operation: ${key}`));
    expect(new Set(ofBatch.map((entry) => entry.processInstanceKey)).size).toBe(500);
    expect(ofBatch[0]).toMatchObject({
      entityType: 'PROCESS_INSTANCE',
      actorId: 'anonymous',
      actorType: 'ANONYMOUS',
      processDefinitionId: 'migration-lanes',
      batchOperationKey: key,
      batchOperationType: 'MIGRATE_PROCESS_INSTANCE',
    });
    expect(ofBatch[0]?.annotation).toBe(
      `from migration-lanes version 1 (${v1}) to migration-lanes version 2 (${v2}); reason: all lanes to version 2; batch operation: ${key}`,
    );
  });

  it('should stop while suspended, go on when resumed, and leave the rest on the source when canceled', async () => {
    // given
    await startLanes(http, v1, 120);
    const key = await migrateAll('suspend and resume');

    // when: suspended, the batch stops after the chunk under way
    expect((await http.post(`/v2/batch-operations/${key}/suspension`)).status).toBe(204);
    expect((await batchOperation(http, key)).state).toBe('SUSPENDED');
    expect((await http.post(`/v2/batch-operations/${key}/suspension`)).status).toBe(409);

    // then: resumed, it completes
    expect((await http.post(`/v2/batch-operations/${key}/resumption`)).status).toBe(204);
    expect(await waitForBatch(http, key, (batch) => batch.state !== 'ACTIVE')).toMatchObject({ state: 'COMPLETED', operationsCompletedCount: 120 });

    // and a canceled batch leaves its remaining items alone, every instance whole on one version
    await startLanes(http, v1, 120);
    const canceled = await migrateAll('canceled');
    expect((await http.post(`/v2/batch-operations/${canceled}/cancellation`)).status).toBe(204);
    const batch = await batchOperation(http, canceled);
    expect(batch.state).toBe('CANCELED');
    expect((await http.post(`/v2/batch-operations/${canceled}/resumption`)).status).toBe(409);
    const canceledItems = await http.post<SearchQueryResponse<BatchOperationItemResult>>('/v2/batch-operation-items/search', {
      filter: { batchOperationKey: canceled, state: 'CANCELED' },
    });
    expect(canceledItems.body.page.totalItems + batch.operationsCompletedCount).toBeLessThanOrEqual(120);
    expect(await halfMigrated(sql, v1)).toEqual([]);
    // items under way when it was canceled finish with what really happened to their instance: canceled items are those left on the source
    const canceledCount = async () =>
      (
        await http.post<SearchQueryResponse<BatchOperationItemResult>>('/v2/batch-operation-items/search', {
          filter: { batchOperationKey: canceled, state: 'CANCELED' },
        })
      ).body.page.totalItems;
    // (an item under way may be counted CANCELED until it has finished: the end state is awaited, not the first moment the counts agree)
    const settled = async () => {
      const [onSource, canceledItems, ended] = await Promise.all([instancesByDefinition(sql), canceledCount(), batchOperation(http, canceled)]);
      return { sourceIsCanceled: onSource[v1] === canceledItems, total: canceledItems + ended.operationsCompletedCount };
    };
    await eventually(settled, { sourceIsCanceled: true, total: 120 });
  });
});
