import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  DeploymentResult,
  HistoryEventDto,
  MessagePublicationResult,
  ProcessInstanceResult,
  SearchQueryResponse,
  SignalBroadcastResult,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { IdempotencyStore } from '../idempotency/idempotency.store.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient, type HttpResult } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { idempotencyPartition } from '../idempotency/idempotency-partition.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const FIXTURES = ['paid-a.bpmn', 'paid-b.bpmn', 'flagged.bpmn', 'flag-start.bpmn'];
/** Long enough for the maintenance rounds (every 2 s) to see a holder gone for its grace (2 s); far below the 60 s a dead holder's claims and fan-outs would otherwise wait. */
const RECOVERY_WITHIN_MS = 12_000;

/**
 * The gaps a crash can leave: a request of several statements cut after its last commit (its key stuck "in
 * progress"), a publication cut in the middle of its fan-out, claims and broadcasts held by an engine that died.
 * A crash is what it leaves in the database: the interceptor never stores the answer, or rows name a holder that
 * has no connection (a random id no engine carries).
 */
describe('recovery after a crash', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;
  let orders = 0;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    const deployed = await http.deploy(Object.fromEntries(FIXTURES.map((name) => [name, fixture(name)])));
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(() => engine?.close());

  const nextOrder = () => `order-${++orders}-${randomUUID()}`;

  async function start(processDefinitionId: string, variables: Record<string, unknown> = {}): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  async function history(key: string): Promise<HistoryEventDto[]> {
    return (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
  }

  async function triggers(key: string): Promise<Array<Record<string, unknown>>> {
    return (await history(key)).filter((event) => event.type === 'EventTriggered').map((event) => event.payload as Record<string, unknown>);
  }

  const stateOf = async (key: string) => (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;

  async function instancesOf(processDefinitionId: string): Promise<ProcessInstanceResult[]> {
    const found = await http.post<SearchQueryResponse<ProcessInstanceResult>>('/v2/process-instances/search', { filter: { processDefinitionId } });
    return found.body.items;
  }

  /**
   * Sends a request whose engine "dies" right after its last commit: the interceptor's own write of the answer
   * (and its release of the key) never happens, as after a SIGKILL at that point. The request then gets no answer
   * it could trust (here a 500).
   */
  async function cutAfterLastCommit(send: () => Promise<HttpResult<unknown>>): Promise<void> {
    const store = engine.app.get(IdempotencyStore);
    const { remember, release } = store;
    const died = () => Promise.reject(new Error('drill: the engine died after the request committed'));
    store.remember = died;
    store.release = died;
    try {
      const cut = await send();
      expect(cut.status, JSON.stringify(cut.body)).toBe(500);
    } finally {
      store.remember = remember;
      store.release = release;
    }
  }

  const withKey = () => ({ 'idempotency-key': randomUUID() });

  describe('a repeated Idempotency-Key after a crash after the last commit', () => {
    it('should answer a message publication that reached several processes with its first answer, delivered once', async () => {
      // given
      const orderId = nextOrder();
      const [a, b] = [await start('paid-a', { orderId }), await start('paid-b', { orderId })];
      const headers = withKey();
      const publish = () => http.post<MessagePublicationResult>('/v2/messages/publication', { name: 'drill-payment', correlationKey: orderId }, headers);

      // when
      await cutAfterLastCommit(publish);
      const repeated = await publish();

      // then
      expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
      for (const key of [a, b]) {
        await eventually(() => stateOf(key), 'COMPLETED');
        expect((await triggers(key)).map((trigger) => trigger.messageKey)).toEqual([repeated.body.messageKey]);
      }
    });

    it('should answer a signal broadcast with its first answer, broadcast once', async () => {
      // given
      const flagged = await start('flagged');
      const startedBefore = (await instancesOf('flag-start')).length;
      const headers = withKey();
      const broadcast = () => http.post<SignalBroadcastResult>('/v2/signals/broadcast', { signalName: 'drill-flag' }, headers);

      // when
      await cutAfterLastCommit(broadcast);
      const repeated = await broadcast();

      // then
      expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
      await eventually(async () => (await triggers(flagged)).map((trigger) => trigger.signalKey), [repeated.body.signalKey]);
      expect((await instancesOf('flag-start')).length).toBe(startedBefore + 1);
    });

    it('should answer a job activation with the jobs it activated first', async () => {
      // given
      const [first, second] = [await start('flagged'), await start('flagged')];
      const headers = withKey();
      const activate = () =>
        http.post<{ jobs: ActivatedJobResult[] }>(
          '/v2/jobs/activation',
          { type: 'drill-flagged-work', worker: 'drill', timeout: 60_000, maxJobsToActivate: 100, requestTimeout: -1 },
          headers,
        );
      const activatedBefore = await pg.query<{ key: string }>(`select key::text as key from job where state = 'ACTIVATED'`);

      // when
      await cutAfterLastCommit(activate);
      const repeated = await activate();

      // then
      expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
      const activatedNow = await pg.query<{ key: string }>(`select key::text as key from job where state = 'ACTIVATED' and worker = 'drill'`);
      const activatedByCut = activatedNow.map((row) => row.key).filter((key) => !activatedBefore.some((before) => before.key === key));
      expect(repeated.body.jobs.map((job) => job.processInstanceKey)).toEqual(expect.arrayContaining([first, second]));
      expect(repeated.body.jobs.map((job) => job.jobKey).sort()).toEqual(activatedByCut.sort());
    });

    it('should answer a job update with its first answer', async () => {
      // given
      await start('flagged');
      const [job] = (
        await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
          type: 'drill-flagged-work',
          worker: 'drill',
          timeout: 60_000,
          maxJobsToActivate: 1,
        })
      ).body.jobs;
      const headers = withKey();
      const update = () => http.request('PATCH', `/v2/jobs/${job!.jobKey}`, { changeset: { retries: 7, timeout: 120_000 } }, headers);

      // when
      await cutAfterLastCommit(update);
      const repeated = await update();

      // then
      expect(repeated.status, JSON.stringify(repeated.body)).toBe(204);
      expect(await pg.query(`select retries from job where key = $1`, [job!.jobKey])).toEqual([{ retries: 7 }]);
    });

    it('should answer a deployment with its first answer, deployed once', async () => {
      // given
      const headers = withKey();
      const xml = fixture('flag-start.bpmn').replaceAll('flag-start', 'flag-start-copy');
      const deploy = async (): Promise<HttpResult<unknown>> => {
        const form = new FormData();
        form.append('resources', new Blob([xml], { type: 'application/octet-stream' }), 'flag-start-copy.bpmn');
        const response = await fetch(`${engine.baseUrl}/v2/deployments`, { method: 'POST', body: form, headers });
        return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
      };

      // when
      await cutAfterLastCommit(deploy);
      const repeated = (await deploy()) as HttpResult<DeploymentResult>;

      // then
      expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
      const deployments = await pg.query<{ deployment_key: string }>(
        `select deployment_key::text as deployment_key from deployment_resource where resource_name = 'flag-start-copy.bpmn'`,
      );
      expect(deployments).toEqual([{ deployment_key: repeated.body.deploymentKey }]);
    });
  });

  it('should run a request again whose key an engine that died left without an answer (its request committed nothing)', async () => {
    // given: the key of a start that was running when its engine died, before its command committed
    const body = { processDefinitionId: 'flagged', variables: {} };
    const key = randomUUID();
    const [{ caller }] = (await pg.query<{ caller: string }>(`select caller from idempotency_key limit 1`)) as [{ caller: string }];
    await pg.query(
      `insert into idempotency_key (caller, route, key, request_hash, created_at, expires_at, reserved_by, reserved_at, partition_id)
       values ($1, 'POST /v2/process-instances', $2, $3, now(), now() + interval '1 day', $4, now() - interval '3 seconds', $5)`,
      [
        caller,
        key,
        createHash('sha256').update(JSON.stringify(body)).digest('hex'),
        randomUUID(),
        idempotencyPartition(caller, 'POST /v2/process-instances', key),
      ],
    );

    // when
    const repeated = await http.post<CreateProcessInstanceResult>('/v2/process-instances', body, { 'idempotency-key': key });
    const again = await http.post<CreateProcessInstanceResult>('/v2/process-instances', body, { 'idempotency-key': key });

    // then
    expect(repeated.status, JSON.stringify(repeated.body)).toBe(200);
    expect(again.body).toEqual(repeated.body);
  });

  it('should hand a publication with time to live 0, cut in the middle of its fan-out, to every process it had not reached', async () => {
    // given: the publication is recorded and had reached process paid-a (its claim is confirmed) when its engine died
    const orderId = nextOrder();
    const [reachedBefore, waitingA, waitingB] = [
      await start('paid-a', { orderId: `${orderId}-x` }),
      await start('paid-a', { orderId }),
      await start('paid-b', { orderId }),
    ];
    const messageKey = String(9_000_000_000 + orders);
    await pg.query(
      `insert into message (key, name, correlation_key, message_id, tenant_id, variables, published_at, expires_at, fan_out_by, fan_out_since)
       values ($1, 'drill-payment', $2, null, '<default>', '{"late": true}', now(), now(), $3, now() - interval '3 seconds')`,
      [messageKey, orderId, randomUUID()],
    );
    await pg.query(
      `insert into message_correlation (message_key, bpmn_process_id, process_instance_key, subscription_key, confirmed, claimed_at)
       values ($1, 'paid-a', $2, null, true, now())`,
      [messageKey, reachedBefore],
    );

    // when: another engine process (this one) notices the holder is gone
    // then: the process not reached gets it, the one reached does not get it again, and the message is gone
    await eventually(() => stateOf(waitingB), 'COMPLETED', RECOVERY_WITHIN_MS);
    expect((await triggers(waitingB)).map((trigger) => trigger.messageKey)).toEqual([messageKey]);
    await eventually(() => pg.query(`select key from message where key = $1`, [messageKey]), [], RECOVERY_WITHIN_MS);
    expect(await stateOf(waitingA)).toBe('ACTIVE');
    expect(await triggers(waitingA)).toEqual([]);
  });

  it('should settle a claim on a buffered message left by a dead engine within seconds, and hand the message on', async () => {
    // given: a buffered message, claimed for process paid-a by an engine that died before the trigger
    const orderId = nextOrder();
    const published = await http.post<MessagePublicationResult>('/v2/messages/publication', {
      name: 'drill-payment',
      correlationKey: orderId,
      timeToLive: 3_600_000,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    await pg.query(
      `insert into message_correlation (message_key, bpmn_process_id, process_instance_key, subscription_key, confirmed, claimed_at, claimed_by)
       values ($1, 'paid-a', 1, 1, false, now() - interval '3 seconds', $2)`,
      [published.body.messageKey, randomUUID()],
    );

    // when
    const waiting = await start('paid-a', { orderId });

    // then
    const startedAt = Date.now();
    await eventually(() => stateOf(waiting), 'COMPLETED', RECOVERY_WITHIN_MS);
    expect(Date.now() - startedAt).toBeLessThan(RECOVERY_WITHIN_MS);
    expect((await triggers(waiting)).map((trigger) => trigger.messageKey)).toEqual([published.body.messageKey]);
  });

  it('should broadcast a signal again after its broadcaster died, reaching each non-interrupting boundary and signal start once', async () => {
    // given: a broadcast that reached everything, whose engine died before it removed the signal from the outbox
    const flagged = await start('flagged');
    const startedBefore = (await instancesOf('flag-start')).length;
    const broadcast = await http.post<SignalBroadcastResult>('/v2/signals/broadcast', { signalName: 'drill-flag' });
    expect(broadcast.status, JSON.stringify(broadcast.body)).toBe(200);
    await eventually(async () => (await triggers(flagged)).length, 1);
    await pg.query(
      `insert into signal_outbox (key, signal_name, tenant_id, variables, created_at, lease_until, leased_by)
       values ($1, 'drill-flag', '<default>', '{}', now() - interval '3 seconds', now() + interval '297 seconds', $2)`,
      [broadcast.body.signalKey, randomUUID()],
    );

    // when: another engine process (this one) takes the broadcast over
    await eventually(() => pg.query(`select key from signal_outbox where key = $1`, [broadcast.body.signalKey]), [], RECOVERY_WITHIN_MS);

    // then
    expect((await triggers(flagged)).map((trigger) => trigger.signalKey)).toEqual([broadcast.body.signalKey]);
    expect((await instancesOf('flag-start')).length).toBe(startedBefore + 1);
  });
});
