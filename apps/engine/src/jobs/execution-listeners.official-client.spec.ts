import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./execution-listeners.bpmn', import.meta.url));

/** Execution listener jobs reach the official client's workers with Camunda's kind and listener event type. */
describe('execution listeners with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  it("should let job workers complete a task's start and end listeners in order, around the task's own job", async () => {
    // given
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
    const { processInstanceKey } = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'listened-payment', variables: { amount: 5, region: 'eu' } }),
    );

    // when: one worker per job type completes what it gets
    const seen: string[] = [];
    const workers = ['enrich', 'check-eu', 'payment', 'notify', 'archive'].map((jobType) =>
      camunda.createJobWorker({
        jobType,
        jobTimeoutMs: 30_000,
        pollTimeoutMs: 1_000,
        maxParallelJobs: 1,
        jobHandler: async (job) => {
          seen.push(`${job.type} ${job.kind} ${job.listenerEventType}`);
          return job.complete(job.type === 'payment' ? { paid: 'yes' } : job.type === 'notify' ? { notified: true } : {});
        },
      }),
    );
    try {
      await expect
        .poll(async () => (await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT)).state, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe('COMPLETED');
    } finally {
      for (const worker of workers) worker.stop();
    }

    // then
    expect(seen).toEqual([
      'enrich EXECUTION_LISTENER START',
      'check-eu EXECUTION_LISTENER START',
      'payment BPMN_ELEMENT UNSPECIFIED',
      'notify EXECUTION_LISTENER END',
      'archive EXECUTION_LISTENER END',
    ]);
    const variables = await camunda.searchVariables(input('searchVariables', { filter: { processInstanceKey, scopeKey: processInstanceKey } }), CONSISTENT);
    expect(Object.fromEntries(variables.items.map((variable) => [variable.name, JSON.parse(variable.value)]))).toMatchObject({
      receipt: 'yes',
      notified: true,
    });
    const jobs = await camunda.searchJobs(input('searchJobs', { filter: { processInstanceKey, kind: 'EXECUTION_LISTENER' } }), CONSISTENT);
    expect(jobs.items.map((job) => `${job.type} ${job.listenerEventType}`).sort()).toEqual(['archive END', 'check-eu START', 'enrich START', 'notify END']);
  });
});
