import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictCamundaClient } from '../testing/official-client.js';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  HistoryEventDto,
  ProcessInstanceResult,
  SearchQueryResponse,
  SignalBroadcastResult,
  VariableSearchResult,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { SignalRelay } from './signal-relay.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const FIXTURES = [
  'signal-catch.simple.bpmn',
  'signal-boundary.interrupting.bpmn',
  'signal-start.simple.bpmn',
  'signal-throw.intermediate.bpmn',
  'signal-throw.end.bpmn',
];

interface Problem {
  status: number;
  title: string;
  detail: string;
}

describe('signals over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    const deployed = await http.deploy(Object.fromEntries(FIXTURES.map((name) => [name, fixture(name)])));
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(() => engine?.close());

  async function start(processDefinitionId: string, variables: Record<string, unknown> = {}): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  const broadcast = (body: unknown) => http.post<SignalBroadcastResult & Problem>('/v2/signals/broadcast', body);

  async function stateOf(key: string) {
    return (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;
  }

  async function history(key: string): Promise<HistoryEventDto[]> {
    return (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
  }

  async function variablesOf(processInstanceKey: string): Promise<Record<string, unknown>> {
    const found = await http.post<SearchQueryResponse<VariableSearchResult>>('/v2/variables/search', { filter: { processInstanceKey } });
    return Object.fromEntries(found.body.items.map((v) => [v.name, JSON.parse(v.value) as unknown]));
  }

  async function instancesOf(processDefinitionId: string): Promise<ProcessInstanceResult[]> {
    return (await http.post<SearchQueryResponse<ProcessInstanceResult>>('/v2/process-instances/search', { filter: { processDefinitionId } })).body.items;
  }

  const outbox = () => pg.query<{ key: string }>(`select key::text as key from signal_outbox`);

  it('should move every instance waiting at a signal catch event, and answer with the signal key', async () => {
    // given
    const waiting = [await start('signal-catch'), await start('signal-catch'), await start('signal-catch')];

    // when
    const sent = await broadcast({ signalName: 'go', variables: { wave: 1 } });

    // then
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ tenantId: '<default>', signalKey: expect.stringMatching(/^[0-9]+$/) });
    for (const key of waiting) {
      expect(await stateOf(key)).toBe('COMPLETED');
      expect(await variablesOf(key)).toEqual({ wave: 1 });
      const triggered = (await history(key)).filter((e) => e.type === 'EventTriggered');
      expect(triggered.map((e) => e.payload)).toEqual([
        expect.objectContaining({ kind: 'signal', elementId: 'go', messageKey: null, signalName: 'go', signalKey: sent.body.signalKey }),
      ]);
    }
    expect(await outbox()).toEqual([]);
  });

  it('should reach nobody with a signal nobody waits for, and still answer 200', async () => {
    const key = await start('signal-catch');
    expect((await broadcast({ signalName: 'nobody-listens' })).status).toBe(200);
    expect(await stateOf(key)).toBe('ACTIVE');
    expect((await broadcast({ signalName: 'go', tenantId: 'another-tenant' })).status).toBe(200);
    expect(await stateOf(key)).toBe('ACTIVE');
    expect((await broadcast({ signalName: 'go' })).status).toBe(200);
    expect(await stateOf(key)).toBe('COMPLETED');
  });

  it('should interrupt a task at a signal boundary event', async () => {
    // given
    const key = await start('signal-boundary');

    // when
    expect((await broadcast({ signalName: 'recall' })).status).toBe(200);

    // then
    expect(await stateOf(key)).toBe('COMPLETED');
    const events = await history(key);
    expect(events.filter((e) => e.type === 'ElementTerminated').map((e) => e.elementId)).toEqual(['produce']);
    expect(events.filter((e) => e.type === 'ElementCompleted').map((e) => e.elementId)).toContain('recall-end');
  });

  it('should start one instance per broadcast at a signal start event, with the signal variables', async () => {
    const before = (await instancesOf('signal-start')).length;

    expect((await broadcast({ signalName: 'launch', variables: { rocket: 'r1' } })).status).toBe(200);
    expect((await broadcast({ signalName: 'launch', variables: { rocket: 'r2' } })).status).toBe(200);

    const started = (await instancesOf('signal-start')).slice(before);
    expect(started).toHaveLength(2);
    expect(await Promise.all(started.map(async (i) => (await variablesOf(i.processInstanceKey)).rocket))).toEqual(['r1', 'r2']);
    const jobs = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'prepare-launch',
      worker: 'spec',
      timeout: 60_000,
      maxJobsToActivate: 10,
      requestTimeout: -1,
    });
    expect(jobs.body.jobs.map((j) => j.processInstanceKey).sort()).toEqual(started.map((i) => i.processInstanceKey).sort());
  });

  it('should start the history of an instance started by a signal with the signal that triggered it', async () => {
    // given
    const before = (await instancesOf('signal-start')).length;
    const [subscription] = await pg.query<{ key: string }>(
      `select key::text as key from start_event_subscription where kind = 'signal' and signal_name = 'launch'`,
    );

    // when
    const sent = await broadcast({ signalName: 'launch', variables: { rocket: 'r3' } });
    expect(sent.status).toBe(200);

    // then
    const [started] = (await instancesOf('signal-start')).slice(before);
    const events = await history(started?.processInstanceKey as string);
    expect(events.slice(0, 2).map((e) => `${e.type}:${e.elementId}`)).toEqual(['ElementActivating:signal-start', 'EventTriggered:launched']);
    expect(events[1]?.payload).toMatchObject({
      kind: 'signal',
      subscriptionKey: subscription?.key,
      elementInstanceKey: started?.processInstanceKey,
      messageKey: null,
      signalName: 'launch',
      signalKey: sent.body.signalKey,
      variables: { rocket: 'r3' },
    });
  });

  it('should broadcast a signal thrown by an intermediate throw event to instances of another process', async () => {
    // given
    const waiting = await start('signal-catch');

    // when
    const thrower = await start('signal-thrower');

    // then
    expect(await stateOf(thrower)).toBe('COMPLETED');
    expect((await history(thrower)).filter((e) => e.type === 'SignalThrown').map((e) => e.payload.signalName)).toEqual(['go']);
    await eventually(() => stateOf(waiting), 'COMPLETED');
    await eventually(outbox, []);
  });

  it('should broadcast a signal thrown by an end event, interrupting tasks elsewhere', async () => {
    // given
    const working = [await start('signal-boundary'), await start('signal-boundary')];

    // when
    const thrower = await start('signal-end-thrower');

    // then
    expect(await stateOf(thrower)).toBe('COMPLETED');
    for (const key of working) await eventually(() => stateOf(key), 'COMPLETED');
    for (const key of working) expect((await history(key)).filter((e) => e.type === 'ElementTerminated').map((e) => e.elementId)).toEqual(['produce']);
  });

  it('should broadcast a thrown signal the engine did not get to before a crash, by the outbox sweep', async () => {
    // given: a signal in the outbox as the throwing command left it, with nobody broadcasting it (the engine died),
    // and one whose broadcaster's lease ran out mid-broadcast
    const waiting = [await start('signal-catch'), await start('signal-catch')];
    await pg.query(
      `insert into signal_outbox (key, signal_name, tenant_id, variables, created_at, lease_until)
       values (nextval('key_seq'), 'go', '<default>', '{"recovered": 1}', now(), null),
              (nextval('key_seq'), 'go', '<default>', '{"recovered": 2}', now(), now() - interval '1 second')`,
    );

    // when
    await engine.app.get(SignalRelay).sweep();

    // then
    for (const key of waiting) {
      await eventually(() => stateOf(key), 'COMPLETED');
      expect([1, 2]).toContain((await variablesOf(key)).recovered);
    }
    await eventually(outbox, []);
  });

  it('should leave a signal alone while another engine holds its lease', async () => {
    // given
    const key = await start('signal-catch');
    const [held] = await pg.query<{ key: string }>(
      `insert into signal_outbox (key, signal_name, tenant_id, variables, created_at, lease_until)
       values (nextval('key_seq'), 'go', '<default>', '{}', now(), now() + interval '5 minutes') returning key::text as key`,
    );

    // when
    await engine.app.get(SignalRelay).sweep();

    // then
    expect(await stateOf(key)).toBe('ACTIVE');
    expect(await outbox()).toEqual([{ key: held?.key }]);
    await pg.query(`delete from signal_outbox where key = $1`, [held?.key]);
    expect((await broadcast({ signalName: 'go' })).status).toBe(200);
  });

  it('should deliver to every other waiting instance when some are canceled during the broadcast', async () => {
    // given
    const waiting = await Promise.all(Array.from({ length: 30 }, () => start('signal-catch')));
    const canceled = waiting.filter((_, i) => i % 3 === 0);

    // when
    const [sent, ...cancellations] = await Promise.all([
      broadcast({ signalName: 'go' }),
      ...canceled.map((key) => http.post(`/v2/process-instances/${key}/cancellation`)),
    ]);

    // then
    expect(sent.status).toBe(200);
    for (const [i, key] of waiting.entries()) {
      const state = await stateOf(key);
      if (i % 3 !== 0) expect(state).toBe('COMPLETED');
      else expect(state).toBe(cancellations[i / 3]?.status === 204 ? 'TERMINATED' : 'COMPLETED');
    }
  });

  it('should refuse bad broadcasts with a problem naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "'signalName'"],
      [{ signalName: '' }, "'signalName'"],
      [{ signalName: 'go', variables: 'x' }, "'variables'"],
      [{ signalName: 'go', tenantId: 7 }, "'tenantId'"],
      [{ signalName: 'go', delay: 1 }, "'delay'"],
    ];
    for (const [body, field] of cases) {
      const refused = await broadcast(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.detail).toContain(field);
    }
    expect(await outbox()).toEqual([]);
  });

  it('should satisfy the official Camunda client with strict response validation', async () => {
    const camunda = strictCamundaClient(engine.baseUrl);
    const key = await start('signal-catch');

    const sent = await camunda.broadcastSignal({ signalName: 'go', variables: {} });

    expect(sent.signalKey).toMatch(/^[0-9]+$/);
    expect(sent.tenantId).toBe('<default>');
    expect(await stateOf(key)).toBe('COMPLETED');
  });
});
