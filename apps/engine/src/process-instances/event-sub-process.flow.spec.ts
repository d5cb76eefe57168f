import { readFileSync } from 'node:fs';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  ElementInstanceResult,
  MessageSubscriptionResult,
  ProcessInstanceResult,
  SearchQueryResponse,
  VariableSearchResult,
} from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const ORDER_PROCESS = readFileSync(new URL('./event-sub-process.order.bpmn', import.meta.url), 'utf8');

describe('event sub-processes over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let orders = 0;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy({ 'event-sub-process.order.bpmn': ORDER_PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(() => engine?.close());

  async function start(): Promise<{ key: string; orderId: string }> {
    const orderId = `esp-order-${++orders}`;
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'esp-order', variables: { orderId } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return { key: started.body.processInstanceKey, orderId };
  }

  async function packJob(processInstanceKey: string): Promise<ActivatedJobResult | undefined> {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'esp-pack',
      worker: 'spec',
      timeout: 60_000,
      maxJobsToActivate: 100,
      requestTimeout: -1,
    });
    return response.body.jobs.find((job) => job.processInstanceKey === processInstanceKey);
  }

  async function elementsOf(processInstanceKey: string): Promise<string[]> {
    const found = await http.post<SearchQueryResponse<ElementInstanceResult>>('/v2/element-instances/search', {
      filter: { processInstanceKey },
      sort: [{ field: 'elementInstanceKey' }],
    });
    return found.body.items.map((item) => `${item.elementId}:${item.type}:${item.state}`);
  }

  async function subscriptionsOf(processInstanceKey: string): Promise<string[]> {
    const found = await http.post<SearchQueryResponse<MessageSubscriptionResult>>('/v2/message-subscriptions/search', { filter: { processInstanceKey } });
    return found.body.items.map((item) => `${item.elementId}:${item.messageName}:${item.correlationKey}`);
  }

  async function variablesOf(processInstanceKey: string): Promise<Record<string, unknown>> {
    const found = await http.post<SearchQueryResponse<VariableSearchResult>>('/v2/variables/search', { filter: { processInstanceKey } });
    return Object.fromEntries(found.body.items.map((variable) => [variable.name, JSON.parse(variable.value) as unknown]));
  }

  const stateOf = async (key: string) => (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;

  it('should wait for the messages of its event sub-processes by correlation key, and interrupt the instance for a published one', async () => {
    // given
    const { key, orderId } = await start();
    expect(await subscriptionsOf(key)).toEqual([`cancelled:esp-order-cancelled:${orderId}`, `noted:esp-order-note:${orderId}`]);
    const job = await packJob(key);
    expect(job).toBeDefined();

    // when
    const published = await http.post('/v2/messages/publication', { name: 'esp-order-cancelled', correlationKey: orderId, variables: { reason: 'customer' } });

    // then
    expect(published.status).toBe(200);
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await elementsOf(key)).toEqual([
      'start:START_EVENT:COMPLETED',
      'fulfil:SUB_PROCESS:TERMINATED',
      'fulfil-start:START_EVENT:COMPLETED',
      'pack:SERVICE_TASK:TERMINATED',
      'cancellation:EVENT_SUB_PROCESS:COMPLETED',
      'cancelled:START_EVENT:COMPLETED',
      'cancel-end:END_EVENT:COMPLETED',
    ]);
    expect(await variablesOf(key)).toEqual({ orderId, reason: 'customer' });
    expect(await subscriptionsOf(key)).toEqual([]);
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(404);
  });

  it('should run a non-interrupting event sub-process once per published message, beside the work', async () => {
    // given
    const { key, orderId } = await start();

    // when
    for (const text of ['fragile', 'gift']) {
      expect((await http.post('/v2/messages/publication', { name: 'esp-order-note', correlationKey: orderId, variables: { text } })).status).toBe(200);
    }

    // then
    expect(await stateOf(key)).toBe('ACTIVE');
    expect((await elementsOf(key)).filter((element) => element.startsWith('notes:'))).toEqual([
      'notes:EVENT_SUB_PROCESS:COMPLETED',
      'notes:EVENT_SUB_PROCESS:COMPLETED',
    ]);
    expect(await variablesOf(key)).toEqual({ orderId, text: 'gift' });
    const job = await packJob(key);
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(204);
    expect(await stateOf(key)).toBe('COMPLETED');
  });

  it('should catch a job error with the error event sub-process of the sub-process, which then completes', async () => {
    // given
    const { key, orderId } = await start();
    const job = await packJob(key);

    // when
    const thrown = await http.post(`/v2/jobs/${job?.jobKey}/error`, { errorCode: 'NO_STOCK', errorMessage: 'sold out', variables: { missing: 3 } });

    // then
    expect(thrown.status).toBe(204);
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await elementsOf(key)).toEqual([
      'start:START_EVENT:COMPLETED',
      'fulfil:SUB_PROCESS:COMPLETED',
      'fulfil-start:START_EVENT:COMPLETED',
      'pack:SERVICE_TASK:TERMINATED',
      'out-of-stock:EVENT_SUB_PROCESS:COMPLETED',
      'no-stock-caught:START_EVENT:COMPLETED',
      'backordered:END_EVENT:COMPLETED',
      'end:END_EVENT:COMPLETED',
    ]);
    expect(await variablesOf(key)).toEqual({ orderId, missing: 3 });
    expect(await subscriptionsOf(key)).toEqual([]);
  });
});
