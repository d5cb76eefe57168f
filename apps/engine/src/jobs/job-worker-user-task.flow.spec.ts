import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  DeploymentResult,
  FormResult,
  IncidentResult,
  ProcessInstanceResult,
  UserTaskResult,
} from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS = readFileSync(new URL('./job-worker-user-task.bpmn', import.meta.url), 'utf8');
const REVIEW_FORM = readFileSync(new URL('../user-tasks/review-form.form', import.meta.url), 'utf8');

describe('job-worker user task over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('should deploy a user task without zeebe:userTask, hand its job to a worker with the task headers, and continue on completion', async () => {
    // given
    const deployed = await http.deploy<DeploymentResult>({ 'job-worker-user-task.bpmn': PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'job-worker-user-task',
      variables: { requester: 'carol' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const processInstanceKey = started.body.processInstanceKey;

    // when a task app activates the user task jobs
    const activated = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'io.camunda.zeebe:userTask',
      worker: 'tasklist',
      timeout: 60_000,
      maxJobsToActivate: 5,
      requestTimeout: -1,
    });

    // then
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const [job] = activated.body.jobs;
    expect(job).toMatchObject({ processInstanceKey, elementId: 'approve', type: 'io.camunda.zeebe:userTask', variables: { requester: 'carol' } });
    expect(job?.customHeaders).toEqual({
      'io.camunda.zeebe:assignee': 'carol',
      'io.camunda.zeebe:candidateGroups': '["finance","managers"]',
      'io.camunda.zeebe:dueDate': '2030-04-01T17:00Z',
      'io.camunda.zeebe:formKey': 'camunda-forms:bpmn:userTaskForm_1',
    });
    const tasks = await http.post<{ items: UserTaskResult[] }>('/v2/user-tasks/search', { filter: { processInstanceKey } });
    expect(tasks.body.items).toMatchObject([{ elementId: 'approve', state: 'CREATED', assignee: 'carol', candidateGroups: ['finance', 'managers'] }]);

    // when the task app completes the job
    const completed = await http.post(`/v2/jobs/${job!.jobKey}/completion`, { variables: { approved: true } });

    // then
    expect(completed.status, JSON.stringify(completed.body)).toBe(204);
    const instance = await http.get<ProcessInstanceResult>(`/v2/process-instances/${processInstanceKey}`);
    expect(instance.body.state).toBe('COMPLETED');
    const ended = await http.get<UserTaskResult>(`/v2/user-tasks/${tasks.body.items[0]?.userTaskKey}`);
    expect(ended.body.state).toBe('COMPLETED');
  });

  it('should offer a job-worker user task as a user task with its embedded form, and complete its job when a person completes it', async () => {
    // given
    const deployed = await http.deploy<DeploymentResult>({ 'job-worker-user-task.bpmn': PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'job-worker-user-task',
      variables: { requester: 'dora' },
    });
    const processInstanceKey = started.body.processInstanceKey;
    const tasks = await http.post<{ items: UserTaskResult[] }>('/v2/user-tasks/search', { filter: { processInstanceKey } });
    const [task] = tasks.body.items;
    if (!task) expect.fail('the job-worker user task is not offered as a user task');

    // when
    const form = await http.get<FormResult>(`/v2/user-tasks/${task.userTaskKey}/form`);
    const completed = await http.post(`/v2/user-tasks/${task.userTaskKey}/completion`, { variables: { approved: false } });

    // then
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ formId: 'userTaskForm_1', formKey: task.processDefinitionKey, version: task.processDefinitionVersion });
    expect(JSON.parse(form.body.schema)).toMatchObject({ components: [{ key: 'approved', type: 'checkbox' }] });
    expect(completed.status, JSON.stringify(completed.body)).toBe(204);
    const instance = await http.get<ProcessInstanceResult>(`/v2/process-instances/${processInstanceKey}`);
    expect(instance.body.state).toBe('COMPLETED');
    const jobs = await http.post<{ items: { state: string }[] }>('/v2/jobs/search', { filter: { processInstanceKey } });
    expect(jobs.body.items.map((job) => job.state)).toEqual(['COMPLETED']);
    const variables = await http.post<{ items: { name: string; value: string }[] }>('/v2/variables/search', {
      filter: { processInstanceKey, name: 'approved' },
    });
    expect(variables.body.items.map((variable) => variable.value)).toEqual(['false']);
  });

  it('should resolve the deployed form a job-worker user task links, as for a Camunda user task', async () => {
    // given the task linking the form deployed with it instead of embedding one
    const linked = PROCESS.replace('formKey="camunda-forms:bpmn:userTaskForm_1"', 'formId="review-form" bindingType="deployment"').replaceAll(
      'job-worker-user-task',
      'job-worker-linked-form',
    );
    const deployed = await http.deploy<DeploymentResult>({ 'linked.bpmn': linked, 'review-form.form': REVIEW_FORM });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'job-worker-linked-form',
      variables: { requester: 'erin' },
    });
    const tasks = await http.post<{ items: UserTaskResult[] }>('/v2/user-tasks/search', { filter: { processInstanceKey: started.body.processInstanceKey } });
    const [task] = tasks.body.items;

    // when
    const form = await http.get<FormResult>(`/v2/user-tasks/${task?.userTaskKey}/form`);

    // then
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ formId: 'review-form', version: 1 });
    expect(task?.formKey).toBe(form.body.formKey);
  });

  it('should raise an incident when the assignee expression fails, and open no job', async () => {
    // given: the same task, whose assignee evaluates to a number
    const deployed = await http.deploy<DeploymentResult>({ 'job-worker-user-task.bpmn': PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);

    // when
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'job-worker-user-task',
      variables: { requester: 42 },
    });

    // then
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const processInstanceKey = started.body.processInstanceKey;
    const incidents = await http.post<{ items: IncidentResult[] }>('/v2/incidents/search', { filter: { processInstanceKey, state: 'ACTIVE' } });
    expect(incidents.body.items).toMatchObject([
      { elementId: 'approve', errorType: 'EXTRACT_VALUE_ERROR', errorMessage: "Expected the assignee of 'approve' to be a string, but it was 42" },
    ]);
    const jobs = await http.post<{ items: unknown[] }>('/v2/jobs/search', { filter: { processInstanceKey } });
    expect(jobs.body.items).toEqual([]);
  });

  it('should refuse at deploy an embedded form key that names no zeebe:userTaskForm, naming the element', async () => {
    const broken = PROCESS.replace('camunda-forms:bpmn:userTaskForm_1', 'camunda-forms:bpmn:missing');

    const deployed = await http.deploy<{ detail: string }>({ 'broken.bpmn': broken });

    expect(deployed.status).toBe(400);
    expect(deployed.body.detail).toContain("zeebe:formDefinition formKey 'camunda-forms:bpmn:missing' names no zeebe:userTaskForm with id 'missing'");
    expect(deployed.body.detail).toContain('approve');
  });
});
