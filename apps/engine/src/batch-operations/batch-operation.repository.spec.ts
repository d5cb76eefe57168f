import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { runMigrations } from '../database/migration-runner.js';
import { PgPool } from '../database/pg-pool.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { BatchOperations } from './batch-operation.repository.js';

const ITEMS = 40;
const ROUNDS = 20;

/** BatchOperations: the batch tables' statements on a database whose schema comes from the migrations only. */
describe('BatchOperations', () => {
  let databaseUrl: string;
  let dataSource: DataSource;
  let pg: PgPool;
  let batches: BatchOperations;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    await runMigrations(databaseUrl);
    dataSource = await new DataSource({ type: 'postgres', url: databaseUrl, synchronize: false, extra: { max: 12 } }).initialize();
    pg = new PgPool(dataSource);
    batches = new BatchOperations(pg);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  const activeBatch = async (key: number) => {
    await pg.query(
      `insert into batch_operation (key, type, state, plan, start_date, operations_total) values ($1, 'CANCEL_PROCESS_INSTANCE', 'ACTIVE', '{}', now(), $2)`,
      [key, ITEMS],
    );
    await pg.query(
      `insert into batch_operation_item (batch_operation_key, item_key, process_instance_key, state) select $1, g, g, 'ACTIVE' from generate_series(1, $2) g`,
      [key, ITEMS],
    );
  };

  it('should cancel a batch while its items finish without either failing (they deadlocked, locking batch and item in opposite orders)', async () => {
    const failures: string[] = [];
    for (let key = 1; key <= ROUNDS; key++) {
      await activeBatch(key);
      const finishing: Promise<unknown>[] = Array.from({ length: ITEMS }, (_, item) => batches.finishItem(String(key), String(item + 1), 'COMPLETED', null));
      finishing.splice(ITEMS / 2, 0, batches.transition(String(key), ['ACTIVE'], 'CANCELED'));
      for (const settled of await Promise.allSettled(finishing)) if (settled.status === 'rejected') failures.push((settled.reason as Error).message);
    }

    expect(failures).toEqual([]);
    // every item is counted once, whether it finished before or after the cancellation
    const counted = await pg.query<{ state: string; completed: number }>('select state, operations_completed as completed from batch_operation order by key');
    expect(counted).toEqual(Array.from({ length: ROUNDS }, () => ({ state: 'CANCELED', completed: ITEMS })));
  });
});
