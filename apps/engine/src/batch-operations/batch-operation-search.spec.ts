import type { BatchOperationResult, SearchQueryResponse } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { itRefusesMalformedSearches } from '../query/search-contract.spec-kit.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

describe('POST /v2/batch-operations/search', () => {
  let engine: TestEngine;
  let http: HttpClient;
  const keys: Record<string, string> = {};

  /** Batches in states the runner leaves alone (it works only on ACTIVE ones), created by olga or by otto. */
  const BATCHES = [
    { name: 'olga-done', type: 'MIGRATE_PROCESS_INSTANCE', state: 'COMPLETED', actor: 'olga', start: '2026-11-01T10:00:00Z' },
    { name: 'olga-held', type: 'MIGRATE_PROCESS_INSTANCE', state: 'SUSPENDED', actor: 'olga', start: '2026-11-02T10:00:00Z' },
    { name: 'otto-canceled', type: 'MIGRATE_PROCESS_INSTANCE', state: 'CANCELED', actor: 'otto', start: '2026-11-03T10:00:00Z' },
    { name: 'otto-other', type: 'CANCEL_PROCESS_INSTANCE', state: 'PARTIALLY_COMPLETED', actor: 'otto', start: '2026-11-04T10:00:00Z' },
  ];

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const generator = engine.app.get(KeyGenerator);
    await generator.reserve(BATCHES.length);
    for (const batch of BATCHES) {
      keys[batch.name] = generator.next();
      await engine.app
        .get(PgPool)
        .query(
          `insert into batch_operation (key, type, state, plan, actor_id, actor_type, start_date, operations_total) values ($1, $2, $3, '{}', $4, 'USER', $5, 0)`,
          [keys[batch.name], batch.type, batch.state, batch.actor, batch.start],
        );
    }
  });
  afterAll(() => engine?.close());

  const search = async (body: Record<string, unknown>) => {
    const response = await http.post<SearchQueryResponse<BatchOperationResult>>('/v2/batch-operations/search', body);
    return response;
  };
  const ours = (items: BatchOperationResult[]) => items.map((item) => BATCHES.find((batch) => keys[batch.name] === item.batchOperationKey)?.name);

  it('should filter by state, type and actor', async () => {
    // when
    const suspended = await search({ filter: { state: 'SUSPENDED' } });
    const migrations = await search({ filter: { operationType: 'MIGRATE_PROCESS_INSTANCE', actorId: 'otto' } });
    const ended = await search({ filter: { state: { $in: ['COMPLETED', 'CANCELED'] } }, sort: [{ field: 'batchOperationKey' }] });

    // then
    expect(ours(suspended.body.items)).toEqual(['olga-held']);
    expect(suspended.body.items[0]).toMatchObject({ state: 'SUSPENDED', batchOperationType: 'MIGRATE_PROCESS_INSTANCE', actorId: 'olga', actorType: 'USER' });
    expect(ours(migrations.body.items)).toEqual(['otto-canceled']);
    expect(ours(ended.body.items)).toEqual(['olga-done', 'otto-canceled']);
  });

  it('should sort and page, newest first', async () => {
    // when
    const first = await search({ sort: [{ field: 'startDate', order: 'DESC' }], page: { limit: 3 } });
    const next = await search({ sort: [{ field: 'startDate', order: 'DESC' }], page: { limit: 3, after: first.body.page.endCursor } });

    // then
    expect(first.body.page.totalItems).toBe(4);
    expect(ours(first.body.items)).toEqual(['otto-other', 'otto-canceled', 'olga-held']);
    expect(ours(next.body.items)).toEqual(['olga-done']);
  });

  itRefusesMalformedSearches('should refuse an unknown state or sort field, naming the field', () => http, '/v2/batch-operations/search', [
    { body: { filter: { state: 'SLEEPING' } }, detailNames: 'state' },
    { body: { sort: [{ field: 'itemKey' }] }, detailNames: 'sort' },
  ]);
});
