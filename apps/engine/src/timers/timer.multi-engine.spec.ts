import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { createTestDatabase, dropTestDatabase, startEngineProcess, type EngineProcess } from '../testing/test-engine.js';

const MODEL = readFileSync(new URL('./timer-catch.variable.bpmn', import.meta.url), 'utf8');
const CYCLE_MODEL = readFileSync(new URL('./timer-boundary.fast-cycle.bpmn', import.meta.url), 'utf8');

interface FireCount {
  subscription_key: string;
  process_instance_key: string;
  fires: number;
  due_at: number;
  fired_at: number;
}

/** Starts `count` instances waiting `wait`, `concurrency` at a time, spread over the engines; returns their keys. */
async function startMany(
  clients: HttpClient[],
  count: number,
  wait: string,
  concurrency = 48,
  processDefinitionId = 'timer-catch-variable',
): Promise<string[]> {
  const keys: string[] = [];
  let next = 0;
  const lane = async (laneIndex: number) => {
    const http = clients[laneIndex % clients.length] as HttpClient;
    while (next < count) {
      next++;
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables: { wait } });
      if (started.status !== 200) throw new Error(`start failed: ${started.status} ${JSON.stringify(started.body)}`);
      keys.push(started.body.processInstanceKey);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => lane(index)));
  return keys;
}

describe('timers with several engine processes on one database (real time)', () => {
  let databaseUrl: string;
  let db: pg.Client;
  const engines: EngineProcess[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    engines.push(await startEngineProcess(databaseUrl));
    engines.push(await startEngineProcess(databaseUrl));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await Promise.all(engines.map((engine) => engine.stop()));
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  /** Per instance: how often its timer fired, and when it was due and fired (from the history). */
  async function fireCounts(keys: string[]): Promise<FireCount[]> {
    const result = await db.query<FireCount>(
      `select p.key::text as process_instance_key, h.payload->>'subscriptionKey' as subscription_key, count(h.sequence)::int as fires,
              min((h.payload->>'dueAt')::bigint)::float8 as due_at, min((h.payload->>'firedAt')::bigint)::float8 as fired_at
         from process_instance p left join history_event h on h.process_instance_key = p.key and h.type = 'EventTriggered'
        where p.key = any($1::bigint[])
        group by p.key, h.payload->>'subscriptionKey'`,
      [keys],
    );
    return result.rows;
  }

  async function countCompleted(keys: string[]): Promise<number | undefined> {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from process_instance where key = any($1::bigint[]) and state = 'COMPLETED'`, [
      keys,
    ]);
    return rows[0]?.n;
  }

  const waitUntilCompleted = (keys: string[], timeoutMs: number) => eventually(() => countCompleted(keys), keys.length, timeoutMs);

  it('should fire each of 500 timers due at about the same moment exactly once', async () => {
    // given
    const clients = engines.map((engine) => new HttpClient(engine.baseUrl));
    expect((await clients[0]!.deploy<DeploymentResult>({ 'timer-catch.variable.bpmn': MODEL })).status).toBe(200);

    // when
    // five claim batches (TIMER_BATCH_SIZE) for the two engines to contend over
    const keys = await startMany(clients, 500, 'PT2S');

    // then
    await waitUntilCompleted(keys, 30_000);
    const counts = await fireCounts(keys);
    expect(counts).toHaveLength(500);
    expect(counts.filter((count) => count.fires !== 1)).toEqual([]);
    expect(new Set(counts.map((count) => count.subscription_key)).size).toBe(500);
    expect(counts.filter((count) => count.fired_at < count.due_at)).toEqual([]);
    const ignored = await db.query(`select 1 from history_event where type = 'EventTriggerIgnored'`);
    expect(ignored.rowCount).toBe(0);
    const left = await db.query(`select 1 from event_subscription`);
    expect(left.rowCount).toBe(0);
  });

  it('should fire every repetition of non-interrupting cycles exactly once, never before it is due', async () => {
    // given
    const clients = engines.map((engine) => new HttpClient(engine.baseUrl));
    expect((await clients[1]!.deploy<DeploymentResult>({ 'timer-boundary.fast-cycle.bpmn': CYCLE_MODEL })).status).toBe(200);

    // when: 150 tasks that nobody works on, each reminded three times, once a second
    const keys = await startMany(clients, 150, 'unused', 48, 'timer-boundary-fast-cycle');

    // then
    const cyclesRunning = async () =>
      (await db.query<{ n: number }>(`select count(*)::int as n from event_subscription where process_instance_key = any($1::bigint[])`, [keys])).rows[0]?.n;
    await eventually(cyclesRunning, 0, 20_000);
    const { rows } = await db.query<{ key: string; due_at: string; fires: number; early: number }>(
      `select h.process_instance_key::text as key, h.payload->>'dueAt' as due_at, count(*)::int as fires,
              count(*) filter (where (h.payload->>'firedAt')::bigint < (h.payload->>'dueAt')::bigint)::int as early
         from history_event h where h.type = 'EventTriggered' and h.process_instance_key = any($1::bigint[])
        group by 1, 2`,
      [keys],
    );
    expect(rows).toHaveLength(450);
    expect(rows.filter((row) => row.fires !== 1 || row.early !== 0)).toEqual([]);
    const reminded = await db.query(
      `select 1 from element_instance where element_id = 'reminded' and state = 'COMPLETED' and process_instance_key = any($1::bigint[])`,
      [keys],
    );
    expect(reminded.rowCount).toBe(450);
  });

  it('should refuse the clock API with 403 when CLOCK_CONTROL is off', async () => {
    const response = await new HttpClient(engines[0]!.baseUrl).request<{ status: number }>('PUT', '/v2/clock', { timestamp: 0 });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect((await new HttpClient(engines[1]!.baseUrl).post('/v2/clock/reset')).status).toBe(403);
  });

  it('should fire the timers that became due while every engine was down once one starts again', async () => {
    // given: timers due in 3 s, and no engine running when they become due
    const keys = await startMany([new HttpClient(engines[0]!.baseUrl)], 100, 'PT3S');
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
    const stoppedAt = Date.now();
    const { rows } = await db.query<{ last: Date }>(`select max(due_at) as last from event_subscription`);
    const lastDue = rows[0]?.last?.getTime() ?? stoppedAt;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastDue - Date.now()) + 200));
    const overdue = (await fireCounts(keys)).filter((count) => count.fires === 0).length;
    expect(overdue).toBeGreaterThan(0);

    // when
    engines.push(await startEngineProcess(databaseUrl));

    // then
    await waitUntilCompleted(keys, 15_000);
    const counts = await fireCounts(keys);
    expect(counts.filter((count) => count.fires !== 1)).toEqual([]);
    expect(counts.filter((count) => count.fired_at > stoppedAt)).toHaveLength(overdue);
  });
});
