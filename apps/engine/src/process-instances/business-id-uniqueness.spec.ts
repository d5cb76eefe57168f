import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/** Business ID Uniqueness Control (Camunda 8.9), on with BUSINESS_ID_UNIQUENESS: one running root instance per process, tenant and business id. */
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
    http.post<CreateProcessInstanceResult & { detail: string }>('/v2/process-instances', { processDefinitionId, ...(businessId ? { businessId } : {}) });

  it('should refuse a second running instance of a process with the same business id with 409, and take it once the first ended', async () => {
    const first = await start('business-id-order', 'order-4711');
    expect(first.status).toBe(200);
    expect(first.body.businessId).toBe('order-4711');

    const second = await start('business-id-order', 'order-4711');
    expect(second.status).toBe(409);
    expect(second.body.detail).toContain(first.body.processInstanceKey);
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
});
