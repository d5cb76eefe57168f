import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  HistoryEventDto,
  MessagePublicationResult,
  ProcessInstanceResult,
  SearchQueryResponse,
  VariableSearchResult,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';
import { BufferedCorrelation } from './buffered-correlation.js';
import { SubscriptionTrigger } from './delivery/subscription-trigger.js';
import { MessageMaintenance } from './message-maintenance.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const T0 = Date.parse('2030-01-01T00:00:00.000Z');

interface Problem {
  status: number;
  title: string;
  detail: string;
}

/** Buffered messages: time to live, message ids, the sweep that recovers what an engine crash interrupted. */
describe('buffered messages', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;
  let orders = 0;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    const names = ['message-catch.simple.bpmn', 'message-start.simple.bpmn', 'message-boundary.non-interrupting.bpmn'];
    expect((await http.deploy(Object.fromEntries(names.map((name) => [name, fixture(name)])))).status).toBe(200);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await http.post('/v2/clock/reset');
  });
  afterAll(() => engine?.close());

  const nextOrderId = () => `buffered-${++orders}`;
  const pinClock = async (timestamp: number) => expect((await http.request('PUT', '/v2/clock', { timestamp })).status).toBe(204);
  const sweep = () => engine.app.get(MessageMaintenance).runOnce();

  async function start(processDefinitionId: string, variables: Record<string, unknown>): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  async function publish(body: Record<string, unknown>) {
    return http.post<MessagePublicationResult & Problem>('/v2/messages/publication', body);
  }

  async function stateOf(key: string) {
    return (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;
  }

  /** Lets background reactions (after-commit work) finish, then runs a sweep: whatever would happen has happened. */
  async function settle(): Promise<void> {
    await waitUntilIdle(engine);
    await sweep();
    await waitUntilIdle(engine);
  }

  async function variablesOf(processInstanceKey: string): Promise<Record<string, unknown>> {
    const found = await http.post<SearchQueryResponse<VariableSearchResult>>('/v2/variables/search', { filter: { processInstanceKey } });
    return Object.fromEntries(found.body.items.map((v) => [v.name, JSON.parse(v.value) as unknown]));
  }

  async function triggeredMessageKeys(key: string): Promise<unknown[]> {
    const events = (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
    return events.filter((e) => e.type === 'EventTriggered').map((e) => e.payload.messageKey);
  }

  it('should correlate a message published before the instance waits, when the instance arrives', async () => {
    // given
    const orderId = nextOrderId();
    const published = await publish({ name: 'payment-received', correlationKey: orderId, timeToLive: 60_000, variables: { early: true } });
    expect(published.status).toBe(200);

    // when
    const key = await start('message-catch', { orderId });

    // then
    await eventually(() => stateOf(key), 'COMPLETED');
    expect(await variablesOf(key)).toEqual({ orderId, early: true });
    expect(await triggeredMessageKeys(key)).toEqual([published.body.messageKey]);
  });

  it('should hand a buffered message to one instance per process only', async () => {
    // given
    const orderId = nextOrderId();
    expect((await publish({ name: 'payment-received', correlationKey: orderId, timeToLive: 60_000 })).status).toBe(200);

    // when
    const first = await start('message-catch', { orderId });
    await eventually(() => stateOf(first), 'COMPLETED');
    const second = await start('message-catch', { orderId });
    await settle();

    // then
    expect(await stateOf(second)).toBe('ACTIVE');
  });

  it('should hand a buffered message to exactly one of many subscriptions offered it at the same moment', async () => {
    // given twenty waiting instances, and a buffered message none has been offered yet (as after a crash)
    const orderId = nextOrderId();
    const keys = await Promise.all(Array.from({ length: 20 }, () => start('message-catch', { orderId })));
    await pg.query(
      `insert into message (key, name, correlation_key, message_id, tenant_id, variables, published_at, expires_at)
       values (nextval('key_seq'), 'payment-received', $1, null, '<default>', '{}', now(), now() + interval '1 hour')`,
      [orderId],
    );
    const subscriptions = await pg.query<{ key: string; process_instance_key: string }>(
      `select key::text as key, process_instance_key::text as process_instance_key from event_subscription where correlation_key = $1`,
      [orderId],
    );
    expect(subscriptions).toHaveLength(20);

    // when: every subscription is offered the message at once, while sweeps run too
    const buffered = engine.app.get(BufferedCorrelation);
    const offers = subscriptions.map((s) =>
      buffered.offer({
        key: s.key,
        processInstanceKey: s.process_instance_key,
        bpmnProcessId: 'message-catch',
        tenantId: '<default>',
        messageName: 'payment-received',
        correlationKey: orderId,
      }),
    );
    await Promise.all([...offers, sweep(), sweep()]);

    // then
    const states = await Promise.all(keys.map(stateOf));
    expect(states.filter((s) => s === 'COMPLETED')).toHaveLength(1);
    expect(states.filter((s) => s === 'ACTIVE')).toHaveLength(19);
  });

  it('should buffer a message that also reached a waiting instance, for the instances of other processes only', async () => {
    // given
    const orderId = nextOrderId();
    const waiting = await start('message-catch', { orderId });

    // when
    const published = await publish({ name: 'payment-received', correlationKey: orderId, timeToLive: 60_000 });
    const later = await start('message-catch', { orderId });
    await settle();

    // then
    expect(await stateOf(waiting)).toBe('COMPLETED');
    expect(await stateOf(later)).toBe('ACTIVE');
    expect(await triggeredMessageKeys(waiting)).toEqual([published.body.messageKey]);
  });

  it('should not correlate a buffered message after its time to live', async () => {
    // given
    await pinClock(T0);
    const orderId = nextOrderId();
    expect((await publish({ name: 'payment-received', correlationKey: orderId, timeToLive: 1_000 })).status).toBe(200);

    // when
    await pinClock(T0 + 1_000);
    const key = await start('message-catch', { orderId });
    await settle();

    // then
    expect(await stateOf(key)).toBe('ACTIVE');
    expect(await pg.query(`select count(*)::int as n from message where correlation_key = $1`, [orderId])).toEqual([{ n: 0 }]);
  });

  it('should still correlate a buffered message just before its time to live runs out', async () => {
    await pinClock(T0);
    const orderId = nextOrderId();
    expect((await publish({ name: 'payment-received', correlationKey: orderId, timeToLive: 1_000 })).status).toBe(200);
    await pinClock(T0 + 999);

    const key = await start('message-catch', { orderId });

    await eventually(() => stateOf(key), 'COMPLETED');
  });

  const WINDOW = 24 * 3_600_000; // IDEMPOTENCY_TTL_HOURS' default
  const ALREADY_PUBLISHED = (messageId: string) => `Expected to publish a new message with id '${messageId}', but a message with that id was already published`;

  it('should refuse a second message with the id of one published within the idempotency window, as Zeebe does, whatever their times to live', async () => {
    // given
    await pinClock(T0);
    const orderId = nextOrderId();
    const message = { name: 'payment-received', correlationKey: orderId, timeToLive: 5_000, messageId: 'pay-1', variables: { attempt: 1 } };
    const first = await publish(message);

    // when
    const again = await publish({ ...message, variables: { attempt: 2 } });
    const withoutTtl = await publish({ ...message, timeToLive: 0 });
    const otherKey = await publish({ ...message, correlationKey: `${orderId}-other` });

    // then
    expect(first.status).toBe(200);
    for (const refused of [again, withoutTtl]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ title: 'ALREADY_EXISTS', detail: ALREADY_PUBLISHED('pay-1') });
    }
    expect(otherKey.status).toBe(200);
    const key = await start('message-catch', { orderId });
    await eventually(() => stateOf(key), 'COMPLETED');
    expect(await variablesOf(key)).toMatchObject({ attempt: 1 });

    // when the first expired, the id is still taken for the window
    await pinClock(T0 + 5_000);
    expect((await publish(message)).status).toBe(409);

    // when the window passed, the id is free again
    await pinClock(T0 + WINDOW);
    const reborn = await publish(message);
    expect(reborn.status).toBe(200);
    expect(reborn.body.messageKey).not.toBe(first.body.messageKey);
  });

  it('should let a message without time to live published twice with one id reach one waiting instance only', async () => {
    // given two instances waiting for the same key
    await pinClock(T0);
    const orderId = nextOrderId();
    const keys = [await start('message-catch', { orderId }), await start('message-catch', { orderId })];
    const message = { name: 'payment-received', correlationKey: orderId, timeToLive: 0, messageId: `once-${orderId}` };

    // when
    const first = await publish(message);
    const second = await publish(message);
    await settle();

    // then
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(ALREADY_PUBLISHED(message.messageId));
    expect((await Promise.all(keys.map(stateOf))).sort()).toEqual(['ACTIVE', 'COMPLETED']);

    // when a message with another id comes, it reaches the other instance
    expect((await publish({ ...message, messageId: `other-${orderId}` })).status).toBe(200);
    await settle();
    expect(await Promise.all(keys.map(stateOf))).toEqual(['COMPLETED', 'COMPLETED']);
  });

  it('should forget message ids published before the idempotency window', async () => {
    // given
    await pinClock(T0);
    const orderId = nextOrderId();
    expect((await publish({ name: 'payment-received', correlationKey: orderId, messageId: 'forgotten' })).status).toBe(200);
    const count = async () =>
      Number((await pg.query<{ n: string }>(`select count(*)::text as n from published_message_id where correlation_key = $1`, [orderId]))[0]?.n);
    expect(await count()).toBe(1);

    // when
    await pinClock(T0 + WINDOW);
    await sweep();

    // then
    expect(await count()).toBe(0);
  });

  it('should start the next instance from a buffered message once the instance holding its correlation key ended', async () => {
    // given an active instance started by the key
    const customer = nextOrderId();
    expect((await publish({ name: 'order-placed', correlationKey: customer, variables: { customer, n: 1 } })).status).toBe(200);
    const byCustomer = async () => {
      const all = (
        await http.post<SearchQueryResponse<ProcessInstanceResult>>('/v2/process-instances/search', { filter: { processDefinitionId: 'message-start' } })
      ).body.items;
      const mine = [];
      for (const instance of all) if ((await variablesOf(instance.processInstanceKey)).customer === customer) mine.push(instance);
      return mine;
    };
    const [holder] = await byCustomer();

    // when a second message with the key is buffered, and the holder completes
    expect((await publish({ name: 'order-placed', correlationKey: customer, timeToLive: 60_000, variables: { customer, n: 2 } })).status).toBe(200);
    expect(await byCustomer()).toHaveLength(1);
    const jobs = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'handle-order',
      worker: 'spec',
      timeout: 60_000,
      maxJobsToActivate: 100,
      requestTimeout: -1,
    });
    const job = jobs.body.jobs.find((j) => j.processInstanceKey === holder?.processInstanceKey);
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(204);

    // then the buffered message starts the next one
    await eventually(async () => (await byCustomer()).map((i) => i.state).sort(), ['ACTIVE', 'COMPLETED']);
    const next = (await byCustomer()).find((i) => i.state === 'ACTIVE');
    expect(await variablesOf(next?.processInstanceKey ?? '')).toEqual({ customer, n: 2 });
  });

  it('should recover a buffered message whose correlation was lost in a crash, by the sweep', async () => {
    // given a waiting instance, and a buffered message written as if the engine died right after committing it
    const orderId = nextOrderId();
    const key = await start('message-catch', { orderId });
    await pg.query(
      `insert into message (key, name, correlation_key, message_id, tenant_id, variables, published_at, expires_at)
       values (nextval('key_seq'), 'payment-received', $1, null, '<default>', '{"recovered": true}', now(), now() + interval '1 hour')`,
      [orderId],
    );
    expect(await stateOf(key)).toBe('ACTIVE');

    // when
    await sweep();

    // then
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await variablesOf(key)).toMatchObject({ recovered: true });
  });

  it('should settle a claim left unconfirmed by a crash between claiming and triggering', async () => {
    // given: the claim committed, then the engine died before triggering the subscription
    const orderId = nextOrderId();
    const key = await start('message-catch', { orderId });
    // (one statement, so the periodic sweep never sees the message without its claim)
    const [message] = await pg.query<{ key: string }>(
      `with m as (
         insert into message (key, name, correlation_key, message_id, tenant_id, variables, published_at, expires_at)
         values (nextval('key_seq'), 'payment-received', $1, null, '<default>', '{}', now(), now() + interval '1 hour') returning key
       ),
       c as (
         insert into message_correlation (message_key, bpmn_process_id, process_instance_key, subscription_key, confirmed, claimed_at)
         select key, 'message-catch', $2, null, false, now() - interval '2 minutes' from m
       )
       select key::text as key from m`,
      [orderId, key],
    );
    expect(await stateOf(key)).toBe('ACTIVE');

    // when
    await sweep();

    // then the stale claim was withdrawn (the history shows no trigger) and the message handed over again
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await triggeredMessageKeys(key)).toEqual([message?.key]);
    expect(await pg.query(`select confirmed from message_correlation where message_key = $1`, [message?.key])).toEqual([{ confirmed: true }]);
  });

  it('should settle within seconds a claim whose hand-over failed while the database did not answer, once it answers', async () => {
    // given a waiting instance, and a publication whose hand-over fails, as does handing its claim to the sweep: the
    // database restarts, and the engine, connected again under its name, still counts as the claim's live holder
    const orderId = nextOrderId();
    const key = await start('message-catch', { orderId });
    vi.spyOn(engine.app.get(SubscriptionTrigger), 'trigger').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    const query = pg.query.bind(pg);
    let refused = 0;
    vi.spyOn(pg, 'query').mockImplementation(<T>(sql: string, params?: unknown[]): Promise<T[]> => {
      // only the first hand-over is refused: the periodic sweep may try again before the test looks (a busy machine)
      if (sql.includes('handed-to-the-sweep') && refused === 0) {
        refused++;
        return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
      }
      return query<T>(sql, params);
    });
    const published = await publish({ name: 'payment-received', correlationKey: orderId, timeToLive: 60_000 });
    expect(published.status).toBe(200);
    await waitUntilIdle(engine);
    expect(refused).toBe(1);
    expect(await stateOf(key)).toBe('ACTIVE');
    // made before the restart, well within the claim timeout
    await pg.query(`update message_correlation set claimed_at = now() - interval '10 seconds' where message_key = $1`, [published.body.messageKey]);

    // when the database answers again
    await settle();

    // then the claim was withdrawn (the history shows no trigger) and the message handed over again
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await triggeredMessageKeys(key)).toEqual([published.body.messageKey]);
  });

  /** Publishes to a non-interrupting boundary event (open after it took the message) and waits until its claim is confirmed. */
  async function takenByOpenBoundary(): Promise<{ key: string; messageKey: string }> {
    const orderId = nextOrderId();
    const key = await start('boundary-non-interrupting', { orderId });
    const { messageKey } = (await publish({ name: 'address-changed', correlationKey: orderId, timeToLive: 60_000 })).body;
    // a maintenance round may have claimed it first, and still be handing it over when the publication answers
    await eventually(() => pg.query(`select confirmed from message_correlation where message_key = $1`, [messageKey]), [{ confirmed: true }]);
    expect(await triggeredMessageKeys(key)).toEqual([messageKey]);
    return { key, messageKey };
  }

  const makeStale = (messageKey: string) =>
    pg.query(`update message_correlation set confirmed = false, claimed_at = now() - interval '2 minutes' where message_key = $1`, [messageKey]);

  it('should confirm, not repeat, a stale claim whose trigger did take effect', async () => {
    // given a non-interrupting boundary event that took a buffered message, and a claim that was never confirmed
    const { key, messageKey } = await takenByOpenBoundary();
    await makeStale(messageKey);

    // when
    await sweep();

    // then the boundary event, still open, did not take the same message again
    expect(await triggeredMessageKeys(key)).toEqual([messageKey]);
    expect(await pg.query(`select confirmed from message_correlation where message_key = $1`, [messageKey])).toEqual([{ confirmed: true }]);
  });

  // A claim that turns stale while a sweep settles it (its holder's connection drops, or the timeout passes) must be
  // judged once: judged fresh by one statement and stale by the next, it was withdrawn and the message taken twice.
  it('should not hand a message twice when its claim turns stale while a sweep settles claims', async () => {
    // given a non-interrupting boundary event that took a buffered message
    const { key, messageKey } = await takenByOpenBoundary();
    const query = pg.query.bind(pg);
    let turnedStale = false;
    vi.spyOn(pg, 'query').mockImplementation(async <T>(sql: string, params?: unknown[]): Promise<T[]> => {
      const rows = await query<T>(sql, params);
      if (!turnedStale && sql.includes('set confirmed = true')) {
        turnedStale = true;
        await makeStale(messageKey);
      }
      return rows;
    });

    // when its claim turns stale (and unconfirmed) right after the sweep settled the stale claims it saw
    await sweep();
    await sweep();

    // then
    expect(turnedStale).toBe(true);
    expect(await triggeredMessageKeys(key)).toEqual([messageKey]);
    expect(await pg.query(`select confirmed from message_correlation where message_key = $1`, [messageKey])).toEqual([{ confirmed: true }]);
  });
});
