import type { AuditLogResult, BatchOperationCreatedResult, BatchOperationItemResult, SearchQueryResponse } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { startLanes, waitForBatch } from './batch-migration-checks.js';
import { bpmn, MigrationSpecClient } from './migration-spec-client.js';

const LANES = bpmn('./migration.lanes.v1.bpmn', import.meta.url);

describe('batch modification over a filter', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let lanes: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    lanes = await new MigrationSpecClient(http).deploy('lanes.bpmn', LANES);
  });
  afterAll(() => engine?.close());

  const activeByLane = async () => {
    const rows = await engine.app
      .get(PgPool)
      .query<{ element_id: string; count: number }>(
        `select element_id, count(*)::int as count from element_instance where end_date is null and element_id like 'lane-%' group by element_id order by element_id`,
      );
    return Object.fromEntries(rows.map((row) => [row.element_id, row.count]));
  };

  it('should move the tokens of every matching instance that has one at the source, each with its history event and audit entry', async () => {
    // given: 50 instances, 10 waiting in each lane
    await startLanes(http, lanes, 50);
    expect(await activeByLane()).toEqual({ 'lane-1': 10, 'lane-2': 10, 'lane-3': 10, 'lane-4': 10, 'lane-5': 10 });

    // when: an operator moves lane 1's tokens to lane 2 in every instance of the process
    const created = await http.post<BatchOperationCreatedResult>('/v2/process-instances/modification', {
      filter: { processDefinitionKey: lanes },
      moveInstructions: [{ sourceElementId: 'lane-1', targetElementId: 'lane-2' }],
      operationReference: 42,
      reason: 'lane 1 is closed',
    });

    // then
    expect(created.status).toBe(200);
    expect(created.body.batchOperationType).toBe('MODIFY_PROCESS_INSTANCE');
    const key = created.body.batchOperationKey;
    const done = await waitForBatch(http, key, (batch) => batch.state !== 'ACTIVE');
    expect(done).toMatchObject({ state: 'COMPLETED', operationsTotalCount: 50, operationsCompletedCount: 50, operationsFailedCount: 0 });
    expect(await activeByLane()).toEqual({ 'lane-2': 20, 'lane-3': 10, 'lane-4': 10, 'lane-5': 10 });
    const items = async (state: string) =>
      (
        await http.post<SearchQueryResponse<BatchOperationItemResult>>('/v2/batch-operation-items/search', {
          filter: { batchOperationKey: key, state },
          page: { limit: 100 },
        })
      ).body.items;
    const moved = await items('COMPLETED');
    expect(moved).toHaveLength(10);
    expect(await items('SKIPPED')).toHaveLength(40);
    // each moved instance: its history says which batch moved it, for whom and why; its audit entry too
    const history = await http.get<{ items: { type: string; payload: Record<string, unknown> }[] }>(
      `/baton/v1/process-instances/${moved[0]?.processInstanceKey}/history`,
    );
    expect(history.body.items.find((event) => event.type === 'ProcessInstanceModified')?.payload.requestedBy).toEqual({
      actorId: 'anonymous',
      reason: 'lane 1 is closed',
      operationReference: 42,
      batchOperationKey: key,
    });
    const audited = await http.post<SearchQueryResponse<AuditLogResult>>('/v2/audit-logs/search', {
      filter: { operationType: 'MODIFY' },
      page: { limit: 100 },
    });
    expect(audited.body.items.map((entry) => entry.processInstanceKey).sort()).toEqual(moved.map((item) => item.processInstanceKey).sort());
    expect(audited.body.items[0]).toMatchObject({
      entityType: 'PROCESS_INSTANCE',
      result: 'SUCCESS',
      actorId: 'anonymous',
      annotation: `moved lane-1 -> lane-2; reason: lane 1 is closed; operationReference: 42; batch operation: ${key}`,
    });
  });

  it('should refuse a batch without move instructions, naming the field', async () => {
    const refused = await http.post<{ detail: string }>('/v2/process-instances/modification', { filter: {}, moveInstructions: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('moveInstructions');
  });
});
