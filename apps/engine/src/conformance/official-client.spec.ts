import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient, CONSISTENT, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const MODEL_PATH = fileURLToPath(new URL('./order-process.bpmn', import.meta.url));

/**
 * Camunda's own Apache-2.0 client, with strict response validation, against Baton: if any response
 * misses a field or has a wrong type, the client throws.
 */
describe('the official Camunda 8 client against Baton (res:strict)', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
  });
  afterAll(async () => {
    camunda?.stopAllWorkers();
    await engine?.close();
  });

  it('should deploy, start instances and let createJobWorker complete every job', async () => {
    // given
    const deployment = await camunda.deployResourcesFromFiles([MODEL_PATH]);
    expect(deployment.processes[0]?.processDefinitionId).toBe('order-process');
    const topology = await camunda.getTopology();
    expect(topology.brokers).toHaveLength(1);

    // when
    const started = await Promise.all(
      [true, false, true].map((express) =>
        camunda.createProcessInstance({ processDefinitionId: 'order-process', variables: { express } } as unknown as Parameters<
          typeof camunda.createProcessInstance
        >[0]),
      ),
    );
    const handled: string[] = [];
    const workers = ['charge-card', 'ship'].map((jobType) =>
      camunda.createJobWorker({
        jobType,
        jobTimeoutMs: 30_000,
        pollTimeoutMs: 2_000,
        maxParallelJobs: 5,
        jobHandler: async (job) => {
          handled.push(`${job.type}:${job.processInstanceKey}`);
          return job.complete({ [`${jobType}-done`]: true });
        },
      }),
    );

    // then
    const keys = started.map((instance) => instance.processInstanceKey);
    await expect
      .poll(
        async () => {
          const result = await camunda.searchProcessInstances(
            { filter: { state: 'COMPLETED' } } as unknown as Parameters<typeof camunda.searchProcessInstances>[0],
            CONSISTENT,
          );
          return result.items.map((item) => item.processInstanceKey).sort();
        },
        { timeout: 20_000, interval: 200 },
      )
      .toEqual([...keys].sort());
    for (const worker of workers) worker.stop();
    expect(handled.filter((entry) => entry.startsWith('charge-card'))).toHaveLength(3);
    expect(handled.filter((entry) => entry.startsWith('ship'))).toHaveLength(2);

    const instance = await camunda.getProcessInstance(
      { processInstanceKey: keys[0] } as unknown as Parameters<typeof camunda.getProcessInstance>[0],
      CONSISTENT,
    );
    expect(instance.state).toBe('COMPLETED');
    const elements = await camunda.searchElementInstances(
      { filter: { processInstanceKey: keys[0] } } as unknown as Parameters<typeof camunda.searchElementInstances>[0],
      CONSISTENT,
    );
    // elements only: the process instance itself is no element instance (as in Camunda)
    expect(elements.items.map((item) => item.elementId)).toEqual(['start', 'charge', 'decide', 'ship-express', 'done']);
    const variables = await camunda.searchVariables(
      { filter: { processInstanceKey: keys[0] } } as unknown as Parameters<typeof camunda.searchVariables>[0],
      CONSISTENT,
    );
    expect(variables.items.map((item) => [item.name, item.value]).sort()).toEqual([
      ['charge-card-done', 'true'],
      ['express', 'true'],
      ['ship-done', 'true'],
    ]);
    const definition = await camunda.getProcessDefinition(
      { processDefinitionKey: deployment.processes[0]?.processDefinitionKey } as unknown as Parameters<typeof camunda.getProcessDefinition>[0],
      CONSISTENT,
    );
    expect(definition.version).toBe(1);
  });
});
