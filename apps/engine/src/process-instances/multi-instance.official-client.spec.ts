import { fileURLToPath } from 'node:url';
import type { HistoryEventDto } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./multi-instance.fixable-orders.bpmn', import.meta.url));

const LIFECYCLE = new Set(['ElementActivating', 'ElementActivated', 'ElementCompleting', 'ElementCompleted', 'ElementTerminating', 'ElementTerminated']);

/**
 * A parallel multi-instance service task over real HTTP, driven by the official client (res:strict): the body is a
 * MULTI_INSTANCE_BODY element instance, a collection that is not a list is an incident that resolves once the
 * variable is fixed (here by a message in a parallel branch), and a job worker completes the inner jobs.
 */
describe('multi-instance activities with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    http = new HttpClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
  });
  afterAll(() => engine?.close());

  async function elementInstances(processInstanceKey: string) {
    const result = await camunda.searchElementInstances(
      input('searchElementInstances', { filter: { processInstanceKey }, sort: [{ field: 'elementInstanceKey' }] }),
      CONSISTENT,
    );
    return result.items.map((item) => `${item.elementId} ${item.type} ${item.state}`);
  }

  it('should raise an incident for a collection that is not a list, resolve it once fixed, and let a worker complete each inner job', async () => {
    // given
    const instance = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'mi-orders', variables: { customer: 'c-1', orders: 'o-1,o-2' } }),
    );
    const processInstanceKey = instance.processInstanceKey;

    // then: the body waits in an EXTRACT_VALUE_ERROR incident
    const incidents = await camunda.searchIncidents(input('searchIncidents', { filter: { processInstanceKey, state: 'ACTIVE' } }), CONSISTENT);
    expect(incidents.items.map((incident) => [incident.elementId, incident.errorType, incident.errorMessage])).toEqual([
      ['charge', 'EXTRACT_VALUE_ERROR', "Expected result of the expression 'orders' to be 'ARRAY', but was 'STRING'."],
    ]);
    const bodies = await camunda.searchElementInstances(
      input('searchElementInstances', { filter: { processInstanceKey, type: 'MULTI_INSTANCE_BODY' } }),
      CONSISTENT,
    );
    expect(bodies.items.map((item) => [item.elementId, item.elementName, item.state, item.hasIncident])).toEqual([['charge', 'Charge', 'ACTIVE', true]]);

    // when: a message fixes the variable, then the incident is resolved
    await camunda.correlateMessage(
      input('correlateMessage', { name: 'orders-fixed', correlationKey: 'c-1', variables: { orders: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] } }),
    );
    await camunda.resolveIncident(input('resolveIncident', { incidentKey: incidents.items[0]?.incidentKey }));

    // when: a worker completes every inner job with the receipt for its item
    const handled: string[] = [];
    const worker = camunda.createJobWorker({
      jobType: 'mi-charge',
      jobTimeoutMs: 30_000,
      pollTimeoutMs: 1_000,
      maxParallelJobs: 5,
      jobHandler: async (job) => {
        const { order, loopCounter } = job.variables as { order: { id: string }; loopCounter: number };
        handled.push(`${order.id}#${loopCounter}`);
        return job.complete({ receipt: `receipt-${order.id}` });
      },
    });
    try {
      await expect
        .poll(async () => (await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT)).state, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe('COMPLETED');
    } finally {
      worker.stop();
    }

    // then
    expect(handled.sort()).toEqual(['a#1', 'b#2', 'c#3']);
    const variables = await camunda.searchVariables(input('searchVariables', { filter: { processInstanceKey, scopeKey: processInstanceKey } }), CONSISTENT);
    expect(Object.fromEntries(variables.items.map((variable) => [variable.name, JSON.parse(variable.value)]))).toEqual({
      customer: 'c-1',
      orders: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      receipts: ['receipt-a', 'receipt-b', 'receipt-c'],
    });
    expect(await elementInstances(processInstanceKey)).toEqual([
      'start START_EVENT COMPLETED',
      'fork PARALLEL_GATEWAY COMPLETED',
      'charge MULTI_INSTANCE_BODY COMPLETED',
      'orders-fixed INTERMEDIATE_CATCH_EVENT COMPLETED',
      'fixed END_EVENT COMPLETED',
      'charge SERVICE_TASK COMPLETED',
      'charge SERVICE_TASK COMPLETED',
      'charge SERVICE_TASK COMPLETED',
      'charged END_EVENT COMPLETED',
    ]);
    // the history names the body and the inner instances apart
    const history = (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${processInstanceKey}/history`)).body.items;
    const charge = history
      .filter((event) => LIFECYCLE.has(event.type) && event.elementId === 'charge')
      .map((event) => `${event.type} ${String(event.payload['elementType'])}`);
    expect(charge.slice(0, 5)).toEqual([
      'ElementActivating MULTI_INSTANCE_BODY',
      'ElementActivated MULTI_INSTANCE_BODY',
      'ElementActivating SERVICE_TASK',
      'ElementActivated SERVICE_TASK',
      'ElementActivating SERVICE_TASK',
    ]);
    expect(charge.slice(-2)).toEqual(['ElementCompleting MULTI_INSTANCE_BODY', 'ElementCompleted MULTI_INSTANCE_BODY']);
  });

  it('should cancel an instance with an active body, terminating the body and its inner instances', async () => {
    // given
    const instance = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'mi-orders', variables: { customer: 'c-2', orders: [1, 2] } }),
    );
    const processInstanceKey = instance.processInstanceKey;

    // when
    await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey }));

    // then
    expect(await elementInstances(processInstanceKey)).toEqual([
      'start START_EVENT COMPLETED',
      'fork PARALLEL_GATEWAY COMPLETED',
      'charge MULTI_INSTANCE_BODY TERMINATED',
      'orders-fixed INTERMEDIATE_CATCH_EVENT TERMINATED',
      'charge SERVICE_TASK TERMINATED',
      'charge SERVICE_TASK TERMINATED',
    ]);
    const jobs = await camunda.searchJobs(input('searchJobs', { filter: { processInstanceKey } }), CONSISTENT);
    expect(jobs.items.map((job) => job.state)).toEqual(['CANCELED', 'CANCELED']);
  });
});
