import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionOf } from '../runtime/partition.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { idempotencyPartition } from './idempotency-partition.js';

const SCOPES: [caller: string, route: string, key: string][] = [
  ['anonymous', 'POST /v2/process-instances', 'order-1'],
  ['USER:demo', 'POST /v2/process-instances', 'ünïcødé ✓ key'],
  ['CLIENT:worker', 'POST /v2/jobs/2251799813685300/completion', 'k'],
  ['CLIENT:worker', 'POST /v2/jobs/9223372036854775807/completion', 'k'],
  // not a key: past int64, and digits inside a segment
  ['CLIENT:worker', 'POST /v2/jobs/9223372036854775808/completion', 'k'],
  ['USER:demo', 'POST /v2/resources/v2x9/deletion', 'k'],
  ['USER:demo', 'POST /v2/user-tasks/4503599627370497/completion', 'retry-7'],
  ['USER:demo', 'PATCH /v2/process-instances/7', 'k'],
];

describe('the partition of an Idempotency-Key', () => {
  let engine: TestEngine;
  let db: pg.Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    db = new pg.Client({ connectionString: engine.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await engine?.close();
  });

  it('should take the partition of the key a path names, else a hash of the scope in 1..4095', () => {
    expect(idempotencyPartition('anonymous', 'POST /v2/user-tasks/4503599627370497/completion', 'k')).toBe(partitionOf('4503599627370497'));
    expect(idempotencyPartition('anonymous', 'POST /v2/user-tasks/4503599627370497/completion', 'k')).toBe(2);
    const hashed = SCOPES.map(([caller, route, key]) => idempotencyPartition(caller, route, key));
    expect(hashed.every((partition) => Number.isInteger(partition) && partition >= 0 && partition <= 4095)).toBe(true);
    // a hash spreads: the same route with other keys lands on other partitions
    const keys = new Set(Array.from({ length: 50 }, (_, index) => idempotencyPartition('anonymous', 'POST /v2/process-instances', `key-${index}`)));
    expect(keys.size).toBeGreaterThan(40);
  });

  it('should compute in the engine what migration 0059 computed for the rows written before it', async () => {
    for (const [caller, route, key] of SCOPES) {
      const { rows } = await db.query<{ partition: number }>('select idempotency_partition($1, $2, $3) as partition', [caller, route, key]);
      expect({ route, key, partition: idempotencyPartition(caller, route, key) }).toEqual({ route, key, partition: rows[0]?.partition });
    }
  });
});
