/**
 * Camunda's PROCESS_DEFINITION authorizations beyond starting: READ_PROCESS_INSTANCE, READ_USER_TASK,
 * UPDATE_USER_TASK and CANCEL_PROCESS_INSTANCE let a caller reach the processes they name beyond its Baton roles.
 * Searches keep to those processes (items and counts), a key of another process answers Camunda's 403. Real tokens
 * of the embedded realm; authorizations written with the official client.
 */
import { readFileSync } from 'node:fs';
import type { CreateProcessInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, clientWithToken, passwordToken } from '../testing/demo-tokens.js';
import type { HttpClient } from '../testing/http-client.js';
import { basicCamundaClient, type CamundaClient, clientInput as input } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const TENANT_WORK = readFileSync(new URL('./tenant-work.bpmn', import.meta.url), 'utf8');
/** The same model under another process id: a user task for the finance group beside a job. */
const OTHER_WORK = TENANT_WORK.replace('id="tenant-work"', 'id="other-work"');
/** A process that calls other-work: its instance's incident search takes in the called instance's incidents. */
const CALLER_WORK = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="caller" targetNamespace="t">
  <bpmn:process id="caller-work" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="call" />
    <bpmn:callActivity id="call"><bpmn:extensionElements><zeebe:calledElement processId="other-work" /></bpmn:extensionElements></bpmn:callActivity>
    <bpmn:sequenceFlow id="f2" sourceRef="call" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
const FORBIDDEN = (permission: string) => `Unauthorized to perform operation '${permission}' on resource 'PROCESS_DEFINITION'`;

type Search = SearchQueryResponse<Record<string, unknown>>;

describe("Camunda's authorizations to read and act on a process's instances and user tasks (embedded realm, official client)", () => {
  let engine: TestEngine;
  let admin: CamundaClient;
  let dave: HttpClient;
  let olga: HttpClient;
  let ivan: HttpClient;
  const instances: Record<'tenant-work' | 'other-work', string[]> = { 'tenant-work': [], 'other-work': [] };
  const grant = (ownerType: string, ownerId: string, resourceId: string, permissionTypes: string[]) =>
    admin.createAuthorization(input('createAuthorization', { ownerType, ownerId, resourceType: 'PROCESS_DEFINITION', resourceId, permissionTypes }));
  const search = async (client: HttpClient, path: string, filter: Record<string, unknown> = {}) => {
    const { status, body } = await client.post<Search>(`/v2/${path}/search`, { filter });
    expect(status).toBe(200);
    return body;
  };
  const processesOf = (result: Search) => [...new Set(result.items.map((item) => item.processDefinitionId))];
  const taskOf = async (processInstanceKey: string) => (await search(olga, 'user-tasks', { processInstanceKey })).items[0]?.userTaskKey as string;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc', AUTH_BASIC: 'true' } });
    admin = basicCamundaClient(engine.baseUrl, 'demo');
    await admin.createUser(input('createUser', { username: 'ivan', password: 'ivan-pass', email: 'ivan@example.test' }));
    await admin.assignUserToTenant(input('assignUserToTenant', { tenantId: '<default>', username: 'ivan' }));
    [dave, olga] = await Promise.all(['dave', 'olga'].map((name) => clientAs(engine.baseUrl, name)));
    expect((await dave.deploy({ 'tenant-work.bpmn': TENANT_WORK, 'other-work.bpmn': OTHER_WORK })).status).toBe(200);
    for (const [processDefinitionId, count] of [
      ['tenant-work', 3],
      ['other-work', 2],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const started = await dave.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables: { candidates: [] } });
        expect(started.status).toBe(200);
        instances[processDefinitionId].push(started.body.processInstanceKey);
      }
    }
    // Every job fails without retries: an incident in each instance.
    const activated = await dave.post<{ jobs: { jobKey: string }[] }>('/v2/jobs/activation', { type: 'tenant-work', maxJobsToActivate: 10, timeout: 60_000 });
    expect(activated.body.jobs).toHaveLength(5);
    for (const { jobKey } of activated.body.jobs) {
      expect((await dave.post(`/v2/jobs/${jobKey}/failure`, { retries: 0, errorMessage: 'no luck' })).status).toBe(204);
    }
    await grant('USER', 'ivan', 'tenant-work', ['READ_PROCESS_INSTANCE', 'READ_USER_TASK', 'UPDATE_USER_TASK', 'CANCEL_PROCESS_INSTANCE']);
    ivan = clientWithToken(engine.baseUrl, await passwordToken(engine.baseUrl, 'ivan', 'ivan-pass'));
  });
  afterAll(() => engine?.close());

  it("should show a caller without a role only the granted process's instances, elements, variables and incidents, in items and counts", async () => {
    const found = {
      instances: await search(ivan, 'process-instances'),
      elements: await search(ivan, 'element-instances'),
      variables: await search(ivan, 'variables'),
      incidents: await search(ivan, 'incidents'),
    };
    const asked = await search(ivan, 'process-instances', { processDefinitionId: 'other-work' });
    const all = await search(olga, 'process-instances');

    expect(processesOf(found.instances)).toEqual(['tenant-work']);
    expect(found.instances.page.totalItems).toBe(3);
    expect(processesOf(found.elements)).toEqual(['tenant-work']);
    expect(found.variables.items.map((variable) => variable.processInstanceKey).sort()).toEqual([...instances['tenant-work']].sort());
    expect(found.variables.page.totalItems).toBe(3);
    expect(processesOf(found.incidents)).toEqual(['tenant-work']);
    expect(found.incidents.page.totalItems).toBe(3);
    expect(asked).toMatchObject({ items: [], page: { totalItems: 0 } });
    expect(all.page.totalItems).toBe(5);
  });

  it("should answer a key of another process with Camunda's 403, and an unknown key with 404", async () => {
    const [granted, other] = [instances['tenant-work'][0], instances['other-work'][0]];
    const otherIncident = (await search(olga, 'incidents', { processInstanceKey: other })).items[0]?.incidentKey;

    const answers = [
      (await ivan.get(`/v2/process-instances/${granted}`)).status,
      (await ivan.get(`/v2/process-instances/${other}`)).status,
      (await ivan.get(`/v2/incidents/${otherIncident}`)).status,
      (await ivan.post(`/v2/process-instances/${other}/incidents/search`, {})).status,
      (await ivan.get('/v2/process-instances/1')).status,
    ];
    const refusal = await ivan.get<{ detail: string }>(`/v2/process-instances/${other}`);

    expect(answers).toEqual([200, 403, 403, 403, 404]);
    expect(refusal.body.detail).toBe(FORBIDDEN('READ_PROCESS_INSTANCE'));
  });

  it("should let a caller without a role read, claim and complete the granted process's tasks, and no other's", async () => {
    const [granted, other] = [await taskOf(instances['tenant-work'][0] ?? ''), await taskOf(instances['other-work'][0] ?? '')];

    const tasks = await search(ivan, 'user-tasks');
    const answers = [
      (await ivan.get(`/v2/user-tasks/${other}`)).status,
      (await ivan.post(`/v2/user-tasks/${other}/completion`, {})).status,
      (await ivan.post(`/v2/user-tasks/${granted}/assignment`, { assignee: 'ivan' })).status,
      (await ivan.post(`/v2/user-tasks/${granted}/completion`, {})).status,
    ];
    const completed = await olga.get<{ state: string }>(`/v2/user-tasks/${granted}`);

    expect(processesOf(tasks)).toEqual(['tenant-work']);
    expect(tasks.page.totalItems).toBe(3);
    expect(answers).toEqual([403, 403, 204, 204]);
    expect(completed.body.state).toBe('COMPLETED');
  });

  it("should widen a reviewer's tasks by the process a READ_USER_TASK names, beyond the tasks offered to them", async () => {
    const bob = await clientAs(engine.baseUrl, 'bob');
    const before = await search(bob, 'user-tasks');
    const otherTask = await taskOf(instances['other-work'][1] ?? '');

    await grant('USER', 'bob', 'other-work', ['READ_USER_TASK']);
    const after = await search(bob, 'user-tasks');
    const answers = [
      (await bob.get(`/v2/user-tasks/${otherTask}`)).status,
      (await bob.get(`/v2/user-tasks/${await taskOf(instances['tenant-work'][1] ?? '')}`)).status,
      (await bob.post(`/v2/user-tasks/${otherTask}/completion`, {})).status,
    ];

    expect(before.page.totalItems).toBe(0);
    expect(processesOf(after)).toEqual(['other-work']);
    expect(after.page.totalItems).toBe(2);
    // Reading is granted, completing is not: the task is there for bob, but not his to complete.
    expect(answers).toEqual([200, 404, 403]);
  });

  it('should let a caller cancel the instances of the process its CANCEL_PROCESS_INSTANCE names', async () => {
    const [granted, other] = [instances['tenant-work'][2], instances['other-work'][1]];

    const answers = [
      (await ivan.post(`/v2/process-instances/${other}/cancellation`, {})).status,
      (await ivan.post(`/v2/process-instances/${granted}/cancellation`, {})).status,
      (await ivan.post(`/v2/process-instances/${granted}/modification`, {})).status,
    ];
    const state = await olga.get<{ state: string }>(`/v2/process-instances/${granted}`);

    // Modifying needs a permission of its own (MODIFY_PROCESS_INSTANCE), which ivan does not hold.
    expect(answers).toEqual([403, 204, 403]);
    expect(state.body.state).toBe('TERMINATED');
  });

  it("should leave out the incidents of a called instance of another process from an instance's incidents", async () => {
    expect((await dave.deploy({ 'caller-work.bpmn': CALLER_WORK })).status).toBe(200);
    await grant('USER', 'ivan', 'caller-work', ['READ_PROCESS_INSTANCE']);
    const started = await dave.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'caller-work',
      variables: { candidates: [] },
    });
    const activated = await dave.post<{ jobs: { jobKey: string }[] }>('/v2/jobs/activation', { type: 'tenant-work', maxJobsToActivate: 10, timeout: 60_000 });
    expect(activated.body.jobs).toHaveLength(1);
    await dave.post(`/v2/jobs/${activated.body.jobs[0]?.jobKey}/failure`, { retries: 0, errorMessage: 'no luck' });
    const incidentsOf = (client: HttpClient) => client.post<Search>(`/v2/process-instances/${started.body.processInstanceKey}/incidents/search`, {});

    const [asIvan, asOlga] = [await incidentsOf(ivan), await incidentsOf(olga)];

    expect(processesOf(asOlga.body)).toEqual(['other-work']);
    expect(asIvan.status).toBe(200);
    expect(asIvan.body).toMatchObject({ items: [], page: { totalItems: 0 } });
  });
});
