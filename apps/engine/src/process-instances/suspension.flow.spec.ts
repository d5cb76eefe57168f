import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, ProcessInstanceResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/**
 * Suspending and resuming process instances (Camunda 8.10) under load: instances with a waiting job, a due timer and a
 * message subscription. While suspended nothing of them moves (a running control instance shows the timers were due and
 * the scheduler ran); once resumed everything does, exactly once.
 */
const MODEL = readFileSync(new URL('./suspension.bpmn', import.meta.url), 'utf8');
const SUSPENDED = 100;
const JOB_TYPE = 'suspension-work';
const HOUR = 3600_000;

describe('suspended process instances', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let db: pg.Client;
  let now = Date.parse('2026-03-02T09:00:00Z');
  let suspended: string[] = [];
  let control = '';

  const pin = async (timestamp: number) => {
    now = timestamp;
    expect((await http.request('PUT', '/v2/clock', { timestamp })).status).toBe(204);
  };
  const start = async (orderId: string) => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'suspension', variables: { orderId } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  };
  const activate = async (maxJobsToActivate: number) =>
    (
      await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
        type: JOB_TYPE,
        worker: 'suspension-spec',
        timeout: 600_000,
        maxJobsToActivate,
        requestTimeout: -1,
      })
    ).body.jobs;
  /** How often each instance's element was completed, by instance. */
  const completions = async (elementId: string, keys: string[]): Promise<number[]> => {
    const rows = await db.query<{ key: string; n: number }>(
      `select k::text as key, (select count(*)::int from element_instance e where e.process_instance_key = k and e.element_id = $1 and e.state = 'COMPLETED') as n
         from unnest($2::bigint[]) k`,
      [elementId, keys],
    );
    return rows.rows.map((row) => row.n);
  };
  const states = async (keys: string[]) =>
    (await db.query<{ state: string }>('select distinct state from process_instance where key = any($1::bigint[])', [keys])).rows.map((row) => row.state);

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    db = new pg.Client({ connectionString: engine.databaseUrl });
    await db.connect();
    await pin(now);
    expect((await http.deploy<DeploymentResult>({ 'suspension.bpmn': MODEL })).status).toBe(200);
    suspended = [];
    for (let index = 0; index < SUSPENDED; index++) suspended.push(await start(`order-${index}`));
    control = await start('control');
  }, 300_000);
  afterAll(async () => {
    await db?.end();
    await engine?.close();
  });

  it('should suspend each instance once, answering 409 to a second suspension and 404 to an unknown instance', async () => {
    for (const key of suspended) {
      const answer = await http.post(`/v2/process-instances/${key}/suspension`, { reason: 'month-end freeze' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    }
    expect((await http.post(`/v2/process-instances/${suspended[0]}/suspension`, {})).status).toBe(409);
    expect((await http.post(`/v2/process-instances/${control}/resumption`)).status).toBe(409);
    expect((await http.post('/v2/process-instances/2251799813999999/suspension')).status).toBe(404);

    const instance = await http.get<ProcessInstanceResult>(`/v2/process-instances/${suspended[0]}`);
    expect(instance.body).toMatchObject({ state: 'SUSPENDED', suspendedDate: new Date(now).toISOString() });
    const found = await http.post<{ page: { totalItems: number } }>('/v2/process-instances/search', { filter: { state: 'SUSPENDED' } });
    expect(found.body.page.totalItems).toBe(SUSPENDED);
    // who and why, and the refused second suspension as a failure
    const audit = await db.query<{ annotation: string; result: string }>(
      `select annotation, result from audit_log where entity_key = $1::bigint and operation_type = 'UPDATE' order by key`,
      [suspended[0]],
    );
    expect(audit.rows.map(({ annotation, result }) => [annotation, result])).toEqual([
      ['suspend; reason: month-end freeze', 'SUCCESS'],
      ['suspend', 'FAIL'],
    ]);
  });

  it('should move none of them while suspended: no job handed out, no timer fired, no message taken, no command taken', async () => {
    await pin(now + 2 * HOUR);
    for (const index of [0, 1, 2]) {
      const published = await http.post('/v2/messages/publication', { name: 'suspension-paid', correlationKey: `order-${index}`, timeToLive: 24 * HOUR });
      expect(published.status).toBe(200);
    }
    const correlated = await http.post('/v2/messages/correlation', { name: 'suspension-paid', correlationKey: 'order-3' });
    expect(correlated.status).toBe(404);
    // the control instance's timer was due at the same time as theirs: once it fired, the scheduler passed them over
    await eventually(async () => (await completions('reminder', [control]))[0], 1, 30_000);
    expect((await completions('reminder', suspended)).every((count) => count === 0)).toBe(true);
    expect((await completions('paid', suspended)).every((count) => count === 0)).toBe(true);
    const jobs = await activate(1000);
    expect(jobs.map((job) => job.processInstanceKey)).toEqual([control]);

    const job = await db.query<{ key: string }>(`select key::text from job where process_instance_key = $1::bigint`, [suspended[0]]);
    const completion = await http.post<{ detail: string }>(`/v2/jobs/${job.rows[0]?.key}/completion`, {});
    expect(completion.status).toBe(409);
    expect(completion.body.detail).toContain('suspended');
    expect(await states(suspended)).toEqual(['SUSPENDED']);
  });

  it('should move all of them once resumed, each timer fired and each buffered message taken exactly once', async () => {
    for (const key of suspended) expect((await http.post(`/v2/process-instances/${key}/resumption`, {})).status).toBe(204);
    await eventually(async () => (await completions('reminder', suspended)).every((count) => count === 1), true, 60_000);
    await eventually(async () => (await completions('paid', suspended)).filter((count) => count === 1).length, 3, 30_000);
    const handedOut: ActivatedJobResult[] = [];
    for (let jobs = await activate(50); jobs.length > 0; jobs = await activate(50)) handedOut.push(...jobs);
    expect(handedOut.map((job) => job.processInstanceKey).sort()).toEqual([...suspended].sort());
    for (const job of handedOut) expect((await http.post(`/v2/jobs/${job.jobKey}/completion`, {})).status).toBe(204);
    for (let index = 3; index < SUSPENDED; index++) {
      expect((await http.post('/v2/messages/publication', { name: 'suspension-paid', correlationKey: `order-${index}` })).status).toBe(200);
    }
    await eventually(async () => (await states(suspended)).join(), 'COMPLETED', 60_000);
    expect((await completions('reminder', suspended)).every((count) => count === 1)).toBe(true);
    expect((await completions('paid', suspended)).every((count) => count === 1)).toBe(true);
    const found = await http.post<{ items: ProcessInstanceResult[] }>('/v2/process-instances/search', { filter: { processInstanceKey: suspended[0] } });
    expect(found.body.items[0]).toMatchObject({ state: 'COMPLETED', suspendedDate: null });
  }, 300_000);
});
