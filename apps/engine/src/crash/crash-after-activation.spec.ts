import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, HistoryEventDto, ProcessInstanceResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { createTestDatabase, dropTestDatabase, type EngineProcess, startEngineProcess } from '../testing/test-engine.js';

/**
 * Crash after activation: an engine that dies (SIGKILL, no shutdown hook) right after it locked a job for a
 * worker must come back with that lock intact — the job stays locked until its timeout, then is handed out again —
 * and the instance's history must stay gap-free. Needs the built engine (apps/engine/dist/main.js).
 */
const CRASH_PROCESS = readFileSync(new URL('./crash-process.bpmn', import.meta.url), 'utf8');
const JOB_TYPE = 'crash-job';
/** The short lock asked for; widened only when this machine is so slow that a restart would outlast it. */
const MIN_LOCK_MS = 2000;

describe('crash right after a job activation', () => {
  let databaseUrl: string | undefined;
  const engines: EngineProcess[] = [];
  /** How long the first engine took from spawn to ready: a restart takes about as long. */
  let firstStartMs = 0;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const startedAt = Date.now();
    engines.push(await startEngineProcess(databaseUrl));
    firstStartMs = Date.now() - startedAt;
  });

  afterAll(async () => {
    const stopped = await Promise.allSettled(engines.map((engine) => engine.kill('SIGKILL')));
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    for (const result of stopped) if (result.status === 'rejected') throw result.reason;
  });

  async function activate(http: HttpClient, requestTimeout: number, timeout: number) {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: JOB_TYPE,
      worker: 'crash-spec',
      timeout,
      maxJobsToActivate: 10,
      requestTimeout,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.jobs;
  }

  it('should keep the lock of a job activated just before a SIGKILL, then hand the job out again once it expired', async () => {
    // given: an instance waiting at its service task
    const first = engines[0]!;
    let http = new HttpClient(first.baseUrl);
    const deployed = await http.deploy<DeploymentResult>({ 'crash-process.bpmn': CRASH_PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'crash-process', variables: { n: 1 } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const processInstanceKey = started.body.processInstanceKey;
    const lockMs = Math.max(MIN_LOCK_MS, 2 * firstStartMs + 500);

    // when: a worker locks the job and the engine is killed at once
    const [job, ...others] = await activate(http, -1, lockMs);
    const lockedUntil = Date.now() + lockMs;
    await first.kill('SIGKILL');
    expect(first.process.signalCode).toBe('SIGKILL');
    expect(job).toMatchObject({ type: JOB_TYPE, elementId: 'work', processInstanceKey, variables: { n: 1 } });
    expect(others).toEqual([]);

    // and: a new engine process starts on the same database
    const restartedAt = Date.now();
    const second = await startEngineProcess(databaseUrl!);
    console.log(`crash after activation: lock ${lockMs} ms; first start ${firstStartMs} ms, restart ${Date.now() - restartedAt} ms`);
    engines.push(second);
    http = new HttpClient(second.baseUrl);

    // then: the job is still locked
    const lockedResponse = await activate(http, -1, lockMs);
    const checkedAt = Date.now();
    expect(checkedAt, `the restart took too long (${checkedAt - (lockedUntil - lockMs)} ms) to check the lock of ${lockMs} ms before it expired`).toBeLessThan(
      lockedUntil - 100,
    );
    expect(lockedResponse).toEqual([]);
    expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${processInstanceKey}`)).body).toMatchObject({ state: 'ACTIVE' });

    // and: once the lock expired, the same job is activatable again
    const giveUpAt = lockedUntil + 15_000;
    let again: ActivatedJobResult[] = [];
    while (again.length === 0 && Date.now() < giveUpAt) again = await activate(http, 3000, 30_000);
    const reactivatedAt = Date.now();
    expect(again.map((item) => item.jobKey)).toEqual([job!.jobKey]);
    // the engine's lock is measured from before our `lockedUntil`, so the tolerance is only for clock granularity
    expect(reactivatedAt).toBeGreaterThanOrEqual(lockedUntil - 250);

    // when: the worker completes it
    const completed = await http.post(`/v2/jobs/${job!.jobKey}/completion`, { variables: { done: true } });

    // then
    expect(completed.status, JSON.stringify(completed.body)).toBe(204);
    expect((await http.post(`/v2/jobs/${job!.jobKey}/completion`, {})).status).toBe(404);
    const instance = await http.get<ProcessInstanceResult>(`/v2/process-instances/${processInstanceKey}`);
    expect(instance.status).toBe(200);
    expect(instance.body).toMatchObject({ state: 'COMPLETED', processDefinitionId: 'crash-process' });
    const history = await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${processInstanceKey}/history`);
    expect(history.status).toBe(200);
    const sequences = history.body.items.map((item) => item.sequence);
    expect(sequences.length).toBeGreaterThan(0);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    const activations = history.body.items.filter((item) => item.type === 'JobActivated');
    expect(activations).toHaveLength(2);
    expect(activations.map((item) => item.payload['jobKey'])).toEqual([job!.jobKey, job!.jobKey]);
    expect(history.body.items.at(-1)).toMatchObject({ type: 'ElementCompleted', elementId: 'crash-process' });
  });
});
