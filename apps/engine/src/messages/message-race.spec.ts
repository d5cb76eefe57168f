import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, HistoryEventDto, ProcessInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { NotFound } from '../runtime/command-errors.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { InstanceStore } from '../runtime/instance-store.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const INSTANCES = 50;
const HOUR = 3_600_000;
/** Delay between one publication and the next: the 50 spread over about the time the timers take to fire. */
const PUBLISH_SPREAD_MS = 1.5;
/** Longest delay before a directly fired timer: about as long as a publication takes to reach its instance. */
const DIRECT_JITTER_MS = 15;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Race {
  processDefinitionId: string;
  messageName: string;
  /** The catch or boundary events of the two contenders, and the end event each path reaches. */
  messageEvent: string;
  timerEvent: string;
  messageEnd: string;
  timerEnd: string;
}

const GATEWAY: Race = {
  processDefinitionId: 'race-gateway',
  messageName: 'race-payment',
  messageEvent: 'paid',
  timerEvent: 'timeout',
  messageEnd: 'paid-end',
  timerEnd: 'timeout-end',
};
const BOUNDARY: Race = {
  processDefinitionId: 'race-boundary',
  messageName: 'race-cancel',
  messageEvent: 'cancelled',
  timerEvent: 'too-late',
  messageEnd: 'cancelled-end',
  timerEnd: 'too-late-end',
};

/**
 * A message and a timer that become due at the same moment compete for one waiting element: exactly one of them
 * may move the token, whatever the interleaving, and the other must leave no trace but an ignored trigger.
 */
describe('message against timer races', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let clock = Date.parse('2031-03-01T08:00:00.000Z');
  let round = 0;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy({ 'gateway.bpmn': fixture('event-gateway.race.bpmn'), 'boundary.bpmn': fixture('message-boundary.race.bpmn') });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(() => engine?.close());

  const pinClock = async (timestamp: number) => expect((await http.request('PUT', '/v2/clock', { timestamp })).status).toBe(204);

  async function startInstances(race: Race): Promise<Array<{ key: string; orderId: string }>> {
    round++;
    return Promise.all(
      Array.from({ length: INSTANCES }, async (_, i) => {
        const orderId = `${race.processDefinitionId}-${round}-${i}`;
        const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
          processDefinitionId: race.processDefinitionId,
          variables: { orderId },
        });
        expect(started.status).toBe(200);
        return { key: started.body.processInstanceKey, orderId };
      }),
    );
  }

  async function history(key: string): Promise<HistoryEventDto[]> {
    return (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
  }

  async function allCompleted(race: Race, keys: string[]): Promise<void> {
    const states = async () => {
      const found = await http.post<SearchQueryResponse<ProcessInstanceResult>>('/v2/process-instances/search', {
        filter: { processDefinitionId: race.processDefinitionId, processInstanceKey: { $in: keys } },
        page: { limit: INSTANCES },
      });
      return found.body.items.map((i) => i.state);
    };
    await eventually(
      states,
      keys.map(() => 'COMPLETED'),
      30_000,
    );
  }

  /** Checks one instance and tells which contender won. */
  async function winnerOf(race: Race, key: string): Promise<{ winner: 'message' | 'timer'; ignored: number }> {
    const events = await history(key);
    const triggered = events.filter((e) => e.type === 'EventTriggered');
    expect(triggered, `instance ${key}`).toHaveLength(1);
    const completed = events.filter((e) => e.type === 'ElementCompleted').map((e) => e.elementId);
    const tookMessage = completed.includes(race.messageEnd);
    const tookTimer = completed.includes(race.timerEnd);
    expect(tookMessage !== tookTimer, `instance ${key} took ${completed.join(', ')}`).toBe(true);
    const winner = tookMessage ? 'message' : 'timer';
    expect(triggered[0]?.payload).toMatchObject({ kind: winner, elementId: winner === 'message' ? race.messageEvent : race.timerEvent });
    const loserEvent = winner === 'message' ? race.timerEvent : race.messageEvent;
    expect(completed, `instance ${key}`).not.toContain(loserEvent);
    expect(events.filter((e) => e.type === 'IncidentCreated')).toEqual([]);
    expect(await engine.app.get(PgPool).query(`select key from event_subscription where process_instance_key = $1`, [key])).toEqual([]);
    // A trigger that lost after loading the instance is recorded as ignored; one that lost earlier found nothing to trigger.
    const ignored = events.filter((e) => e.type === 'EventTriggerIgnored');
    for (const event of ignored) expect(event.payload.kind).not.toBe(winner);
    return { winner, ignored: ignored.length };
  }

  async function runRace(race: Race, fireTimers: (instances: Array<{ key: string }>) => Promise<unknown>) {
    // given: every instance waits for the message and for a timer due in one hour
    clock += 10 * HOUR;
    await pinClock(clock);
    const instances = await startInstances(race);
    const conflicts = countWriteConflicts();

    // when: the message is published for every instance while the timers fire, spread over a few milliseconds so
    // that some messages come before, some after and many right at the moment of their timer
    const publications = instances.map(async ({ orderId }, i) => {
      await sleep(i * PUBLISH_SPREAD_MS);
      return http.post('/v2/messages/publication', { name: race.messageName, correlationKey: orderId });
    });
    const [, ...published] = await Promise.all([fireTimers(instances), ...publications]);

    // then
    conflicts.stop();
    expect(published.map((p) => p.status)).toEqual(instances.map(() => 200));
    const keys = instances.map((i) => i.key);
    await allCompleted(race, keys);
    const results = await Promise.all(keys.map((key) => winnerOf(race, key)));
    return {
      message: results.filter((r) => r.winner === 'message').length,
      timer: results.filter((r) => r.winner === 'timer').length,
      ignored: results.reduce((sum, r) => sum + r.ignored, 0),
      conflicts: conflicts.count,
    };
  }

  /**
   * Counts writes refused because another command wrote the same instance since it was loaded: each is a moment
   * where message and timer really were processed at the same time (the loser then reloads and finds nothing to do).
   */
  function countWriteConflicts() {
    const store = engine.app.get(InstanceStore);
    const write = store.write.bind(store);
    const counter = { count: 0, stop: () => (store.write = write) };
    store.write = async (...args: Parameters<InstanceStore['write']>) => {
      const written = await write(...args);
      if (!written) counter.count++;
      return written;
    };
    return counter;
  }

  /** The scheduler fires every due timer once the clock is pinned past it. */
  const byScheduler = () => pinClock(clock + HOUR);

  /** Fires each timer directly, at the very moment its message is published, for the tightest interleaving. */
  const byDirectTrigger = async (instances: Array<{ key: string }>) => {
    const executor = engine.app.get(CommandExecutor);
    const pg = engine.app.get(PgPool);
    const timers = await pg.query<{ key: string }>(
      `select key::text as key from event_subscription where kind = 'timer' and process_instance_key = any($1::bigint[])`,
      [instances.map((i) => i.key)],
    );
    await Promise.all(
      timers.map(async ({ key }) => {
        await sleep(Math.random() * DIRECT_JITTER_MS);
        const command = { type: 'TriggerEvent', subscriptionKey: key, kind: 'timer', variables: {}, messageKey: null } as const;
        // A timer whose element the message already moved on finds no open subscription: that is a lost race, not an error.
        await executor.execute({ subscriptionKey: key }, command, 'gone').catch((error: unknown) => {
          if (!(error instanceof NotFound)) throw error;
        });
      }),
    );
  };

  for (const race of [GATEWAY, BOUNDARY]) {
    const where = race === GATEWAY ? 'on an event-based gateway' : 'on boundary events of one task';
    it(`should let exactly one of message and timer win ${where}, with the timer scheduler`, async () => {
      const wins = await runRace(race, byScheduler);
      expect(wins.message + wins.timer).toBe(INSTANCES);
      console.info(
        `${race.processDefinitionId} (scheduler): message won ${wins.message}, timer won ${wins.timer}, ignored triggers ${wins.ignored}, write conflicts ${wins.conflicts}`,
      );
    });

    it(`should let exactly one of message and timer win ${where}, with timers triggered at the same moment`, async () => {
      const wins = await runRace(race, byDirectTrigger);
      expect(wins.message + wins.timer).toBe(INSTANCES);
      console.info(
        `${race.processDefinitionId} (direct): message won ${wins.message}, timer won ${wins.timer}, ignored triggers ${wins.ignored}, write conflicts ${wins.conflicts}`,
      );
    });
  }
});
