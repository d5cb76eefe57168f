import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, IncidentResult, JobSearchResult, ProcessInstanceResult } from '@baton/api-contract';
import { itRefusesMalformedSearches } from '../query/search-contract.spec-kit.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const FAILING_PROCESS = readFileSync(new URL('./failing-process.bpmn', import.meta.url), 'utf8');

describe('job failures and incidents over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy({ 'failing.bpmn': FAILING_PROCESS })).status).toBe(200);
  });
  afterAll(() => engine?.close());
  // a spec that pins the engine clock leaves real time behind it, also when it fails
  afterEach(async () => expect((await http.post('/v2/clock/reset')).status).toBe(204));

  async function start(): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'failing-process' });
    expect(started.status).toBe(200);
    return started.body.processInstanceKey;
  }

  async function activateFor(processInstanceKey: string, requestTimeout = -1): Promise<ActivatedJobResult | undefined> {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'flaky',
      worker: 'w',
      timeout: 60_000,
      maxJobsToActivate: 50,
      requestTimeout,
    });
    return response.body.jobs.find((job) => job.processInstanceKey === processInstanceKey);
  }

  async function incidentsOf(processInstanceKey: string) {
    return (await http.post<{ items: IncidentResult[] }>('/v2/incidents/search', { filter: { processInstanceKey, state: 'ACTIVE' } })).body.items;
  }

  it('should hold a failed job back for its back-off, then let it be activated again with fewer retries', async () => {
    // given: engine time stands still, so only the clock moving ends the back-off
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect((await http.request('PUT', '/v2/clock', { timestamp: now })).status).toBe(204);
    const key = await start();
    const job = await activateFor(key);

    // when
    const failed = await http.post(`/v2/jobs/${job?.jobKey}/failure`, { retries: 1, errorMessage: 'timeout', retryBackOff: 60_000 });

    // then: held back until the back-off has passed on the engine's clock
    expect(failed.status).toBe(204);
    expect(await activateFor(key)).toBeUndefined();
    const jobs = (await http.post<{ items: JobSearchResult[] }>('/v2/jobs/search', { filter: { processInstanceKey: key } })).body.items;
    expect(jobs[0]).toMatchObject({ state: 'FAILED', retries: 1, errorMessage: 'timeout', hasFailedWithRetriesLeft: true });
    expect((await http.request('PUT', '/v2/clock', { timestamp: now + 59_999 })).status).toBe(204);
    expect(await activateFor(key)).toBeUndefined();
    expect((await http.request('PUT', '/v2/clock', { timestamp: now + 60_000 })).status).toBe(204);
    expect(await activateFor(key)).toMatchObject({ jobKey: job?.jobKey, retries: 1 });
  });

  it('should raise JOB_NO_RETRIES, refuse resolution until retries are raised, then retry the job', async () => {
    // given
    const key = await start();
    const job = await activateFor(key);
    await http.post(`/v2/jobs/${job?.jobKey}/failure`, { retries: 0, errorMessage: 'card declined' });

    // then
    const [incident] = await incidentsOf(key);
    expect(incident).toMatchObject({ errorType: 'JOB_NO_RETRIES', errorMessage: 'card declined', elementId: 'work', jobKey: job?.jobKey });
    expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.hasIncident).toBe(true);
    const refused = await http.post<{ detail: string }>(`/v2/incidents/${incident?.incidentKey}/resolution`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('no retries left');
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(409);

    // when
    expect((await http.request('PATCH', `/v2/jobs/${job?.jobKey}`, { changeset: { retries: 3 } })).status).toBe(204);
    expect((await http.post(`/v2/incidents/${incident?.incidentKey}/resolution`)).status).toBe(204);

    // then
    expect(await incidentsOf(key)).toEqual([]);
    expect((await http.get<IncidentResult>(`/v2/incidents/${incident?.incidentKey}`)).body.state).toBe('RESOLVED');
    const retried = await activateFor(key);
    expect(retried).toMatchObject({ jobKey: job?.jobKey, retries: 3 });
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, { variables: { result: { total: 500 } } })).status).toBe(204);
    expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body).toMatchObject({ state: 'COMPLETED', hasIncident: false });
  });

  it('should turn a thrown BPMN error into an UNHANDLED_ERROR_EVENT incident naming the code', async () => {
    const key = await start();
    const job = await activateFor(key);
    expect((await http.post(`/v2/jobs/${job?.jobKey}/error`, { errorCode: 'NO_STOCK', errorMessage: 'out of stock' })).status).toBe(204);
    const [incident] = await incidentsOf(key);
    expect(incident?.errorType).toBe('UNHANDLED_ERROR_EVENT');
    expect(incident?.errorMessage).toContain("'NO_STOCK'");
  });

  it("should raise Zeebe's EXTRACT_VALUE_ERROR incident when a condition meets a null variable, never a crash", async () => {
    // given: the output mapping yields null for a missing path; the gateway's conditions cannot compare null
    const key = await start();
    const job = await activateFor(key);

    // when
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, { variables: { result: 'not a context' } })).status).toBe(204);

    // then
    const [incident] = await incidentsOf(key);
    expect(incident).toMatchObject({ errorType: 'EXTRACT_VALUE_ERROR', elementId: 'decide' });
    expect(incident?.errorMessage).toContain("Expected the condition 'total > 100' to be a boolean");
    expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state).toBe('ACTIVE');
  });

  it('should answer clear problems for bad requests and change nothing', async () => {
    const notAKey = await http.post<{ status: number; detail: string; title: string }>('/v2/jobs/abc/completion', {});
    expect(notAKey.status).toBe(400);
    expect(notAKey.body.detail).toContain("'jobKey'");
    const unknown = await http.post<{ status: number }>('/v2/jobs/2251799813685249/completion', {});
    expect(unknown.status).toBe(404);
    const badVariables = await http.post<{ detail: string }>('/v2/process-instances', { processDefinitionId: 'failing-process', variables: [1, 2] });
    expect(badVariables.status).toBe(400);
    expect(badVariables.body.detail).toContain("'variables'");
    const badJson = await fetch(`${engine.baseUrl}/v2/process-instances`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"processDefinitionId": ',
    });
    expect(badJson.status).toBe(400);
  });

  itRefusesMalformedSearches('should refuse an incident search with an unknown error type, naming the field', () => http, '/v2/incidents/search', [
    { body: { filter: { errorType: 'SOMETHING' } }, detailNames: 'errorType' },
  ]);
});
