import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PICK_SHIP = fileURLToPath(new URL('../process-instances/process-instance-search.pick-ship.bpmn', import.meta.url));

/** `GET /v2/system/configuration` and `GET /v2/system/usage-metrics`, with the official client (res:strict). */
describe('system configuration and usage metrics, with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;
  let before: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PICK_SHIP]);
    before = new Date(Date.now() - 1000).toISOString();
    for (let index = 0; index < 3; index++) await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'pick-ship' }));
  });
  afterAll(() => engine?.close());

  it('should report job metrics on, as the job statistics are served', async () => {
    const configuration = await camunda.getSystemConfiguration();

    expect(configuration.jobMetrics).toMatchObject({ enabled: true, maxTenantIdLength: 256 });
  });

  it('should count the root instances started in the period, per tenant when asked', async () => {
    const after = new Date(Date.now() + 60_000).toISOString();

    const usage = await camunda.getUsageMetrics(input('getUsageMetrics', { startTime: before, endTime: after, withTenants: true }), CONSISTENT);
    const earlier = await camunda.getUsageMetrics(input('getUsageMetrics', { startTime: '2020-01-01T00:00:00Z', endTime: before }), CONSISTENT);

    expect(usage).toEqual({
      processInstances: 3,
      decisionInstances: 0,
      assignees: 0,
      activeTenants: 1,
      tenants: { '<default>': { processInstances: 3, decisionInstances: 0, assignees: 0 } },
    });
    expect(earlier).toEqual({ processInstances: 0, decisionInstances: 0, assignees: 0, activeTenants: 0, tenants: {} });
  });

  it('should refuse a period that ends before it starts, naming the field', async () => {
    const refusal = await refusalOf(
      camunda.getUsageMetrics(input('getUsageMetrics', { startTime: '2030-01-01T00:00:00Z', endTime: '2020-01-01T00:00:00Z' }), CONSISTENT),
    );

    expect(refusal).toMatchObject({ status: 400, detail: expect.stringContaining('startTime') });
  });
});
