import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, HistoryEventDto } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { JobActivationService } from './job-activation.service.js';
import { JobActivationStore } from './job-activation.store.js';

const PROCESS = readFileSync(new URL('./job-process.bpmn', import.meta.url), 'utf8');

const activationBody = (worker: string, maxJobsToActivate: number) => ({ type: 'work-job', worker, timeout: 600_000, maxJobsToActivate, requestTimeout: -1 });

/** Jobs a start creates while a poll asks the database go to that poll, unless older jobs may be waiting for it. */
describe('jobs pushed to a poll that asks the database', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy<DeploymentResult>({ 'job-process.bpmn': PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await engine?.close();
  });

  const startInstance = async () => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  };
  const drain = async () => {
    while ((await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', activationBody('drain', 100))).body.jobs.length > 0);
  };
  const jobEventsOf = async (processInstanceKey: string) =>
    (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${processInstanceKey}/history`)).body.items
      .filter((event) => event.type.startsWith('Job'))
      .map((event) => [event.type, event.payload['worker']]);

  /** Runs the poll's activation with an instance started while it asks; resolves to what the poll got and that instance. */
  const pollWhileAStartCreatesAJob = async (maxJobs: number) => {
    const store = engine.app.get(JobActivationStore);
    const ask = store.activate.bind(store);
    let startedMeanwhile = '';
    // the start commits once the activation committed, while the poll has not answered yet: a job the database's
    // answer could not hold
    vi.spyOn(store, 'activate').mockImplementationOnce(async (...args) => {
      const found = await ask(...args);
      startedMeanwhile = await startInstance();
      return found;
    });
    const jobs = await engine.app.get(JobActivationService).activate(activationBody('asking', maxJobs));
    return { jobs, startedMeanwhile };
  };

  it('should give the poll the job created while it asked, after the ones it found', async () => {
    // given: one job waits in the database
    await drain();
    const older = await startInstance();

    // when
    const { jobs, startedMeanwhile } = await pollWhileAStartCreatesAJob(5);

    // then: both jobs, the one found first; the new one was activated by its start
    expect(jobs.map((job) => job.processInstanceKey)).toEqual([older, startedMeanwhile]);
    expect(await jobEventsOf(startedMeanwhile)).toEqual([
      ['JobCreated', undefined],
      ['JobActivated', 'asking'],
    ]);
  });

  it('should hand back the job created while it asked when the database gave it all it asked for', async () => {
    // given: two jobs wait in the database, as many as the poll asks for
    await drain();
    const older = [await startInstance(), await startInstance()];

    // when
    const { jobs, startedMeanwhile } = await pollWhileAStartCreatesAJob(2);

    // then: the poll got the older jobs; the new one went back (older ones might have been passed over) and the
    // next poll gets it
    expect(jobs.map((job) => job.processInstanceKey)).toEqual(older);
    const next = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', activationBody('next', 5));
    expect(next.body.jobs.map((job) => job.processInstanceKey)).toEqual([startedMeanwhile]);
    expect(await jobEventsOf(startedMeanwhile)).toEqual([
      ['JobCreated', undefined],
      ['JobActivated', 'asking'],
      ['JobYielded', 'asking'],
      ['JobActivated', 'next'],
    ]);
  });
});
