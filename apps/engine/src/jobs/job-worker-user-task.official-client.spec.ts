import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./job-worker-user-task.bpmn', import.meta.url));

const input = clientInput;

/** A task app written against the official client (res:strict) works job-worker user tasks as it would on Zeebe. */
describe('job-worker user tasks with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  it('should activate the io.camunda.zeebe:userTask job with its headers and complete the instance with it', async () => {
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
    const instance = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'job-worker-user-task', variables: { requester: 'dora' } }),
    );

    const activated = await camunda.activateJobs(input('activateJobs', { type: 'io.camunda.zeebe:userTask', timeout: 60_000, maxJobsToActivate: 5 }));
    const [job] = activated.jobs;
    await camunda.completeJob(input('completeJob', { jobKey: job?.jobKey, variables: { approved: true } }));

    expect(job?.processInstanceKey).toBe(instance.processInstanceKey);
    expect(job?.customHeaders).toMatchObject({
      'io.camunda.zeebe:assignee': 'dora',
      'io.camunda.zeebe:formKey': 'camunda-forms:bpmn:userTaskForm_1',
    });
    const processInstance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: instance.processInstanceKey }), CONSISTENT);
    expect(processInstance.state).toBe('COMPLETED');
  });
});
