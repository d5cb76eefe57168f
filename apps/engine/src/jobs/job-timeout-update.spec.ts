import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, HistoryEventDto } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS = readFileSync(new URL('./job-process.bpmn', import.meta.url), 'utf8');

describe('job timeout update', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy<DeploymentResult>({ 'job-process.bpmn': PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });

  afterAll(async () => {
    await engine?.close();
  });

  const revisionOf = async (processInstanceKey: string) =>
    (
      await engine.app.get(PgPool).query<{ revision: string }>(`select revision::text as revision from process_instance where key = $1`, [processInstanceKey])
    )[0]?.revision;

  it('should move the lock of an activated job as a command: recorded in history, moving the instance revision', async () => {
    // given: an activated job, at a pinned engine time
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    expect((await http.request('PUT', '/v2/clock', { timestamp: now })).status).toBe(204);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    const processInstanceKey = started.body.processInstanceKey;
    const activated = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'work-job',
      worker: 'w',
      timeout: 1_000,
      maxJobsToActivate: 1,
      requestTimeout: -1,
    });
    const [job] = activated.body.jobs;
    expect(job?.processInstanceKey).toBe(processInstanceKey);
    const revision = await revisionOf(processInstanceKey);

    // when
    const updated = await http.request('PATCH', `/v2/jobs/${job!.jobKey}`, { changeset: { timeout: 120_000 } });

    // then
    expect(updated.status, JSON.stringify(updated.body)).toBe(204);
    expect(Number(await revisionOf(processInstanceKey))).toBe(Number(revision) + 1);
    const history = await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${processInstanceKey}/history`);
    expect(history.body.items.at(-1)).toMatchObject({ type: 'JobTimeoutUpdated', payload: { jobKey: job!.jobKey, deadline: now + 120_000 } });
    const search = await http.post<{ items: Array<{ deadline: string }> }>('/v2/jobs/search', { filter: { jobKey: job!.jobKey } });
    expect(search.body.items[0]?.deadline).toBe(new Date(now + 120_000).toISOString());
  });

  it('should refuse a timeout update of a job that is not activated, with 409, and of an unknown job with 404', async () => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    const [job] = (
      await http.post<{ items: Array<{ jobKey: string }> }>('/v2/jobs/search', { filter: { processInstanceKey: started.body.processInstanceKey } })
    ).body.items;

    const notActivated = await http.request<{ title: string; detail: string }>('PATCH', `/v2/jobs/${job!.jobKey}`, { changeset: { timeout: 1_000 } });
    const unknown = await http.request<{ title: string }>('PATCH', `/v2/jobs/123456789`, { changeset: { timeout: 1_000 } });

    expect(notActivated.status).toBe(409);
    expect(notActivated.body).toMatchObject({ title: 'INVALID_STATE', detail: expect.stringContaining("it is not activated (state 'ACTIVATABLE')") });
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toBe('NOT_FOUND');
  });

  it('should apply a changeset of retries and timeout all or nothing: a refused timeout leaves the retries as they were', async () => {
    // given: a job that waits for a worker (its lock cannot move)
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    const processInstanceKey = started.body.processInstanceKey;
    const jobOf = async () =>
      (await http.post<{ items: Array<{ jobKey: string; retries: number }> }>('/v2/jobs/search', { filter: { processInstanceKey } })).body.items[0];
    const before = await jobOf();
    const revision = await revisionOf(processInstanceKey);

    // when
    const refused = await http.request('PATCH', `/v2/jobs/${before!.jobKey}`, { changeset: { retries: before!.retries + 5, timeout: 1_000 } });

    // then
    expect(refused.status).toBe(409);
    expect((await jobOf())?.retries).toBe(before!.retries);
    expect(await revisionOf(processInstanceKey)).toBe(revision);
  });
});
