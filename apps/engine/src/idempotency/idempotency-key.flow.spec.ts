import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { CommandExecutor } from '../runtime/command-executor.js';
import { HttpClient } from '../testing/http-client.js';
import { IdempotencyStore } from './idempotency.store.js';
import { IdempotentRequests, MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotent-requests.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { idempotencyPartition } from './idempotency-partition.js';

const ORDER_PROCESS = readFileSync(new URL('../process-instances/order-process.bpmn', import.meta.url), 'utf8');

describe('Idempotency-Key', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    await http.deploy<DeploymentResult>({ 'order.bpmn': ORDER_PROCESS });
  });
  afterAll(() => engine?.close());

  const countInstances = async () =>
    (await http.post<{ page: { totalItems: number } }>('/v2/process-instances/search', { page: { limit: 1 } })).body.page.totalItems;

  it('should return the first answer to a repeated start and start only one instance', async () => {
    // given
    const before = await countInstances();
    const body = { processDefinitionId: 'order-process', variables: { orderId: 'idem-1' } };

    // when
    const first = await http.post<CreateProcessInstanceResult>('/v2/process-instances', body, { 'Idempotency-Key': 'start-1' });
    const second = await http.post<CreateProcessInstanceResult>('/v2/process-instances', body, { 'Idempotency-Key': 'start-1' });

    // then
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await countInstances()).toBe(before + 1);
  });

  it('should refuse the same key with a different body with 422 and change nothing', async () => {
    const before = await countInstances();
    await http.post('/v2/process-instances', { processDefinitionId: 'order-process' }, { 'Idempotency-Key': 'start-2' });
    const reused = await http.post<{ detail: string }>(
      '/v2/process-instances',
      { processDefinitionId: 'order-process', variables: { x: 1 } },
      { 'Idempotency-Key': 'start-2' },
    );
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toContain("Idempotency-Key 'start-2'");
    expect(await countInstances()).toBe(before + 1);
  });

  it('should refuse a key longer than MAX_IDEMPOTENCY_KEY_LENGTH with 400, on JSON and multipart routes, and run nothing', async () => {
    // given: random text, which PostgreSQL cannot compress below its index row
    const before = await countInstances();
    const long = createHash('sha512').update('seed').digest('hex').repeat(160).slice(0, 10_000);
    const keyed = new HttpClient(engine.baseUrl, { 'Idempotency-Key': long });

    // when
    const started = await keyed.post<{ detail: string }>('/v2/process-instances', { processDefinitionId: 'order-process' });
    const deployed = await keyed.deploy<{ detail: string }>({ 'order.bpmn': ORDER_PROCESS });

    // then
    for (const answer of [started, deployed]) {
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe(`The Idempotency-Key header has 10000 characters, more than ${MAX_IDEMPOTENCY_KEY_LENGTH}`);
    }
    expect(await countInstances()).toBe(before);
    const ok = await http.post(
      '/v2/process-instances',
      { processDefinitionId: 'order-process' },
      { 'Idempotency-Key': 'k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH) },
    );
    expect(ok.status).toBe(200);
  });

  it('should scope keys to the route', async () => {
    const started = await http.post<CreateProcessInstanceResult>(
      '/v2/process-instances',
      { processDefinitionId: 'order-process' },
      { 'Idempotency-Key': 'shared' },
    );
    const cancelled = await http.post(`/v2/process-instances/${started.body.processInstanceKey}/cancellation`, undefined, { 'Idempotency-Key': 'shared' });
    expect(cancelled.status).toBe(204);
    const again = await http.post(`/v2/process-instances/${started.body.processInstanceKey}/cancellation`, undefined, { 'Idempotency-Key': 'shared' });
    expect(again.status).toBe(204);
    const withoutKey = await http.post(`/v2/process-instances/${started.body.processInstanceKey}/cancellation`);
    expect(withoutKey.status).toBe(404);
  });

  it('should refuse a repeat while the first request still runs with 409, and run nothing', async () => {
    // given: the key claimed by a request of this engine that has not answered yet
    const body = { processDefinitionId: 'order-process', variables: { orderId: 'idem-running' } };
    const scope = {
      caller: 'anonymous',
      route: 'POST /v2/process-instances',
      key: 'still-running',
      partition: idempotencyPartition('anonymous', 'POST /v2/process-instances', 'still-running'),
      requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
      reservation: 'spec',
    };
    expect(await engine.app.get(IdempotencyStore).reserve(scope)).toEqual({ kind: 'reserved' });
    const before = await countInstances();

    // when
    const repeat = await http.post<{ title: string; detail: string }>('/v2/process-instances', body, { 'Idempotency-Key': 'still-running' });

    // then
    expect(repeat.status).toBe(409);
    expect(repeat.body.title).toBe('ALREADY_EXISTS');
    expect(repeat.body.detail).toContain("Idempotency-Key 'still-running' is still being processed");
    expect(await countInstances()).toBe(before);
  });

  it('should replay a 4xx answer, and a repeated deployment with the same files', async () => {
    const missing = await http.post<{ status: number }>('/v2/process-instances', { processDefinitionId: 'nope' }, { 'Idempotency-Key': 'missing' });
    const replayed = await http.post<{ status: number }>('/v2/process-instances', { processDefinitionId: 'nope' }, { 'Idempotency-Key': 'missing' });
    expect([missing.status, replayed.status]).toEqual([404, 404]);

    const form = () => {
      const data = new FormData();
      data.append('resources', new Blob([ORDER_PROCESS.replace('Ship express', 'Ship fast')]), 'order.bpmn');
      return data;
    };
    const deploy = () =>
      fetch(`${engine.baseUrl}/v2/deployments`, { method: 'POST', body: form(), headers: { 'Idempotency-Key': 'deploy-1' } }).then(
        (r) => r.json() as Promise<DeploymentResult>,
      );
    const [a, b] = [await deploy(), await deploy()];
    expect(b).toEqual(a);
    expect(a.deployments[0]?.processDefinition?.processDefinitionVersion).toBe(2);
  });
});

describe('Idempotency-Key answers committed with the command', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    await http.deploy<DeploymentResult>({ 'order.bpmn': ORDER_PROCESS });
  });
  afterAll(() => engine?.close());

  it('should replay the answer even when the engine stopped between the commit and storing the answer', async () => {
    // given: a cancellation that committed while the request's own bookkeeping never ran (as after a crash)
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'order-process' });
    const key = started.body.processInstanceKey;
    const scope = {
      caller: 'anonymous',
      route: `POST /v2/process-instances/${key}/cancellation`,
      key: 'cancel-after-crash',
      partition: idempotencyPartition('anonymous', `POST /v2/process-instances/${key}/cancellation`, 'cancel-after-crash'),
      requestHash: createHash('sha256').update(JSON.stringify({})).digest('hex'),
      reservation: 'spec',
    };
    expect(await engine.app.get(IdempotencyStore).reserve(scope)).toEqual({ kind: 'reserved' });
    await engine.app
      .get(CommandExecutor)
      .execute({ processInstanceKey: key }, { type: 'CancelProcessInstance' }, 'not found', { answer: { ...scope, status: 204 } });

    // when the client retries
    const retried = await http.post(`/v2/process-instances/${key}/cancellation`, {}, { 'Idempotency-Key': 'cancel-after-crash' });

    // then it gets the first answer, not "still in progress", and nothing happens twice
    expect(retried.status).toBe(204);
    expect((await http.get<{ state: string }>(`/v2/process-instances/${key}`)).body.state).toBe('TERMINATED');
  });

  it('should replay a start and a job completion whose answers only their commands stored, the request passing its context down', async () => {
    // given: storing the answer after the handler fails once per request, as when the engine stops before it
    const answered = vi.spyOn(engine.app.get(IdempotentRequests), 'answered');
    const body = { processDefinitionId: 'order-process', variables: { orderId: 'context-1' } };
    answered.mockRejectedValueOnce(new Error('stopped'));
    const started = await http.post('/v2/process-instances', body, { 'Idempotency-Key': 'start-context' });
    const jobs = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', { type: 'charge-card', maxJobsToActivate: 1, timeout: 60_000 });
    const jobKey = jobs.body.jobs[0]?.jobKey ?? '';
    answered.mockRejectedValueOnce(new Error('stopped'));
    const completed = await http.post(`/v2/jobs/${jobKey}/completion`, {}, { 'Idempotency-Key': 'complete-context' });
    answered.mockRestore();

    // when the client retries both
    const restarted = await http.post<CreateProcessInstanceResult>('/v2/process-instances', body, { 'Idempotency-Key': 'start-context' });
    const recompleted = await http.post(`/v2/jobs/${jobKey}/completion`, {}, { 'Idempotency-Key': 'complete-context' });

    // then each gets the answer its command's commit stored (the instance started once, the job completed once)
    expect([started.status, completed.status]).toEqual([500, 500]);
    expect(restarted.status).toBe(200);
    expect(restarted.body.processInstanceKey).toBe(jobs.body.jobs[0]?.processInstanceKey);
    expect(recompleted.status).toBe(204);
  });
});
