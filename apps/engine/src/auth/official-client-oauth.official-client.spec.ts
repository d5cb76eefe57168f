import { fileURLToPath } from 'node:url';
import createCamundaClient from '@camunda8/orchestration-cluster-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient, CONSISTENT, clientInput as input, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('../jobs/job-process.bpmn', import.meta.url));

/** What the README tells a newcomer to configure: the official client's OAuth strategy with the demo realm's worker client. */
function oauthClient(baseUrl: string): CamundaClient {
  return createCamundaClient({
    config: {
      CAMUNDA_REST_ADDRESS: `${baseUrl}/v2`,
      CAMUNDA_AUTH_STRATEGY: 'OAUTH',
      CAMUNDA_OAUTH_URL: `${baseUrl}/auth/realms/baton/protocol/openid-connect/token`,
      CAMUNDA_CLIENT_ID: 'baton-worker',
      CAMUNDA_CLIENT_SECRET: 'baton-worker-secret',
      CAMUNDA_TOKEN_AUDIENCE: 'baton',
      CAMUNDA_SDK_VALIDATION: 'req:strict,res:strict',
      CAMUNDA_SDK_LOG_LEVEL: 'error',
    },
  });
}

describe('the official Camunda 8 client with CAMUNDA_AUTH_STRATEGY=OAUTH against the embedded realm (res:strict)', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    camunda = oauthClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  it('should deploy, start and complete a job as baton-worker', async () => {
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
    const instance = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'job-process', variables: { amount: 3 } }));

    const activated = await camunda.activateJobs(input('activateJobs', { type: 'work-job', timeout: 60_000, maxJobsToActivate: 5 }));
    const [job] = activated.jobs;
    await camunda.completeJob(input('completeJob', { jobKey: job?.jobKey, variables: { done: true } }));

    expect(job?.processInstanceKey).toBe(instance.processInstanceKey);
    const processInstance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: instance.processInstanceKey }), CONSISTENT);
    expect(processInstance.state).toBe('COMPLETED');
  });

  it('should let a createJobWorker of baton-worker complete the jobs', async () => {
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
    const instance = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'job-process' }));
    const handled: string[] = [];

    const worker = camunda.createJobWorker({
      jobType: 'work-job',
      jobTimeoutMs: 30_000,
      pollTimeoutMs: 2_000,
      maxParallelJobs: 1,
      jobHandler: async (job) => {
        handled.push(job.processInstanceKey);
        return job.complete({ done: true });
      },
    });

    try {
      await expect
        .poll(
          async () => (await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: instance.processInstanceKey }), CONSISTENT)).state,
          {
            timeout: 20_000,
            interval: 100,
          },
        )
        .toBe('COMPLETED');
    } finally {
      worker.stop();
    }
    expect(handled).toEqual([instance.processInstanceKey]);
  });

  it('should say who the client is in Camunda shape', async () => {
    const me = await camunda.getAuthentication();

    expect(me).toMatchObject({ username: 'baton-worker', roles: ['developer'], canLogout: false });
  });

  it('should be refused without credentials', async () => {
    const anonymous = strictCamundaClient(engine.baseUrl);

    await expect(anonymous.getAuthentication()).rejects.toMatchObject({ status: 401 });
  });
});

describe('audit log searches with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  it("should answer in Camunda's AuditLogResult shape", async () => {
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
    const instance = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'job-process' }));
    await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey: instance.processInstanceKey }));

    const found = await camunda.searchAuditLogs(input('searchAuditLogs', { filter: { processInstanceKey: instance.processInstanceKey } }), CONSISTENT);

    expect(found.items.map((entry) => [entry.entityType, entry.operationType, entry.result, entry.actorId, entry.actorType])).toEqual([
      ['PROCESS_INSTANCE', 'CANCEL', 'SUCCESS', 'anonymous', 'ANONYMOUS'],
    ]);
  });
});
