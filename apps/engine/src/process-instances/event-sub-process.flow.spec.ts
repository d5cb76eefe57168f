import { readFileSync } from 'node:fs';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  ElementInstanceResult,
  IncidentResult,
  MessageSubscriptionResult,
  ProcessInstanceResult,
  SearchQueryResponse,
  VariableSearchResult,
} from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const HOUR = 3_600_000;

describe('event sub-processes over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let orders = 0;

  /** Engine time, pinned; only ever moves forward. */
  let now = Date.parse('2030-01-01T08:00:00.000Z');

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    const names = ['event-sub-process.order.bpmn', 'event-sub-process.reminders.bpmn', 'event-sub-process.error-code.bpmn'];
    const deployed = await http.deploy(Object.fromEntries(names.map((name) => [name, fixture(name)])));
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    await pin(now);
  });
  afterAll(() => engine?.close());

  async function pin(timestamp: number): Promise<void> {
    now = timestamp;
    expect((await http.request('PUT', '/v2/clock', { timestamp })).status).toBe(204);
  }

  async function start(processDefinitionId = 'esp-order'): Promise<{ key: string; orderId: string }> {
    const orderId = `esp-order-${++orders}`;
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables: { orderId } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return { key: started.body.processInstanceKey, orderId };
  }

  async function packJob(processInstanceKey: string, type = 'esp-pack'): Promise<ActivatedJobResult | undefined> {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type,
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

  it('should run a non-interrupting timer event sub-process per repetition, whose escalation a second event sub-process catches', async () => {
    // given
    const { key } = await start('esp-reminders');
    const completedOf = async (elementId: string) => (await elementsOf(key)).filter((element) => element === `${elementId}:EVENT_SUB_PROCESS:COMPLETED`).length;

    // when the first repetition is due
    await pin(now + HOUR);

    // then
    await eventually(() => completedOf('overdue-handling'), 1);
    expect(await completedOf('reminders')).toBe(1);
    expect(await stateOf(key)).toBe('ACTIVE');

    // when the second and last one is due
    await pin(now + HOUR);

    // then the cycle ends, and the instance completes with its work
    await eventually(() => completedOf('overdue-handling'), 2);
    const history = await http.get<{ items: { type: string; payload: Record<string, unknown> }[] }>(`/baton/v1/process-instances/${key}/history`);
    const escalated = history.body.items.filter((item) => item.type === 'EscalationThrown').map((item) => item.payload);
    expect(escalated).toEqual([
      expect.objectContaining({ elementId: 'escalate', escalationCode: 'OVERDUE', catchElementId: 'overdue-caught' }),
      expect.objectContaining({ elementId: 'escalate', escalationCode: 'OVERDUE', catchElementId: 'overdue-caught' }),
    ]);
    const job = await packJob(key, 'esp-slow');
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(204);
    expect(await stateOf(key)).toBe('COMPLETED');
  });

  it('should raise an incident for an error code expression that fails, and throw the error once the cause is fixed and the incident resolved', async () => {
    // given: `reason` is missing when the error end event is reached; the other branch's worker delivers it
    const { key } = await start('esp-error-code');
    const incidents = async () =>
      (await http.post<SearchQueryResponse<IncidentResult>>('/v2/incidents/search', { filter: { processInstanceKey: key, state: 'ACTIVE' } })).body.items;
    const [incident] = await incidents();
    expect(incident).toMatchObject({
      errorType: 'EXTRACT_VALUE_ERROR',
      elementId: 'fail',
      errorMessage: "Expected the error code of 'fail' to be a non-empty string, but it was null (No variable found with name 'reason')",
    });

    // when the cause is fixed, then the incident resolved
    const job = await packJob(key, 'esp-explain');
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, { variables: { reason: 'declined' } })).status).toBe(204);
    expect(await stateOf(key)).toBe('ACTIVE');
    expect((await http.post(`/v2/incidents/${incident?.incidentKey}/resolution`)).status).toBe(204);

    // then the error end event throws DECLINED, which the error event sub-process catches
    expect(await incidents()).toEqual([]);
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await elementsOf(key)).toEqual([
      'start:START_EVENT:COMPLETED',
      'fork:PARALLEL_GATEWAY:COMPLETED',
      'fail:END_EVENT:TERMINATED',
      'explain:SERVICE_TASK:COMPLETED',
      'explained:END_EVENT:COMPLETED',
      'on-declined:EVENT_SUB_PROCESS:COMPLETED',
      'declined-caught:START_EVENT:COMPLETED',
      'declined-end:END_EVENT:COMPLETED',
    ]);
  });
});
