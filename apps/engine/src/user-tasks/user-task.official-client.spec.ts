import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createCamundaClient from '@camunda8/orchestration-cluster-api';
import { type CamundaClient as Client, CONSISTENT, clientInput, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./review-process.bpmn', import.meta.url));
const FORM_PATH = fileURLToPath(new URL('./review-form.form', import.meta.url));
const FORM_LINKS_PATH = fileURLToPath(new URL('./form-links.bpmn', import.meta.url));

const input = clientInput;

/** The official Camunda client, validating every response strictly, working a user task through its life. */
describe('user tasks with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  it('should deploy a process with its form, then search, read, assign, update and complete the task', async () => {
    // given
    const deployment = await camunda.deployResourcesFromFiles([PROCESS_PATH, FORM_PATH]);
    expect(deployment.forms.map((form) => [form.formId, form.version])).toEqual([['review-form', 1]]);
    const instance = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'review-process', variables: { requester: 'alice', amount: 20, dueDate: '2030-02-01T10:00:00Z' } }),
    );

    // when
    const found = await camunda.searchUserTasks(
      input('searchUserTasks', {
        filter: { processInstanceKey: instance.processInstanceKey, candidateGroup: 'finance', state: 'CREATED' },
        sort: [{ field: 'creationDate' }],
      }),
      CONSISTENT,
    );
    const [task] = found.items;
    const userTaskKey = task?.userTaskKey;
    const form = await camunda.getUserTaskForm(input('getUserTaskForm', { userTaskKey }), CONSISTENT);
    await camunda.assignUserTask(input('assignUserTask', { userTaskKey, assignee: 'bob', allowOverride: true }));
    await camunda.updateUserTask(input('updateUserTask', { userTaskKey, changeset: { priority: 90, candidateUsers: ['carol'] }, action: 'escalate' }));
    const assigned = await camunda.getUserTask(input('getUserTask', { userTaskKey }), CONSISTENT);
    const variables = await camunda.searchUserTaskVariables(input('searchUserTaskVariables', { userTaskKey, filter: { name: 'requester' } }), CONSISTENT);
    const effective = await camunda.searchUserTaskEffectiveVariables(input('searchUserTaskEffectiveVariables', { userTaskKey }), CONSISTENT);
    await camunda.unassignUserTask(input('unassignUserTask', { userTaskKey }));
    await camunda.completeUserTask(input('completeUserTask', { userTaskKey, variables: { approved: true, comment: 'ok' }, action: 'complete' }));

    // then
    expect(found.page.totalItems).toBe(1);
    expect(task).toMatchObject({ elementId: 'review', assignee: 'alice', priority: 40, processDefinitionVersion: 1, formKey: deployment.forms[0]?.formKey });
    expect(form).toMatchObject({ formId: 'review-form', version: 1, formKey: deployment.forms[0]?.formKey });
    expect(JSON.parse(form?.schema ?? '{}')).toMatchObject({ id: 'review-form' });
    expect(readFileSync(FORM_PATH, 'utf8')).toBe(form?.schema);
    expect(assigned).toMatchObject({ assignee: 'bob', priority: 90, candidateUsers: ['carol'], state: 'CREATED' });
    expect(variables.items.map((item) => [item.name, item.value])).toEqual([['requester', '"alice"']]);
    expect(effective.items.map((item) => item.name).sort()).toEqual(['amount', 'dueDate', 'note', 'requester']);
    const completed = await camunda.getUserTask(input('getUserTask', { userTaskKey }), CONSISTENT);
    expect(completed).toMatchObject({ state: 'COMPLETED', assignee: null });
    const processInstance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: instance.processInstanceKey }), CONSISTENT);
    expect(processInstance.state).toBe('COMPLETED');
  });

  it('should answer the form of a task without a linked form with 204 (no content)', async () => {
    // given
    await camunda.deployResourcesFromFiles([FORM_LINKS_PATH]);
    const instance = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'form-links', variables: { requester: 'dana' } }),
    );
    const found = await camunda.searchUserTasks(
      input('searchUserTasks', { filter: { processInstanceKey: instance.processInstanceKey, elementId: 'external' } }),
      CONSISTENT,
    );
    const userTaskKey = found.items[0]?.userTaskKey;
    // The client turns any 204 body into null (no Content-Type), which its own zGetUserTaskFormResponse
    // (FormResult | void) refuses; Camunda's 204 meets the same fate, so only a lenient client can take it.
    const lenient = createCamundaClient({
      config: {
        CAMUNDA_REST_ADDRESS: `${engine.baseUrl}/v2`,
        CAMUNDA_AUTH_STRATEGY: 'NONE',
        CAMUNDA_SDK_VALIDATION: 'req:strict,res:none',
        CAMUNDA_SDK_LOG_LEVEL: 'error',
      },
    });

    // when
    const form = await lenient.getUserTaskForm(input('getUserTaskForm', { userTaskKey }), CONSISTENT);

    // then
    expect(found.items[0]).toMatchObject({ externalFormReference: 'https://forms.example/dana', formKey: null });
    expect(form ?? null).toBeNull();
  });
});
