import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CamundaClient,
  CONSISTENT,
  completeOneJob,
  elementStatesOf,
  clientInput as input,
  refusalOf,
  strictCamundaClient,
} from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./process-instance-creation.nested.bpmn', import.meta.url));
const MESSAGE_START_PATH = fileURLToPath(new URL('./process-instance-creation.message-start.bpmn', import.meta.url));

/** `startInstructions` and `awaitCompletion` as the official client sends them (res:strict). */
describe('creating process instances elsewhere and awaiting them with the official Camunda 8 client', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PROCESS_PATH, MESSAGE_START_PATH]);
  });
  afterAll(() => engine?.close());

  const completeJob = (type: string, variables: Record<string, unknown> = {}) => completeOneJob(camunda, type, variables);
  const elementsOf = (processInstanceKey: string) => elementStatesOf(camunda, processInstanceKey);

  it('should start inside the sub-process, entering it without its start event', async () => {
    const created = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'creation-nested', startInstructions: [{ elementId: 'inner' }] }),
    );
    expect(await elementsOf(created.processInstanceKey)).toEqual(['sub ACTIVE', 'inner ACTIVE']);
    expect(await completeJob('creation-inner')).toBe('inner');
    const instance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: created.processInstanceKey }), CONSISTENT);
    expect(instance.state).toBe('COMPLETED');
    expect(await elementsOf(created.processInstanceKey)).toEqual(['sub COMPLETED', 'inner COMPLETED', 'sub-end COMPLETED', 'end COMPLETED']);
  });

  it('should refuse a start instruction naming an element the process does not have, creating nothing', async () => {
    const before = await camunda.searchProcessInstances(input('searchProcessInstances', { filter: { processDefinitionId: 'creation-nested' } }), CONSISTENT);
    const refused = await refusalOf(
      camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'creation-nested', startInstructions: [{ elementId: 'nowhere' }] })),
    );
    expect(refused).toMatchObject({
      status: 400,
      title: 'INVALID_ARGUMENT',
      detail: "Expected to create instance of process with start instructions but no element found with id 'nowhere'.",
    });
    const after = await camunda.searchProcessInstances(input('searchProcessInstances', { filter: { processDefinitionId: 'creation-nested' } }), CONSISTENT);
    expect(after.page.totalItems).toBe(before.page.totalItems);
  });

  it('should answer an awaited creation once the instance completed, with only the fetched variables', async () => {
    // given a creation that waits
    const awaited = camunda.createProcessInstance(
      input('createProcessInstance', {
        processDefinitionId: 'creation-nested',
        variables: { orderId: 'o-7' },
        awaitCompletion: true,
        fetchVariables: ['total', 'orderId'],
        requestTimeout: 20_000,
      }),
    );

    // when the workers do their part
    expect(await completeJob('creation-work', { total: 42, internal: 'x' })).toBe('work');
    expect(await completeJob('creation-inner')).toBe('inner');

    // then
    const created = await awaited;
    expect(created.variables).toEqual({ total: 42, orderId: 'o-7' });
    const instance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: created.processInstanceKey }), CONSISTENT);
    expect(instance.state).toBe('COMPLETED');
  });

  it('should answer at once, with every root variable, an awaited instance that completes while it is created', async () => {
    const created = await camunda.createProcessInstance(
      input('createProcessInstance', {
        processDefinitionId: 'creation-nested',
        variables: { a: 1, b: [2] },
        startInstructions: [{ elementId: 'end' }],
        awaitCompletion: true,
      }),
    );
    expect(created.variables).toEqual({ a: 1, b: [2] });
  });

  it("should answer Camunda's 504 when the awaited instance does not complete in time, and leave it running", async () => {
    const timedOut = await refusalOf(
      camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'creation-nested', awaitCompletion: true, requestTimeout: 300 })),
    );
    expect(timedOut).toMatchObject({
      status: 504,
      title: 'DEADLINE_EXCEEDED',
      detail: 'Expected to handle request, but request timed out between gateway and broker',
    });
    const running = await camunda.searchProcessInstances(
      input('searchProcessInstances', { filter: { processDefinitionId: 'creation-nested', state: 'ACTIVE' } }),
      CONSISTENT,
    );
    expect(running.items).toHaveLength(1);
  });

  it('should terminate the instance once the element of a runtime instruction completed, and run nothing after it', async () => {
    const created = await camunda.createProcessInstance(
      input('createProcessInstance', {
        processDefinitionId: 'creation-nested',
        startInstructions: [{ elementId: 'inner' }],
        runtimeInstructions: [{ type: 'TERMINATE_PROCESS_INSTANCE', afterElementId: 'inner' }],
      }),
    );
    expect(await completeJob('creation-inner')).toBe('inner');
    const instance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: created.processInstanceKey }), CONSISTENT);
    expect(instance.state).toBe('TERMINATED');
    expect(await elementsOf(created.processInstanceKey)).toEqual(['sub TERMINATED', 'inner COMPLETED']);
  });

  it('should refuse a runtime instruction naming an element the process does not have, creating nothing', async () => {
    const before = await camunda.searchProcessInstances(input('searchProcessInstances', { filter: { processDefinitionId: 'creation-nested' } }), CONSISTENT);
    const refused = await refusalOf(
      camunda.createProcessInstance(
        input('createProcessInstance', {
          processDefinitionId: 'creation-nested',
          runtimeInstructions: [{ type: 'TERMINATE_PROCESS_INSTANCE', afterElementId: 'nowhere' }],
        }),
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      title: 'INVALID_ARGUMENT',
      detail: "Expected to find element with id 'nowhere' of a runtime instruction in process 'creation-nested', but no such element exists",
    });
    const after = await camunda.searchProcessInstances(input('searchProcessInstances', { filter: { processDefinitionId: 'creation-nested' } }), CONSISTENT);
    expect(after.page.totalItems).toBe(before.page.totalItems);
  });

  it('should start a process that has only a message start event at a named element, and refuse it without one (409)', async () => {
    const refused = await refusalOf(camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'creation-message-start' })));
    expect(refused).toMatchObject({
      status: 409,
      title: 'INVALID_STATE',
      detail: 'Expected to create instance of process with none start event, but there is no such event',
    });
    const created = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'creation-message-start', startInstructions: [{ elementId: 'ship' }] }),
    );
    expect(await elementsOf(created.processInstanceKey)).toEqual(['ship ACTIVE']);
  });
});
