import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchOperationCreatedResult, CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { createTestDatabase, dropTestDatabase, type EngineProcess, startEngineProcess } from '../testing/test-engine.js';

/**
 * A batch suspension (Camunda 8.10's `POST /v2/process-instances/suspension`) whose engine is SIGKILLed while it works
 * through the instances: each instance is suspended by its own command, so after the crash every instance is either
 * suspended with its subscriptions parked or untouched with them open, none half-way; a restarted engine takes the
 * batch over (its lease ran out) and suspends the rest, each instance once. A batch cancelled just before the crash
 * stays cancelled: the instances it had not reached are untouched. Needs the built engine (dist/main.js).
 */
const MODEL = readFileSync(new URL('./batch-suspension.bpmn', import.meta.url), 'utf8');
const INSTANCES = 150;
/** SIGKILL once this many instances are suspended: well inside the batch. */
const KILL_AFTER_SUSPENDED = 20;

interface InstanceRow {
  key: string;
  state: string;
  parked: number | null;
  open: number;
}

describe('a crash in the middle of a batch suspension', () => {
  let databaseUrl: string | undefined;
  const engines: EngineProcess[] = [];
  let db: pg.Client | undefined;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    engines.push(await startEngineProcess(databaseUrl));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    const stopped = await Promise.allSettled(engines.map((engine) => engine.kill('SIGKILL')));
    await db?.end().catch(() => undefined);
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    for (const result of stopped) if (result.status === 'rejected') throw result.reason;
  });

  /** Each instance's state, the subscriptions its suspension parked and those open in event_subscription. */
  const instances = async (keys: string[]): Promise<InstanceRow[]> =>
    (
      await db!.query<InstanceRow>(
        `select p.key::text as key, p.state, jsonb_array_length(p.suspension->'parked') as parked,
                (select count(*)::int from event_subscription s where s.process_instance_key = p.key) as open
           from process_instance p where p.key = any($1::bigint[]) order by p.key`,
        [keys],
      )
    ).rows;
  const suspendedCount = async (keys: string[]) =>
    (await db!.query<{ n: number }>(`select count(*)::int as n from process_instance where key = any($1::bigint[]) and state = 'SUSPENDED'`, [keys])).rows[0]!
      .n;
  /** Whole: suspended with its timer and message subscription parked and none open, or running with both open. */
  const half = (rows: InstanceRow[]) =>
    rows.filter((row) => !(row.state === 'SUSPENDED' ? row.parked === 2 && row.open === 0 : row.state === 'ACTIVE' && row.parked === null && row.open === 2));

  /** Deploys the model as `processId` and starts INSTANCES instances of it. */
  const startInstances = async (http: HttpClient, processId: string): Promise<string[]> => {
    const deployed = await http.deploy<DeploymentResult>({ [`${processId}.bpmn`]: MODEL.replace('id="batch-suspension"', `id="${processId}"`) });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    const keys: string[] = [];
    for (let index = 0; index < INSTANCES; index++) {
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId: processId,
        variables: { orderId: `${processId}-${index}` },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      keys.push(started.body.processInstanceKey);
    }
    expect(half(await instances(keys))).toEqual([]);
    return keys;
  };
  /** Waits until the batch has suspended `count` instances (or a minute passed). */
  const untilSuspended = async (keys: string[], count: number) => {
    const by = Date.now() + 60_000;
    while ((await suspendedCount(keys)) < count && Date.now() < by);
  };

  it('should leave every instance whole, and the restarted engine should finish the batch, suspending each instance once', async () => {
    const first = engines[0]!;
    const http = new HttpClient(first.baseUrl);
    const keys = await startInstances(http, 'batch-suspension');

    // when: the batch starts, and the engine is killed once some of its items are done
    const batch = await http.post<BatchOperationCreatedResult>('/v2/process-instances/suspension', { filter: { processDefinitionId: 'batch-suspension' } });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    const batchKey = batch.body.batchOperationKey;
    await untilSuspended(keys, KILL_AFTER_SUSPENDED);
    await first.kill('SIGKILL');
    expect(first.process.signalCode).toBe('SIGKILL');

    // then: the crash hit the middle of the batch, and no instance is half-way
    const atCrash = await instances(keys);
    const suspendedAtCrash = atCrash.filter((row) => row.state === 'SUSPENDED').length;
    console.log(`batch suspension crash: ${suspendedAtCrash} of ${INSTANCES} instances suspended when the engine was killed`);
    expect(suspendedAtCrash).toBeGreaterThanOrEqual(KILL_AFTER_SUSPENDED);
    expect(suspendedAtCrash).toBeLessThan(INSTANCES);
    expect(half(atCrash)).toEqual([]);

    // when: an engine starts again on the same database
    const second = await startEngineProcess(databaseUrl!);
    engines.push(second);
    const again = new HttpClient(second.baseUrl);

    // then: it takes the batch over once the dead engine's lease ran out, and finishes it
    await eventually(async () => (await again.get<{ state: string }>(`/v2/batch-operations/${batchKey}`)).body.state, 'COMPLETED', 60_000);
    const after = await instances(keys);
    expect(after.filter((row) => row.state !== 'SUSPENDED').map((row) => row.key)).toEqual([]);
    expect(half(after)).toEqual([]);
    // each instance suspended once: one audited suspension by this batch each, and no item failed
    const audited = await db!.query<{ key: string; n: number }>(
      `select entity_key::text as key, count(*)::int as n from audit_log
        where entity_key = any($1::bigint[]) and operation_type = 'UPDATE' and result = 'SUCCESS' group by entity_key`,
      [keys],
    );
    expect(audited.rows.filter((row) => row.n !== 1)).toEqual([]);
    expect(audited.rows).toHaveLength(INSTANCES);
    const items = await again.post<{ items: { state: string }[] }>('/v2/batch-operation-items/search', {
      filter: { batchOperationKey: batchKey },
      page: { limit: INSTANCES + 10 },
    });
    expect(items.body.items.filter((item) => item.state !== 'COMPLETED')).toEqual([]);
    expect(items.body.items).toHaveLength(INSTANCES);

    // and: the instances are whole enough to resume and run on (their jobs are handed out again)
    const resumed = await again.post<BatchOperationCreatedResult>('/v2/process-instances/resumption', { filter: { processDefinitionId: 'batch-suspension' } });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    await eventually(
      async () => (await again.get<{ state: string }>(`/v2/batch-operations/${resumed.body.batchOperationKey}`)).body.state,
      'COMPLETED',
      60_000,
    );
    expect(half(await instances(keys))).toEqual([]);
    expect(await suspendedCount(keys)).toBe(0);
  }, 300_000);
  it('should leave a batch cancelled just before the crash cancelled: the instances it had not reached stay untouched', async () => {
    const running = engines.at(-1)!;
    const keys = await startInstances(new HttpClient(running.baseUrl), 'batch-suspension-cancelled');
    const http = new HttpClient(running.baseUrl);
    const batch = await http.post<BatchOperationCreatedResult>('/v2/process-instances/suspension', {
      filter: { processDefinitionId: 'batch-suspension-cancelled' },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    const batchKey = batch.body.batchOperationKey;
    await untilSuspended(keys, KILL_AFTER_SUSPENDED);
    expect((await http.post(`/v2/batch-operations/${batchKey}/cancellation`)).status).toBe(204);
    await running.kill('SIGKILL');

    // the runner notices a cancellation between chunks of 40 items, so it stopped well before the end
    const atCrash = await instances(keys);
    const suspendedAtCrash = atCrash.filter((row) => row.state === 'SUSPENDED').length;
    console.log(`cancelled batch suspension crash: ${suspendedAtCrash} of ${INSTANCES} instances suspended when the engine was killed`);
    expect(suspendedAtCrash).toBeGreaterThanOrEqual(KILL_AFTER_SUSPENDED);
    expect(suspendedAtCrash).toBeLessThan(INSTANCES);
    expect(half(atCrash)).toEqual([]);

    // when: an engine starts again, and a new batch resumes the suspended ones (the runner has then looked at both)
    const restarted = await startEngineProcess(databaseUrl!);
    engines.push(restarted);
    const again = new HttpClient(restarted.baseUrl);
    const resumed = await again.post<BatchOperationCreatedResult>('/v2/process-instances/resumption', {
      filter: { processDefinitionId: 'batch-suspension-cancelled' },
    });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    await eventually(
      async () => (await again.get<{ state: string }>(`/v2/batch-operations/${resumed.body.batchOperationKey}`)).body.state,
      'COMPLETED',
      60_000,
    );

    // then: the cancelled batch stayed cancelled and suspended nothing more; every instance whole and running
    expect((await again.get<{ state: string }>(`/v2/batch-operations/${batchKey}`)).body.state).toBe('CANCELED');
    const resumedItems = await again.post<{ items: { state: string }[] }>('/v2/batch-operation-items/search', {
      filter: { batchOperationKey: resumed.body.batchOperationKey },
      page: { limit: INSTANCES + 10 },
    });
    expect(resumedItems.body.items.filter((item) => item.state === 'COMPLETED')).toHaveLength(suspendedAtCrash);
    const after = await instances(keys);
    expect(half(after)).toEqual([]);
    expect(after.filter((row) => row.state !== 'ACTIVE').map((row) => row.key)).toEqual([]);
  }, 300_000);
});
