import { DEFAULT_TENANT_ID } from '@baton/api-contract';
import type { BatchOperationCreatedResult, BatchOperationResult, CreateProcessInstanceResult, ProcessInstanceResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { type FakeIssuer, startFakeIssuer } from '../testing/fake-issuer.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const ACME = 'acme';
const WAIT = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="http://baton.dev/test">
  <bpmn:process id="instance-batches-wait" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="instance-batches-work" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="a" sourceRef="start" targetRef="work" />
    <bpmn:sequenceFlow id="b" sourceRef="work" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

/** Cancellation, incident resolution and deletion reach only the instances of the caller's tenants, and only operators call them. */
describe('process instance batches and deletion over several tenants', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;
  let admin: HttpClient;
  let defaultOnly: HttpClient;
  let reviewer: HttpClient;

  const client = async (name: string, roles: string[], tenants: string[]) =>
    new HttpClient(engine.baseUrl, {
      authorization: `Bearer ${await issuer.token({ preferred_username: name, realm_access: { roles }, tenant_ids: tenants })}`,
    });

  const startIn = async (tenantId: string): Promise<string> => {
    const started = await admin.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'instance-batches-wait', tenantId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  };
  const stateOf = async (key: string) => (await admin.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer } });
    admin = await client('admin-of-both', ['admin'], [DEFAULT_TENANT_ID, ACME]);
    for (const tenant of [DEFAULT_TENANT_ID, ACME]) expect((await admin.deploy({ 'wait.bpmn': WAIT }, tenant)).status).toBe(200);
    defaultOnly = await client('operator-of-default', ['operator'], [DEFAULT_TENANT_ID]);
    reviewer = await client('reviewer-of-both', ['reviewer'], [DEFAULT_TENANT_ID, ACME]);
  });
  afterAll(async () => {
    await engine?.close();
    await issuer?.close();
  });

  it("should cancel over a filter only the instances of the operator's tenants", async () => {
    // given
    const own = await startIn(DEFAULT_TENANT_ID);
    const other = await startIn(ACME);

    // when
    const created = await defaultOnly.post<BatchOperationCreatedResult>('/v2/process-instances/cancellation', {
      filter: { processDefinitionId: 'instance-batches-wait' },
    });

    // then
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const key = created.body.batchOperationKey;
    await eventually(async () => (await admin.get<BatchOperationResult>(`/v2/batch-operations/${key}`)).body.state, 'COMPLETED');
    expect((await admin.get<BatchOperationResult>(`/v2/batch-operations/${key}`)).body.operationsTotalCount).toBe(1);
    expect([await stateOf(own), await stateOf(other)]).toEqual(['TERMINATED', 'ACTIVE']);
  });

  it("should answer 404 for another tenant's instance, as for one that does not exist", async () => {
    // given
    const other = await startIn(ACME);
    expect((await admin.post(`/v2/process-instances/${other}/cancellation`)).status).toBe(204);

    // when
    const answers = [
      await defaultOnly.post(`/v2/process-instances/${other}/deletion`),
      await defaultOnly.post(`/v2/process-instances/${other}/incident-resolution`),
    ];

    // then
    expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
    expect(await stateOf(other)).toBe('TERMINATED');
  });

  it('should refuse them to a reviewer', async () => {
    const answers = [
      await reviewer.post('/v2/process-instances/cancellation', { filter: {} }),
      await reviewer.post('/v2/process-instances/incident-resolution', { filter: {} }),
      await reviewer.post('/v2/process-instances/deletion', { filter: {} }),
      await reviewer.post('/v2/process-instances/1/deletion'),
      await reviewer.post('/v2/process-instances/1/incident-resolution'),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
  });
});
