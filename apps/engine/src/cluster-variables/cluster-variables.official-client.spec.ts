import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS = fileURLToPath(new URL('./cluster-variables.bpmn', import.meta.url));
const TENANT = '<default>';

/** Cluster variables over the official client (res:strict), and read by a process's expressions as camunda.vars.*. */
describe('cluster variables, with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PROCESS]);
  });
  afterAll(() => engine?.close());

  /** Starts the process and reads the inputs its job got from camunda.vars. */
  async function inputsOfANewInstance(): Promise<Record<string, unknown>> {
    await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'cluster-variables' }));
    const { jobs } = await camunda.activateJobs(
      input('activateJobs', { type: 'cluster-variables-call', maxJobsToActivate: 1, timeout: 60_000, requestTimeout: 5_000 }),
    );
    const [job] = jobs;
    await camunda.completeJob(input('completeJob', { jobKey: job?.jobKey }));
    return job?.variables ?? {};
  }

  it('should create, read, update, search and delete global and tenant variables', async () => {
    const global = await camunda.createGlobalClusterVariable(input('createGlobalClusterVariable', { name: 'API', value: { url: 'https://global.example' } }));
    const tenant = await camunda.createTenantClusterVariable(
      input('createTenantClusterVariable', { tenantId: TENANT, name: 'API', value: { url: 'https://tenant.example' } }),
    );
    const again = await refusalOf(camunda.createGlobalClusterVariable(input('createGlobalClusterVariable', { name: 'API', value: { url: 'x' } })));
    await camunda.createGlobalClusterVariable(input('createGlobalClusterVariable', { name: 'RETRIES', value: { count: 3 } }));
    const updated = await camunda.updateGlobalClusterVariable(input('updateGlobalClusterVariable', { name: 'RETRIES', value: { count: 5 } }));
    const read = await camunda.getTenantClusterVariable(input('getTenantClusterVariable', { tenantId: TENANT, name: 'API' }), CONSISTENT);
    const found = await camunda.searchClusterVariables(input('searchClusterVariables', { filter: { name: 'API' }, sort: [{ field: 'scope' }] }), CONSISTENT);

    expect(global).toEqual({ name: 'API', scope: 'GLOBAL', tenantId: null, value: '{"url": "https://global.example"}' });
    expect(tenant).toEqual({ name: 'API', scope: 'TENANT', tenantId: TENANT, value: '{"url": "https://tenant.example"}' });
    expect(again).toMatchObject({ status: 409 });
    expect(JSON.parse(updated.value)).toEqual({ count: 5 });
    expect(read).toEqual(tenant);
    expect(found.items.map((item) => [item.scope, item.tenantId, item.isTruncated])).toEqual([
      ['GLOBAL', null, false],
      ['TENANT', TENANT, false],
    ]);
  });

  it("should give a process's expressions the variables, the tenant's over the global ones in env", async () => {
    expect(await inputsOfANewInstance()).toEqual({
      envUrl: 'https://tenant.example',
      clusterUrl: 'https://global.example',
      tenantUrl: 'https://tenant.example',
      retries: { count: 5 },
    });
  });

  it('should give the next command a changed or deleted variable', async () => {
    await camunda.deleteTenantClusterVariable(input('deleteTenantClusterVariable', { tenantId: TENANT, name: 'API' }));
    await camunda.updateGlobalClusterVariable(input('updateGlobalClusterVariable', { name: 'API', value: { url: 'https://moved.example' } }));
    const gone = await refusalOf(camunda.getTenantClusterVariable(input('getTenantClusterVariable', { tenantId: TENANT, name: 'API' }), CONSISTENT));

    expect(gone).toMatchObject({ status: 404 });
    expect(await inputsOfANewInstance()).toEqual({
      envUrl: 'https://moved.example',
      clusterUrl: 'https://moved.example',
      tenantUrl: null,
      retries: { count: 5 },
    });
  });

  it('should refuse a name FEEL cannot reach, naming the field', async () => {
    const refusal = await refusalOf(
      fetch(`${engine.baseUrl}/v2/cluster-variables/global`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'not a name', value: 1 }),
      }).then(async (response) => {
        throw { status: response.status, detail: ((await response.json()) as { detail: string }).detail };
      }),
    );

    expect(refusal).toMatchObject({ status: 400, detail: expect.stringContaining('name') });
  });
});
