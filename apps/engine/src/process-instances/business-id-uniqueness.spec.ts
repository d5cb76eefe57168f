import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, DeploymentResult, ProcessInstanceResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/**
 * Business ID Uniqueness Control (Camunda 8.9), on with BUSINESS_ID_UNIQUENESS: one running root instance per process,
 * tenant and business id; and a business id given to a message (Camunda 8.10), which the instance its message start
 * event starts gets, under the same rule.
 */
const MODEL = readFileSync(new URL('./business-id-uniqueness.bpmn', import.meta.url), 'utf8');

describe('business id uniqueness', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { BUSINESS_ID_UNIQUENESS: 'true' } });
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy<DeploymentResult>({ 'business-id-uniqueness.bpmn': MODEL })).status).toBe(200);
  });
  afterAll(() => engine?.close());

  const start = (processDefinitionId: string, businessId?: string) =>
    http.post<CreateProcessInstanceResult & { title: string; detail: string }>('/v2/process-instances', {
      processDefinitionId,
      ...(businessId ? { businessId } : {}),
    });

  it('should refuse a second running instance of a process with the same business id with 409, and take it once the first ended', async () => {
    const first = await start('business-id-order', 'order-4711');
    expect(first.status).toBe(200);
    expect(first.body.businessId).toBe('order-4711');

    const second = await start('business-id-order', 'order-4711');
    expect(second.status).toBe(409);
    expect(second.body.title).toBe('ALREADY_EXISTS');
    expect(second.body.detail).toContain("business id 'order-4711'");
    // another process, another business id, or none: not the same
    expect((await start('business-id-invoice', 'order-4711')).status).toBe(200);
    expect((await start('business-id-order', 'order-4712')).status).toBe(200);
    expect((await start('business-id-order')).status).toBe(200);
    expect((await start('business-id-order')).status).toBe(200);
    // a suspended instance still runs
    expect((await http.post(`/v2/process-instances/${first.body.processInstanceKey}/suspension`)).status).toBe(204);
    expect((await start('business-id-order', 'order-4711')).status).toBe(409);

    expect((await http.post(`/v2/process-instances/${first.body.processInstanceKey}/cancellation`)).status).toBe(204);
    expect((await start('business-id-order', 'order-4711')).status).toBe(200);
  });

  it('should answer a creation with a business id repeated with its Idempotency-Key as the first time, not as a conflict', async () => {
    const body = { processDefinitionId: 'business-id-order', businessId: 'order-5150' };
    const headers = { 'Idempotency-Key': 'business-id-order-5150' };

    const first = await http.post<CreateProcessInstanceResult>('/v2/process-instances', body, headers);
    const repeated = await http.post<CreateProcessInstanceResult>('/v2/process-instances', body, headers);

    expect(first.status).toBe(200);
    expect(repeated.status).toBe(200);
    expect(repeated.body.processInstanceKey).toBe(first.body.processInstanceKey);
    expect((await start('business-id-order', 'order-5150')).status).toBe(409);
  });

  const instancesWith = async (businessId: string) => {
    const found = await http.post<{ items: ProcessInstanceResult[] }>('/v2/process-instances/search', {
      filter: { processDefinitionId: 'business-id-order', businessId },
      sort: [{ field: 'processInstanceKey' }],
    });
    return found.body.items.map((item) => `${item.state}${item.businessId === businessId ? '' : ` ${item.businessId}`}`);
  };
  const publish = (businessId: string, timeToLive: number) =>
    http.post('/v2/messages/publication', { name: 'business-id-order-placed', correlationKey: '', timeToLive, businessId });

  it("should give a message's business id to the instance its message start event starts, and hold the message while one runs with it", async () => {
    // given: an order running with the business id, started over the API
    const running = await start('business-id-order', 'order-8000');
    expect(running.status).toBe(200);

    // when: a message with the same business id, buffered for an hour, and one with another
    expect((await publish('order-8000', 3_600_000)).status).toBe(200);
    const correlated = await http.post<{ detail: string }>('/v2/messages/correlation', { name: 'business-id-order-placed', businessId: 'order-8000' });
    expect((await publish('order-8001', 0)).status).toBe(200);

    // then: the other started at once with its business id; the same one started nothing, and is not lost
    expect(await instancesWith('order-8001')).toEqual(['ACTIVE']);
    expect(await instancesWith('order-8000')).toEqual(['ACTIVE']);
    expect(correlated.status).toBe(404);

    // when the running one ends, the buffered message starts the next instance with the business id, once
    expect((await http.post(`/v2/process-instances/${running.body.processInstanceKey}/cancellation`)).status).toBe(204);
    await eventually(() => instancesWith('order-8000'), ['TERMINATED', 'ACTIVE']);
    expect((await start('business-id-order', 'order-8000')).status).toBe(409);
  });

  it("should answer a job's business id in job search and activation as its instance's (Camunda 8.10), null for an instance without one", async () => {
    const [given, none] = [await start('business-id-invoice', 'invoice-77'), await start('business-id-invoice')];
    const businessIdsOf = async (processInstanceKey: string) => {
      const found = await http.post<{ items: { businessId: string | null }[] }>('/v2/jobs/search', { filter: { processInstanceKey } });
      expect(found.status).toBe(200);
      return found.body.items.map((job) => job.businessId);
    };

    expect(await businessIdsOf(given.body.processInstanceKey)).toEqual(['invoice-77']);
    expect(await businessIdsOf(none.body.processInstanceKey)).toEqual([null]);
    // and the worker gets it with the job
    const activated = await http.post<{ jobs: { processInstanceKey: string; businessId: string | null }[] }>('/v2/jobs/activation', {
      type: 'business-id-bill',
      maxJobsToActivate: 100,
      timeout: 60_000,
    });
    const byInstance = new Map(activated.body.jobs.map((job) => [job.processInstanceKey, job.businessId]));
    expect([byInstance.get(given.body.processInstanceKey), byInstance.get(none.body.processInstanceKey)]).toEqual(['invoice-77', null]);
  });

  it('should refuse a business id longer than Camunda allows, naming the field', async () => {
    const refused = await http.post<{ detail: string }>('/v2/messages/publication', { name: 'business-id-order-placed', businessId: 'x'.repeat(257) });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('businessId');
  });
});
