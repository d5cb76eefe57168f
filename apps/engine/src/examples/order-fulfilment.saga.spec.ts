import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { CreateProcessInstanceResult, ElementInstanceResult, IncidentResult, ProcessInstanceResult, UserTaskResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../../../examples/order-fulfilment/services.mjs';
import { startWorkers } from '../../../../examples/order-fulfilment/worker.mjs';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const EXAMPLE = new URL('../../../../examples/order-fulfilment/', import.meta.url);

interface ServiceRecord {
  operation: string;
  orderId: string;
  key: string;
  effect: boolean;
  failed?: boolean;
}

/**
 * The five paths of the order-fulfilment saga (examples/order-fulfilment): the engine, the example's worker (the
 * official client) and its HTTP service, all real. The service's records are the proof: one effect per key.
 */
describe('order-fulfilment saga', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let services: ReturnType<typeof createServices>;
  let servicesUrl: string;
  let workers: { stop(): void } | undefined;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    services = createServices();
    await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve));
    servicesUrl = `http://127.0.0.1:${(services.address() as AddressInfo).port}`;
    const deployed = await http.deploy({ 'order-fulfilment.bpmn': readFileSync(new URL('order-fulfilment.bpmn', EXAMPLE), 'utf8') });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(async () => {
    workers?.stop();
    services?.closeAllConnections();
    services?.close();
    await engine?.close();
  });

  const startWorkersHere = () => (workers ??= startWorkers({ engineUrl: engine.baseUrl, servicesUrl, authStrategy: 'NONE' }));

  async function behave(orderId: string, behaviour: Record<string, unknown>): Promise<void> {
    await fetch(`${servicesUrl}/orders/${orderId}/behaviour`, { method: 'PUT', body: JSON.stringify(behaviour) });
  }

  async function order(orderId: string): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'order-fulfilment',
      variables: { orderId, amount: 42 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  async function recordsOf(orderId: string): Promise<ServiceRecord[]> {
    const records = (await (await fetch(`${servicesUrl}/records`)).json()) as ServiceRecord[];
    return records.filter((record) => record.orderId === orderId);
  }

  /** The operations that had an effect, in order. */
  async function effectsOf(orderId: string): Promise<string[]> {
    return (await recordsOf(orderId)).filter((record) => record.effect).map((record) => record.operation);
  }

  async function instanceState(key: string): Promise<string> {
    return (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;
  }

  async function endedAt(key: string): Promise<string[]> {
    const found = await http.post<{ items: ElementInstanceResult[] }>('/v2/element-instances/search', {
      filter: { processInstanceKey: key, type: 'END_EVENT' },
    });
    return found.body.items.map((item) => item.elementId);
  }

  async function outcomeOf(key: string): Promise<unknown> {
    const found = await http.post<{ items: Array<{ value: string }> }>('/v2/variables/search', { filter: { processInstanceKey: key, name: 'outcome' } });
    return found.body.items.map((item) => JSON.parse(item.value));
  }

  it('path 5: a worker killed right after charging leaves the job to a retry that reuses the key: exactly one charge', async () => {
    // given a worker process that stops answering once it has charged order-5
    const worker: ChildProcess = spawn(process.execPath, [fileURLToPath(new URL('worker.mjs', EXAMPLE))], {
      env: {
        ...process.env,
        ENGINE_URL: engine.baseUrl,
        SERVICES_URL: servicesUrl,
        CAMUNDA_AUTH_STRATEGY: 'NONE',
        HOLD_AFTER_CHARGE: 'order-5',
        JOB_TIMEOUT_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // A node process loading the client can take a while on a busy machine: the order starts once it polls.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the worker process did not start within 30 s')), 30_000);
      worker.stdout?.on('data', (chunk: Buffer) => {
        if (!chunk.toString().includes('workers started')) return;
        clearTimeout(timer);
        resolve();
      });
    });
    const key = await order('order-5');
    await eventually(async () => (await recordsOf('order-5')).some((record) => record.operation === 'charge'), true);

    // when it is killed before completing the job, and another worker takes over once the job's lock lapsed
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await exited;
    startWorkersHere();

    // then the order completes with the charge repeated under the same key and done once
    await eventually(() => instanceState(key), 'COMPLETED');
    const charges = (await recordsOf('order-5')).filter((record) => record.operation === 'charge');
    expect(charges.length).toBe(2);
    expect(new Set(charges.map((charge) => charge.key)).size).toBe(1);
    expect(await effectsOf('order-5')).toEqual(['reserve', 'charge', 'book', 'confirm']);
  });

  it('path 1: the happy path completes with one reservation and one charge', async () => {
    startWorkersHere();
    const key = await order('order-1');

    await eventually(() => instanceState(key), 'COMPLETED');

    expect(await effectsOf('order-1')).toEqual(['reserve', 'charge', 'book', 'confirm']);
    expect(await endedAt(key)).toEqual(['completed']);
    expect(await outcomeOf(key)).toEqual(['completed']);
  });

  it('path 2: a courier that rejects (a BPMN error) gets the payment refunded, then the stock released, and ends compensated', async () => {
    startWorkersHere();
    await behave('order-2', { courier: 'reject' });
    const key = await order('order-2');

    await eventually(() => instanceState(key), 'COMPLETED');

    expect(await effectsOf('order-2')).toEqual(['reserve', 'charge', 'refund', 'release']);
    expect(await endedAt(key)).toEqual(['compensated']);
    expect(await outcomeOf(key)).toEqual(['compensated']);
  });

  it('path 3: a courier that times out is asked by key; booked goes on, not booked compensates', async () => {
    startWorkersHere();
    await behave('order-3a', { courier: 'timeout-booked' });
    await behave('order-3b', { courier: 'timeout-not-booked' });
    const booked = await order('order-3a');
    const notBooked = await order('order-3b');

    await eventually(() => instanceState(booked), 'COMPLETED');
    await eventually(() => instanceState(notBooked), 'COMPLETED');

    expect(await effectsOf('order-3a')).toEqual(['reserve', 'charge', 'book', 'confirm']);
    expect(await endedAt(booked)).toEqual(['completed']);
    expect(await effectsOf('order-3b')).toEqual(['reserve', 'charge', 'refund', 'release']);
    expect(await endedAt(notBooked)).toEqual(['compensated']);
  });

  it('path 3: a courier that cannot say goes to a person, with a due date and an escalation timer', async () => {
    startWorkersHere();
    await behave('order-3c', { courier: 'timeout-unknown' });
    const key = await order('order-3c');

    // then a task for logistics, due in four hours
    const tasks = async () => (await http.post<{ items: UserTaskResult[] }>('/v2/user-tasks/search', { filter: { processInstanceKey: key } })).body.items;
    await eventually(async () => (await tasks()).map((task) => task.elementId), ['check-courier']);
    const [task] = await tasks();
    if (!task) expect.fail('no user task');
    expect(task.candidateGroups).toEqual(['logistics']);
    const due = Date.parse(task.dueDate ?? '') - Date.parse(task.creationDate);
    expect(due).toBe(4 * 60 * 60 * 1000);

    // when nobody answers for two hours, the lead is told
    expect((await http.request('PUT', '/v2/clock', { timestamp: Date.now() + 2 * 60 * 60 * 1000 + 60_000 })).status).toBe(204);
    await eventually(async () => (await effectsOf('order-3c')).includes('escalate'), true);
    await http.post('/v2/clock/reset', {});

    // when the person finds the courier booked, the order goes on
    const completed = await http.post(`/v2/user-tasks/${task.userTaskKey}/completion`, { variables: { courierBooked: true } });
    expect(completed.status, JSON.stringify(completed.body)).toBe(204);
    await eventually(() => instanceState(key), 'COMPLETED');
    expect(await effectsOf('order-3c')).toEqual(['reserve', 'charge', 'escalate', 'confirm']);
  });

  it('path 4: a refund that keeps failing is an incident; once an operator resolves it, compensation resumes where it stopped', async () => {
    startWorkersHere();
    await behave('order-4', { courier: 'reject', refund: 'fail' });
    const key = await order('order-4');

    // then the refund failed three times with one key, and waits as an incident; the stock is not released before it
    const incidents = () => http.post<{ items: IncidentResult[] }>('/v2/incidents/search', { filter: { processInstanceKey: key, state: 'ACTIVE' } });
    await eventually(
      async () => (await incidents()).body.items.map((incident) => `${incident.elementId} ${incident.errorType}`),
      ['refund-payment JOB_NO_RETRIES'],
    );
    const failedRefunds = (await recordsOf('order-4')).filter((record) => record.operation === 'refund');
    expect(failedRefunds.map((record) => record.failed)).toEqual([true, true, true]);
    expect(new Set(failedRefunds.map((record) => record.key)).size).toBe(1);
    expect(await effectsOf('order-4')).toEqual(['reserve', 'charge']);

    // when the provider is back and the operator gives the job a retry and resolves the incident
    await behave('order-4', { refund: 'ok' });
    const [incident] = (await incidents()).body.items;
    expect((await http.request('PATCH', `/v2/jobs/${incident?.jobKey}`, { changeset: { retries: 1 } })).status).toBe(204);
    expect((await http.post(`/v2/incidents/${incident?.incidentKey}/resolution`, {})).status).toBe(204);

    // then the refund is done once, the release follows, and the order ends compensated
    await eventually(() => instanceState(key), 'COMPLETED');
    expect(await effectsOf('order-4')).toEqual(['reserve', 'charge', 'refund', 'release']);
    expect(await endedAt(key)).toEqual(['compensated']);
  });
});
