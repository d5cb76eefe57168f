import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { deployHotPathModels } from '../scale-out/hot-path-workload.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { CommandExecutor } from './command-executor.js';

/** Commands on several instances written as one statement (group commit), each instance still all or nothing. */
describe('commands on several instances at once', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;

  beforeAll(async () => {
    // without the cache check's reads, the loads from the database are the commands' own
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true', INSTANCE_CACHE_CHECK: 'false' } });
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    await deployHotPathModels(http);
  });
  afterAll(async () => {
    await engine?.close();
  });

  async function waitingTimer(): Promise<{ processInstanceKey: string; subscriptionKey: string }> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'several-engines-timer',
      variables: { wait: 'PT1H' },
    });
    expect(started.status).toBe(200);
    const { processInstanceKey } = started.body;
    const [subscription] = await pg.query<{ key: string }>(`select key::text as key from event_subscription where process_instance_key = $1`, [
      processInstanceKey,
    ]);
    return { processInstanceKey, subscriptionKey: subscription?.key ?? '' };
  }

  const loadsFromDatabase = async () => {
    const metrics = await http.get<string>('/metrics');
    return Number(/^baton_instance_loads_total\{source="database"\} (\d+)/m.exec(String(metrics.body))?.[1] ?? 0);
  };

  const eventsOf = async (processInstanceKey: string, type: string) =>
    (await pg.query<{ n: number }>(`select count(*)::int as n from history_event where process_instance_key = $1 and type = $2`, [processInstanceKey, type]))[0]
      ?.n;

  it('should write the instances whose revision held together, and run an overtaken one again on its own, each once', async () => {
    // given: three waiting instances read ahead; another writer then moves one of them on
    const timers = [await waitingTimer(), await waitingTimer(), await waitingTimer()];
    const executor = engine.app.get(CommandExecutor);
    await executor.prepare(timers.map((timer) => timer.processInstanceKey));
    const overtaken = timers[1]?.processInstanceKey;
    await pg.query('update process_instance set revision = revision + 1 where key = $1', [overtaken]);
    const loadsBefore = await loadsFromDatabase();

    // when
    const results = await executor.executeMany(
      timers.map(({ subscriptionKey }) => ({
        locator: { subscriptionKey },
        command: { type: 'TriggerEvent' as const, subscriptionKey, kind: 'timer' as const, variables: {}, messageKey: null },
        wanted: () => true,
      })),
    );

    // then: every command was carried out, the overtaken one (only) on a fresh read
    expect(results.map((result) => result.status === 'fulfilled' && result.value !== null)).toEqual([true, true, true]);
    expect(await loadsFromDatabase()).toBe(loadsBefore + 1);
    for (const { processInstanceKey } of timers) {
      expect(await eventsOf(processInstanceKey, 'EventTriggered'), processInstanceKey).toBe(1);
      expect(await eventsOf(processInstanceKey, 'ElementCompleted'), processInstanceKey).toBeGreaterThan(0);
      const [instance] = await pg.query<{ state: string }>('select state from process_instance where key = $1', [processInstanceKey]);
      expect(instance?.state).toBe('COMPLETED');
    }
    const [left] = await pg.query<{ n: number }>('select count(*)::int as n from event_subscription where process_instance_key = any($1::bigint[])', [
      timers.map((timer) => timer.processInstanceKey),
    ]);
    expect(left?.n).toBe(0);
  });

  it('should settle a command for an instance that is no longer active with null, and still write the others', async () => {
    // given
    const [ended, waiting] = [await waitingTimer(), await waitingTimer()];
    const executor = engine.app.get(CommandExecutor);
    expect((await http.post(`/v2/process-instances/${ended.processInstanceKey}/cancellation`, {})).status).toBe(204);

    // when
    const results = await executor.executeMany(
      [ended, waiting].map(({ subscriptionKey }) => ({
        locator: { subscriptionKey },
        command: { type: 'TriggerEvent' as const, subscriptionKey, kind: 'timer' as const, variables: {}, messageKey: null },
        wanted: () => true,
      })),
    );

    // then
    expect(results).toEqual([
      { status: 'fulfilled', value: null },
      expect.objectContaining({ status: 'fulfilled', value: expect.objectContaining({ events: expect.any(Array) }) }),
    ]);
    expect(await eventsOf(waiting.processInstanceKey, 'EventTriggered')).toBe(1);
    expect(await eventsOf(ended.processInstanceKey, 'EventTriggered')).toBe(0);
  });
});
