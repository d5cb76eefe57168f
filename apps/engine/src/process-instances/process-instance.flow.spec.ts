import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, ProcessInstanceResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const ORDER_PROCESS = readFileSync(new URL('./order-process.bpmn', import.meta.url), 'utf8');
const BUSINESS_RULE_AND_LINK = readFileSync(new URL('./business-rule-and-link.bpmn', import.meta.url), 'utf8');

describe('deploy, start and complete jobs over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  async function activate(type: string) {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type,
      worker: 'spec',
      timeout: 30_000,
      maxJobsToActivate: 10,
      requestTimeout: -1,
    });
    expect(response.status).toBe(200);
    return response.body.jobs;
  }

  it('should run an order through a worker and an exclusive gateway, recording gap-free history', async () => {
    // given
    const deployed = await http.deploy<DeploymentResult>({ 'order.bpmn': ORDER_PROCESS });
    expect(deployed.status).toBe(200);
    const definition = deployed.body.deployments[0]?.processDefinition;
    expect(definition).toMatchObject({ processDefinitionId: 'order-process', processDefinitionVersion: 1, resourceName: 'order.bpmn' });

    // when
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'order-process',
      variables: { orderId: 'o-1', express: true },
    });

    // then
    expect(started.status).toBe(200);
    const key = started.body.processInstanceKey;
    expect(key).toMatch(/^[0-9]+$/);
    const [charge] = await activate('charge-card');
    expect(charge).toMatchObject({
      type: 'charge-card',
      elementId: 'charge',
      retries: 2,
      customHeaders: { currency: 'EUR' },
      variables: { orderId: 'o-1', express: true },
      processInstanceKey: key,
      worker: 'spec',
    });
    expect(await activate('charge-card')).toEqual([]);

    // when
    expect((await http.post(`/v2/jobs/${charge?.jobKey}/completion`, { variables: { charged: 42 } })).status).toBe(204);
    const [ship] = await activate('ship');
    expect(ship?.variables).toMatchObject({ charged: 42 });
    expect((await http.post(`/v2/jobs/${ship?.jobKey}/completion`, {})).status).toBe(204);

    // then
    const instance = await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`);
    expect(instance.body).toMatchObject({ state: 'COMPLETED', processDefinitionId: 'order-process', hasIncident: false });
    const history = await http.get<{ items: { sequence: number; type: string; elementId: string | null }[] }>(`/baton/v1/process-instances/${key}/history`);
    const sequences = history.body.items.map((item) => item.sequence);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    expect(history.body.items.filter((item) => item.type === 'SequenceFlowTaken').map((item) => item.elementId)).toEqual([null, null, null, null]);
    expect(history.body.items.map((item) => item.type)).toContain('JobActivated');
    expect(history.body.items.at(-1)).toMatchObject({ type: 'ElementCompleted', elementId: 'order-process' });
  });

  it('should run a business rule task as a job and follow a link from its throw event to its catch event', async () => {
    // given
    expect((await http.deploy<DeploymentResult>({ 'discount.bpmn': BUSINESS_RULE_AND_LINK })).status).toBe(200);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'discount-process',
      variables: { total: 120 },
    });
    const key = started.body.processInstanceKey;

    // when
    const [decide] = await activate('discount-rules');
    expect(decide).toMatchObject({ type: 'discount-rules', elementId: 'decide', processInstanceKey: key, variables: { total: 120 } });
    expect((await http.post(`/v2/jobs/${decide?.jobKey}/completion`, { variables: { discount: 0.1 } })).status).toBe(204);

    // then
    const instance = await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`);
    expect(instance.body.state).toBe('COMPLETED');
    const elements = await http.post<{ items: { elementId: string; type: string; state: string }[] }>('/v2/element-instances/search', {
      filter: { processInstanceKey: key },
      sort: [{ field: 'elementInstanceKey' }],
    });
    expect(elements.body.items.map((item) => `${item.elementId}:${item.type}:${item.state}`)).toEqual([
      'start:START_EVENT:COMPLETED',
      'decide:BUSINESS_RULE_TASK:COMPLETED',
      'to-billing:INTERMEDIATE_THROW_EVENT:COMPLETED',
      'billing:INTERMEDIATE_CATCH_EVENT:COMPLETED',
      'billed:END_EVENT:COMPLETED',
    ]);
  });

  it('should return the existing definition for an identical resource and a new version for a changed one', async () => {
    const again = await http.deploy<DeploymentResult>({ 'order.bpmn': ORDER_PROCESS });
    const changed = await http.deploy<DeploymentResult>({ 'order.bpmn': ORDER_PROCESS.replace('Charge card', 'Charge the card') });
    const first = (
      await http.post<{ items: { version: number; processDefinitionKey: string }[] }>('/v2/process-definitions/search', {
        filter: { processDefinitionId: 'order-process' },
        sort: [{ field: 'version' }],
      })
    ).body.items;
    expect(again.body.deployments[0]?.processDefinition?.processDefinitionKey).toBe(first[0]?.processDefinitionKey);
    expect(changed.body.deployments[0]?.processDefinition?.processDefinitionVersion).toBe(2);
    expect(first.map((item) => item.version)).toEqual([1, 2]);
    const xml = await http.get<string>(`/v2/process-definitions/${first[0]?.processDefinitionKey}/xml`);
    expect(xml.headers.get('content-type')).toContain('text/xml');
    expect(xml.body).toBe(ORDER_PROCESS);
  });

  it('should refuse an invalid model with a problem naming the element, and write nothing', async () => {
    const broken = ORDER_PROCESS.replace('<zeebe:taskDefinition type="ship" />', '').replace('id="order-process"', 'id="broken-process"');
    const response = await http.deploy<{ status: number; title: string; detail: string }>({ 'broken.bpmn': broken });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body.detail).toContain("Element 'ship-express' (bpmn:serviceTask)");
    const search = await http.post<{ items: unknown[] }>('/v2/process-definitions/search', { filter: { processDefinitionId: 'broken-process' } });
    expect(search.body.items).toEqual([]);
  });

  it('should answer 404 for a second completion and for unknown keys', async () => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'order-process',
      variables: { express: false },
    });
    const [job] = await activate('charge-card');
    const [first, second] = await Promise.all([http.post(`/v2/jobs/${job?.jobKey}/completion`, {}), http.post(`/v2/jobs/${job?.jobKey}/completion`, {})]);
    expect([first.status, second.status].sort()).toEqual([204, 404]);
    expect((await http.get(`/v2/process-instances/${started.body.processInstanceKey}`)).body).toMatchObject({ state: 'COMPLETED' });
    expect((await http.get('/v2/process-instances/123')).status).toBe(404);
    expect((await http.post('/v2/process-instances', { processDefinitionId: 'nope' })).status).toBe(404);
  });

  it('should cancel an instance and its job', async () => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'order-process' });
    const key = started.body.processInstanceKey;
    expect((await http.post(`/v2/process-instances/${key}/cancellation`)).status).toBe(204);
    expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state).toBe('TERMINATED');
    expect(await activate('charge-card')).toEqual([]);
    expect((await http.post(`/v2/process-instances/${key}/cancellation`)).status).toBe(404);
  });
});
