import { readFileSync } from 'node:fs';
import type { AuditLogResult, CreateProcessInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { auditAndEntityTransactions } from '../testing/audit-transactions.js';
import { clientAs, clientWithToken, workerToken } from '../testing/demo-tokens.js';
import { eventually } from '../testing/eventually.js';
import type { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const JOB_PROCESS = readFileSync(new URL('../jobs/job-process.bpmn', import.meta.url), 'utf8');

describe("the audit log of operators' actions", () => {
  let engine: TestEngine;
  let worker: HttpClient;
  let olga: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    worker = clientWithToken(engine.baseUrl, await workerToken(engine.baseUrl));
    olga = await clientAs(engine.baseUrl, 'olga');
    expect((await worker.deploy({ 'job-process.bpmn': JOB_PROCESS })).status).toBe(200);
  });
  afterAll(() => engine?.close());

  /** A new instance of job-process whose job failed without retries left: its keys and its incident's. */
  async function instanceWithIncident(): Promise<{ processInstanceKey: string; jobKey: string; incidentKey: string }> {
    const started = await worker.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    const processInstanceKey = started.body.processInstanceKey;
    // (jobs of earlier tests, retried there, are activatable too)
    const activated = await worker.post<{ jobs: { jobKey: string; processInstanceKey: string }[] }>('/v2/jobs/activation', {
      type: 'work-job',
      timeout: 60_000,
      maxJobsToActivate: 10,
    });
    const jobKey = activated.body.jobs.find((job) => job.processInstanceKey === processInstanceKey)?.jobKey ?? '';
    expect((await worker.post(`/v2/jobs/${jobKey}/failure`, { retries: 0, errorMessage: 'card declined' })).status).toBe(204);
    const openIncident = async () =>
      (await olga.post<{ items: { incidentKey: string }[] }>('/v2/incidents/search', { filter: { processInstanceKey } })).body.items[0]?.incidentKey;
    await eventually(async () => (await openIncident()) !== undefined, true);
    return { processInstanceKey, jobKey, incidentKey: (await openIncident()) ?? '' };
  }

  it("should record raising a failed job's retries and resolving its incident, with the operator as actor", async () => {
    // given a job that failed without retries left: an incident
    const started = await worker.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    const processInstanceKey = started.body.processInstanceKey;
    const activated = await worker.post<{ jobs: { jobKey: string }[] }>('/v2/jobs/activation', { type: 'work-job', timeout: 60_000, maxJobsToActivate: 1 });
    const jobKey = activated.body.jobs[0]?.jobKey ?? '';
    expect((await worker.post(`/v2/jobs/${jobKey}/failure`, { retries: 0, errorMessage: 'card declined' })).status).toBe(204);
    const incidentKey = async () =>
      (await olga.post<{ items: { incidentKey: string }[] }>('/v2/incidents/search', { filter: { processInstanceKey } })).body.items[0]?.incidentKey;
    await eventually(async () => (await incidentKey()) !== undefined, true);

    // when olga gives the job a retry and resolves the incident
    const retried = await olga.request('PATCH', `/v2/jobs/${jobKey}`, { changeset: { retries: 1 } });
    const resolved = await olga.post(`/v2/incidents/${await incidentKey()}/resolution`, {});

    // then
    expect([retried.status, resolved.status]).toEqual([204, 204]);
    const log = await olga.post<SearchQueryResponse<AuditLogResult>>('/v2/audit-logs/search', {
      filter: { processInstanceKey },
      sort: [{ field: 'auditLogKey' }],
    });
    expect(log.body.items.map((entry) => [entry.entityType, entry.operationType, entry.actorId, entry.actorType, entry.result, entry.jobKey])).toEqual([
      ['JOB', 'UPDATE', 'olga', 'USER', 'SUCCESS', jobKey],
      ['INCIDENT', 'RESOLVE', 'olga', 'USER', 'SUCCESS', jobKey],
    ]);
    expect(log.body.items[0]).toMatchObject({ tenantId: '<default>', processDefinitionId: 'job-process', category: 'DEPLOYED_RESOURCES' });
  });

  it("should keep the reason an operator gives (Baton's field beside Camunda's) for retries, a resolution and a cancellation", async () => {
    // given an incident
    const { processInstanceKey, jobKey, incidentKey } = await instanceWithIncident();

    // when olga acts, each time saying why
    const retried = await olga.request('PATCH', `/v2/jobs/${jobKey}`, { changeset: { retries: 1 }, reason: 'gateway is back' });
    const resolved = await olga.post(`/v2/incidents/${incidentKey}/resolution`, { reason: 'retry the charge', operationReference: 7 });
    const cancelled = await olga.post(`/v2/process-instances/${processInstanceKey}/cancellation`, { reason: 'customer withdrew the order' });

    // then the audit log keeps each reason
    expect([retried.status, resolved.status, cancelled.status]).toEqual([204, 204, 204]);
    const log = await olga.post<SearchQueryResponse<AuditLogResult>>('/v2/audit-logs/search', {
      filter: { processInstanceKey },
      sort: [{ field: 'auditLogKey' }],
    });
    expect(log.body.items.map((entry) => [entry.operationType, entry.annotation])).toEqual([
      ['UPDATE', 'reason: gateway is back'],
      ['RESOLVE', 'reason: retry the charge; operationReference: 7'],
      ['CANCEL', 'reason: customer withdrew the order'],
    ]);
  });

  it("should commit an operator's retry, resolution and cancellation each with its audit entry, in one transaction", async () => {
    // given an incident
    const { processInstanceKey, jobKey, incidentKey } = await instanceWithIncident();
    const pg = engine.app.get(PgPool);

    // when olga acts three times, reading after each which transactions wrote the entity and its entry
    const retried = await olga.request('PATCH', `/v2/jobs/${jobKey}`, { changeset: { retries: 1 } });
    const job = await auditAndEntityTransactions(pg, 'JOB', jobKey);
    const resolved = await olga.post(`/v2/incidents/${incidentKey}/resolution`, {});
    const incident = await auditAndEntityTransactions(pg, 'INCIDENT', incidentKey);
    const cancelled = await olga.post(`/v2/process-instances/${processInstanceKey}/cancellation`, {});
    const instance = await auditAndEntityTransactions(pg, 'PROCESS_INSTANCE', processInstanceKey);

    // then each entry was committed by the command's own transaction
    expect([retried.status, resolved.status, cancelled.status]).toEqual([204, 204, 204]);
    for (const written of [job, incident, instance]) {
      expect(written.audit).not.toBeNull();
      expect(written.audit).toBe(written.entity);
    }
  });

  it('should refuse a reason that is not text, naming the field', async () => {
    const started = await worker.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    const refused = await olga.post<{ detail: string }>(`/v2/process-instances/${started.body.processInstanceKey}/cancellation`, { reason: 42 });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('reason');
  });
});
