import { readFileSync } from 'node:fs';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { type FakeIssuer, startFakeIssuer, type TokenClaims } from '../testing/fake-issuer.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { HandedJobTenants } from './handed-job-tenants.js';

const JOB_PROCESS = readFileSync(new URL('../jobs/job-process.bpmn', import.meta.url), 'utf8');
const developer = (tenantIds: string[]): TokenClaims => ({
  preferred_username: `worker-of-${tenantIds.join('-')}`,
  realm_access: { roles: ['developer'] },
  tenant_ids: tenantIds,
});
/** The access control's read of a job's tenant (resource-tenants.ts). */
const readsJobTenant = (sql: unknown) => typeof sql === 'string' && /select tenant_id from job where key/.test(sql);

/**
 * A job this engine process handed to a worker is completed without a read of its tenant (the worker's next request
 * names it), and the remembered tenant hides it from a caller of another tenant exactly as the read did.
 */
describe('tenants of handed-out jobs', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;
  let acme: HttpClient;
  let globex: HttpClient;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer } });
    acme = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(developer(['acme']))}` });
    globex = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(developer(['globex']))}` });
    const deployed = await acme.deploy<DeploymentResult>({ 'job-process.bpmn': JOB_PROCESS }, 'acme');
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });

  afterAll(async () => {
    await engine?.close();
    await issuer?.close();
  });

  const activateOne = async (): Promise<ActivatedJobResult> => {
    const started = await acme.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process', tenantId: 'acme' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const activated = await acme.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'work-job',
      worker: 'acme-worker',
      timeout: 60_000,
      maxJobsToActivate: 1,
      requestTimeout: 5_000,
      tenantIds: ['acme'],
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const [job] = activated.body.jobs;
    expect(job?.tenantId).toBe('acme');
    return job as ActivatedJobResult;
  };

  it("should complete a job it handed out without reading the job's tenant", async () => {
    const job = await activateOne();
    expect(engine.app.get(HandedJobTenants).tenantOf(job.jobKey)).toBe('acme');
    const query = vi.spyOn(engine.app.get(PgPool), 'query');
    try {
      expect((await acme.post(`/v2/jobs/${job.jobKey}/completion`, { variables: {} })).status).toBe(204);
      expect(query.mock.calls.filter(([sql]) => readsJobTenant(sql))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('should hide a handed-out job from a caller of another tenant as it hides a job that does not exist', async () => {
    const job = await activateOne();
    const hidden = await globex.post(`/v2/jobs/${job.jobKey}/completion`, { variables: {} });
    const missing = await globex.post('/v2/jobs/2251799813999999/completion', { variables: {} });
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(JSON.stringify(hidden.body).replaceAll(job.jobKey, 'KEY')).toBe(JSON.stringify(missing.body).replaceAll('2251799813999999', 'KEY'));
    // still the worker's to complete
    expect((await acme.post(`/v2/jobs/${job.jobKey}/completion`, { variables: {} })).status).toBe(204);
  });

  it('should read the tenant of a job it did not hand out, as before', async () => {
    // a job no poll of this process took (as one another engine process handed out, or one from before a restart)
    const started = await acme.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process', tenantId: 'acme' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const pg = engine.app.get(PgPool);
    const [row] = await pg.query<{ key: string }>('select key::text as key from job where process_instance_key = $1', [started.body.processInstanceKey]);
    const jobKey = row?.key ?? '';
    expect(engine.app.get(HandedJobTenants).tenantOf(jobKey)).toBeUndefined();
    const query = vi.spyOn(pg, 'query');
    try {
      const hidden = await globex.post(`/v2/jobs/${jobKey}/completion`, { variables: {} });
      expect(hidden.status).toBe(404);
      expect(query.mock.calls.filter(([sql]) => readsJobTenant(sql))).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });
});
