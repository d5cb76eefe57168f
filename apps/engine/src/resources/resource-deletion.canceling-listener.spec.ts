import type { ActivatedJobResult, DeploymentResult, ProcessInstanceResult, SearchQueryResponse, UserTaskResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/** A review whose canceling task listener must answer before the task (and so its instance) ends. */
const HELD = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="h" targetNamespace="http://baton.dev/deletion">
  <bpmn:process id="held-deletion" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="start-to-review" sourceRef="start" targetRef="review" />
    <bpmn:userTask id="review">
      <bpmn:extensionElements>
        <zeebe:userTask />
        <zeebe:taskListeners><zeebe:taskListener eventType="canceling" type="withdraw-review" /></zeebe:taskListeners>
      </bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="review-to-end" sourceRef="review" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('deleting a process definition with its instances while a canceling task listener holds one', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  it('should delete it at once, keep the instance until its listener answers, then terminate it and cancel its task', async () => {
    // given an instance waiting at its review
    const deployed = await http.deploy<DeploymentResult>({ 'held-deletion.bpmn': HELD });
    const definitionKey = deployed.body.deployments[0]?.processDefinition?.processDefinitionKey ?? '';
    const started = await http.post<{ processInstanceKey: string }>('/v2/process-instances', { processDefinitionKey: definitionKey });
    const processInstanceKey = started.body.processInstanceKey;
    const tasks = async () =>
      (await http.post<SearchQueryResponse<UserTaskResult>>('/v2/user-tasks/search', { filter: { processInstanceKey } })).body.items.map((task) => task.state);
    await eventually(tasks, ['CREATED']);

    // when the definition is deleted with its running instances
    const deleted = await http.post(`/v2/resources/${definitionKey}/deletion`, { cancelRunningInstances: true });

    // then the definition is gone at once, while the instance waits for the task's canceling listener
    expect(deleted.status).toBe(200);
    expect((await http.get(`/v2/process-definitions/${definitionKey}`)).status).toBe(404);
    const instance = async () => (await http.get<ProcessInstanceResult>(`/v2/process-instances/${processInstanceKey}`)).body.state;
    expect(await instance()).toBe('ACTIVE');
    expect(await tasks()).toEqual(['CANCELING']);

    // when the listener's worker answers
    const activated = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'withdraw-review',
      worker: 'listener',
      timeout: 60_000,
      maxJobsToActivate: 5,
      requestTimeout: 5_000,
    });
    expect(activated.body.jobs.map((job) => `${job.processInstanceKey} ${job.kind} ${job.listenerEventType}`)).toEqual([
      `${processInstanceKey} TASK_LISTENER CANCELING`,
    ]);
    const completed = await http.post(`/v2/jobs/${activated.body.jobs[0]?.jobKey}/completion`, {});

    // then the instance of the deleted definition ends as any other would
    expect(completed.status).toBe(204);
    expect(await instance()).toBe('TERMINATED');
    expect(await tasks()).toEqual(['CANCELED']);
  });
});
