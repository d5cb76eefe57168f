import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { javaStringHash } from './java-string-hash.js';

const PICK_SHIP = fileURLToPath(new URL('../process-instances/process-instance-search.pick-ship.bpmn', import.meta.url));
const MESSAGE_CATCH = fileURLToPath(new URL('../messages/message-catch.simple.bpmn', import.meta.url));

/** Operate's dashboard statistics, asked with the official client (res:strict): its schemas must accept every answer. */
describe('process and incident statistics, with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;
  let pickShipKey: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    const deployed = await camunda.deployResourcesFromFiles([PICK_SHIP, MESSAGE_CATCH]);
    pickShipKey = deployed.processes.find((process) => process.processDefinitionId === 'pick-ship')?.processDefinitionKey as string;
    // Four pick-ship instances: two get an incident "out of stock", one "no carrier", one none; one more ends.
    const started: string[] = [];
    for (let index = 0; index < 5; index++) {
      const created = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'pick-ship' }));
      started.push(created.processInstanceKey as string);
    }
    await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey: started[4] }));
    const { jobs } = await camunda.activateJobs(input('activateJobs', { type: 'search-pick', maxJobsToActivate: 10, timeout: 60_000, worker: 'spec' }));
    const jobOf = (processInstanceKey: string | undefined) => jobs.find((job) => job.processInstanceKey === processInstanceKey)?.jobKey;
    for (const [index, errorMessage] of ['out of stock', 'out of stock', 'no carrier'].entries()) {
      await camunda.failJob(input('failJob', { jobKey: jobOf(started[index]), retries: 0, errorMessage }));
    }
    // Two message-catch instances wait for their payment.
    for (const orderId of ['o-1', 'o-2']) {
      await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'message-catch', variables: { orderId } }));
    }
  });
  afterAll(() => engine?.close());

  it('should count the running instances of each process with and without incidents', async () => {
    const stats = await camunda.getProcessDefinitionInstanceStatistics(
      input('getProcessDefinitionInstanceStatistics', { sort: [{ field: 'activeInstancesWithIncidentCount', order: 'DESC' }] }),
      CONSISTENT,
    );

    expect(stats.items).toEqual([
      {
        processDefinitionId: 'pick-ship',
        tenantId: '<default>',
        latestProcessDefinitionName: 'Pick and ship',
        hasMultipleVersions: false,
        activeInstancesWithIncidentCount: 3,
        activeInstancesWithoutIncidentCount: 1,
      },
      expect.objectContaining({ processDefinitionId: 'message-catch', activeInstancesWithIncidentCount: 0, activeInstancesWithoutIncidentCount: 2 }),
    ]);
    expect(stats.page.totalItems).toBe(2);
  });

  it('should count per version, and page the groups', async () => {
    const versions = await camunda.getProcessDefinitionInstanceVersionStatistics(
      input('getProcessDefinitionInstanceVersionStatistics', { filter: { processDefinitionId: 'pick-ship' } }),
      CONSISTENT,
    );
    const second = await camunda.getProcessDefinitionInstanceStatistics(
      input('getProcessDefinitionInstanceStatistics', { sort: [{ field: 'processDefinitionId' }], page: { from: 1, limit: 1 } }),
      CONSISTENT,
    );

    expect(versions.items).toEqual([
      {
        processDefinitionId: 'pick-ship',
        processDefinitionKey: pickShipKey,
        processDefinitionName: 'Pick and ship',
        tenantId: '<default>',
        processDefinitionVersion: 1,
        activeInstancesWithIncidentCount: 3,
        activeInstancesWithoutIncidentCount: 1,
      },
    ]);
    expect(second.items.map((item) => item.processDefinitionId)).toEqual(['pick-ship']);
    expect(second.page.totalItems).toBe(2);
  });

  it("should count instances by incident error, named by Java's hash of the message, and by version for one error", async () => {
    const byError = await camunda.getProcessInstanceStatisticsByError(
      input('getProcessInstanceStatisticsByError', { sort: [{ field: 'activeInstancesWithErrorCount', order: 'DESC' }] }),
      CONSISTENT,
    );
    const byDefinition = await camunda.getProcessInstanceStatisticsByDefinition(
      input('getProcessInstanceStatisticsByDefinition', { filter: { errorHashCode: javaStringHash('out of stock') } }),
      CONSISTENT,
    );

    expect(byError.items).toEqual([
      { errorHashCode: javaStringHash('out of stock'), errorMessage: 'out of stock', activeInstancesWithErrorCount: 2 },
      { errorHashCode: javaStringHash('no carrier'), errorMessage: 'no carrier', activeInstancesWithErrorCount: 1 },
    ]);
    expect(byDefinition.items).toEqual([
      {
        processDefinitionId: 'pick-ship',
        processDefinitionKey: pickShipKey,
        processDefinitionName: 'Pick and ship',
        processDefinitionVersion: 1,
        tenantId: '<default>',
        activeInstancesWithErrorCount: 2,
      },
    ]);
  });

  it('should count open message subscriptions per process version, paged by a cursor', async () => {
    const stats = await camunda.getProcessDefinitionMessageSubscriptionStatistics(
      input('getProcessDefinitionMessageSubscriptionStatistics', { filter: { messageName: 'payment-received' } }),
      CONSISTENT,
    );
    const next = await camunda.getProcessDefinitionMessageSubscriptionStatistics(
      input('getProcessDefinitionMessageSubscriptionStatistics', { page: { after: stats.page.endCursor } }),
      CONSISTENT,
    );

    expect(stats.items).toEqual([
      expect.objectContaining({
        processDefinitionId: 'message-catch',
        tenantId: '<default>',
        processInstancesWithActiveSubscriptions: 2,
        activeSubscriptions: 2,
      }),
    ]);
    expect(next.items).toEqual([]);
  });

  it('should refuse a version request without its process id, naming the field', async () => {
    const refusal = await refusalOf(
      fetch(`${engine.baseUrl}/v2/process-definitions/statistics/process-instances-by-version`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filter: {} }),
      }).then(async (response) => {
        throw { status: response.status, detail: ((await response.json()) as { detail: string }).detail };
      }),
    );

    expect(refusal).toMatchObject({ status: 400, detail: expect.stringContaining('processDefinitionId') });
  });
});
