import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./task-listeners.bpmn', import.meta.url));
const CANCELING_PATH = fileURLToPath(new URL('./task-listeners.canceling.bpmn', import.meta.url));

async function openTaskOf(camunda: Client, processInstanceKey: string) {
  const found = await camunda.searchUserTasks(input('searchUserTasks', { filter: { processInstanceKey } }), CONSISTENT);
  const [task] = found.items;
  if (!task) throw new Error(`no user task in ${processInstanceKey}`);
  return task;
}

const activate = (camunda: Client, type: string) =>
  camunda.activateJobs(input('activateJobs', { type, timeout: 60_000, maxJobsToActivate: 1, requestTimeout: 5_000 }));

/** Task listener jobs and global task listeners, driven by the official client (res:strict) as Camunda 8.8 and 8.9 define them. */
describe('task listeners with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PROCESS_PATH, CANCELING_PATH]);
  });
  afterAll(() => engine?.close());

  it('should answer a completion a listener denies with 409 and its reason, keep the task open, and complete it once the listener accepts with corrections', async () => {
    // given
    const { processInstanceKey } = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'listened-invoice' }));
    const task = await openTaskOf(camunda, processInstanceKey);
    const seen: string[] = [];
    let verdict: 'deny' | 'accept' = 'deny';
    const worker = camunda.createJobWorker({
      jobType: 'invoice-check',
      jobTimeoutMs: 30_000,
      pollTimeoutMs: 1_000,
      maxParallelJobs: 1,
      jobHandler: (job) => {
        seen.push(`${job.kind} ${job.listenerEventType} ${job.userTask?.action} ${job.userTask?.assignee} ${job.userTask?.userTaskKey === task.userTaskKey}`);
        return verdict === 'deny'
          ? job.complete({}, { type: 'userTask', denied: true, deniedReason: 'the invoice has no purchase order' })
          : job.complete({}, { type: 'userTask', corrections: { priority: 90, candidateGroups: ['audit'] } });
      },
    });
    try {
      // when the reviewer completes it, the listener denies
      const refusal = await refusalOf(camunda.completeUserTask(input('completeUserTask', { userTaskKey: task.userTaskKey, variables: { approved: true } })));

      // then Camunda's answer: 409 INVALID_STATE with the listener's reason; the task is open and still the reviewer's
      expect(refusal).toMatchObject({
        status: 409,
        title: 'INVALID_STATE',
        detail: `Completion of the User Task with key '${task.userTaskKey}' was denied by Task Listener. Reason to deny: 'the invoice has no purchase order'`,
      });
      expect(await openTaskOf(camunda, processInstanceKey)).toMatchObject({ state: 'CREATED', assignee: 'demo' });
      const denied = await camunda.searchJobs(input('searchJobs', { filter: { processInstanceKey, kind: 'TASK_LISTENER' } }), CONSISTENT);
      expect(denied.items.map((job) => [job.listenerEventType, job.state, job.isDenied, job.deniedReason])).toEqual([
        ['COMPLETING', 'COMPLETED', true, 'the invoice has no purchase order'],
      ]);

      // when the listener accepts the second completion, correcting the task
      verdict = 'accept';
      await camunda.completeUserTask(input('completeUserTask', { userTaskKey: task.userTaskKey, variables: { approved: true } }));

      // then the task completed with the corrections, and the instance went on
      expect(await openTaskOf(camunda, processInstanceKey)).toMatchObject({ state: 'COMPLETED', priority: 90, candidateGroups: ['audit'] });
      const instance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT);
      expect(instance.state).toBe('COMPLETED');
    } finally {
      worker.stop();
    }
    expect(seen).toEqual([`TASK_LISTENER COMPLETING complete demo true`, `TASK_LISTENER COMPLETING complete demo true`]);
  });

  it('should answer a repeat of a denied completion sent with the same Idempotency-Key with the same 409, asking no listener again', async () => {
    // given
    const { processInstanceKey } = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'listened-invoice' }));
    const task = await openTaskOf(camunda, processInstanceKey);
    const http = new HttpClient(engine.baseUrl);
    const complete = () =>
      http.request<{ title: string; detail: string }>(
        'POST',
        `/v2/user-tasks/${task.userTaskKey}/completion`,
        { variables: { approved: true } },
        {
          'Idempotency-Key': `deny-once-${processInstanceKey}`,
        },
      );
    const listenerJobs = async () =>
      (await camunda.searchJobs(input('searchJobs', { filter: { processInstanceKey, kind: 'TASK_LISTENER' } }), CONSISTENT)).items.length;

    // when the completion is sent and the listener denies it
    const first = complete();
    const [check] = (await activate(camunda, 'invoice-check')).jobs;
    await camunda.completeJob(input('completeJob', { jobKey: check?.jobKey, result: { type: 'userTask', denied: true, deniedReason: 'no purchase order' } }));
    const answered = await first;

    // then the same request again gets the same answer and runs nothing
    expect(answered).toMatchObject({ status: 409, body: { title: 'INVALID_STATE', detail: expect.stringContaining("Reason to deny: 'no purchase order'") } });
    const repeated = await complete();
    expect({ status: repeated.status, body: repeated.body }).toEqual({ status: answered.status, body: answered.body });
    expect(await listenerJobs()).toBe(1);
    expect(await openTaskOf(camunda, processInstanceKey)).toMatchObject({ state: 'CREATED' });
  });

  it('should create, read, search, update and delete global task listeners, and run one on every user task', async () => {
    // given
    const created = await camunda.createGlobalTaskListener(
      input('createGlobalTaskListener', { id: 'audit-all', type: 'global-audit', eventTypes: ['completing'], afterNonGlobal: true, priority: 10 }),
    );
    expect(created).toEqual({
      id: 'audit-all',
      type: 'global-audit',
      retries: 3,
      eventTypes: ['completing'],
      afterNonGlobal: true,
      priority: 10,
      source: 'API',
    });
    await camunda.createGlobalTaskListener(input('createGlobalTaskListener', { id: 'first', type: 'global-first', eventTypes: ['all'] }));
    expect(await refusalOf(camunda.createGlobalTaskListener(input('createGlobalTaskListener', { id: 'first', type: 'x', eventTypes: ['all'] })))).toMatchObject(
      {
        status: 409,
      },
    );

    // then
    expect(await camunda.getGlobalTaskListener(input('getGlobalTaskListener', { id: 'first' }), CONSISTENT)).toMatchObject({
      type: 'global-first',
      priority: 50,
    });
    const after = await camunda.searchGlobalTaskListeners(input('searchGlobalTaskListeners', { filter: { afterNonGlobal: true } }), CONSISTENT);
    expect(after.items.map((listener) => listener.id)).toEqual(['audit-all']);
    const completing = await camunda.searchGlobalTaskListeners(
      input('searchGlobalTaskListeners', { filter: { eventTypes: [{ $in: ['completing', 'all'] }] }, sort: [{ field: 'priority', order: 'DESC' }] }),
      CONSISTENT,
    );
    expect(completing.items.map((listener) => listener.id)).toEqual(['first', 'audit-all']);
    expect(await camunda.updateGlobalTaskListener(input('updateGlobalTaskListener', { id: 'first', eventTypes: ['completing'], retries: 1 }))).toMatchObject({
      id: 'first',
      eventTypes: ['completing'],
      retries: 1,
    });

    // when a task of the model completes, the global listeners run around the model's own
    const { processInstanceKey } = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'listened-invoice' }));
    const task = await openTaskOf(camunda, processInstanceKey);
    const order: string[] = [];
    const workers = ['global-first', 'invoice-check', 'global-audit'].map((jobType) =>
      camunda.createJobWorker({
        jobType,
        jobTimeoutMs: 30_000,
        pollTimeoutMs: 1_000,
        maxParallelJobs: 1,
        jobHandler: (job) => {
          order.push(`${job.type} ${job.retries}`);
          return job.complete();
        },
      }),
    );
    try {
      await camunda.completeUserTask(input('completeUserTask', { userTaskKey: task.userTaskKey }));
    } finally {
      for (const worker of workers) worker.stop();
    }
    expect(order).toEqual(['global-first 1', 'invoice-check 3', 'global-audit 3']);

    // when deleted, a listener is gone
    await camunda.deleteGlobalTaskListener(input('deleteGlobalTaskListener', { id: 'first' }));
    await camunda.deleteGlobalTaskListener(input('deleteGlobalTaskListener', { id: 'audit-all' }));
    expect(await refusalOf(camunda.getGlobalTaskListener(input('getGlobalTaskListener', { id: 'first' }), CONSISTENT))).toMatchObject({ status: 404 });
    const left = await camunda.searchGlobalTaskListeners(input('searchGlobalTaskListeners', {}), CONSISTENT);
    expect(left.items).toEqual([]);
  });

  it('should find a task its creating listener holds in state CREATING, by that state and not by CREATED, as Camunda does', async () => {
    // given
    const { processInstanceKey } = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'withdrawable-claim' }));
    const inState = async (state: 'CREATING' | 'CREATED') =>
      (await camunda.searchUserTasks(input('searchUserTasks', { filter: { processInstanceKey, state } }), CONSISTENT)).items.map((item) => item.state);

    // then
    expect((await openTaskOf(camunda, processInstanceKey)).state).toBe('CREATING');
    expect([await inState('CREATING'), await inState('CREATED')]).toEqual([['CREATING'], []]);

    // when the creating listener completes
    const [intake] = (await activate(camunda, 'claim-intake')).jobs;
    expect(intake).toMatchObject({ processInstanceKey, listenerEventType: 'CREATING' });
    await camunda.completeJob(input('completeJob', { jobKey: intake?.jobKey }));

    // then
    expect([await inState('CREATING'), await inState('CREATED')]).toEqual([[], ['CREATED']]);
    await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey }));
    const [withdrawn] = (await activate(camunda, 'claim-withdrawn')).jobs;
    await camunda.completeJob(input('completeJob', { jobKey: withdrawn?.jobKey }));
  });

  it("should hold an instance's cancellation for the canceling listeners (a global one, then the model's), refuse a denial as Camunda does, and terminate it once they completed", async () => {
    // given a global canceling listener and a task waiting for a person
    await camunda.createGlobalTaskListener(input('createGlobalTaskListener', { id: 'withdraw-all', type: 'global-withdrawn', eventTypes: ['canceling'] }));
    try {
      const { processInstanceKey } = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'withdrawable-claim' }));
      const [intake] = (await activate(camunda, 'claim-intake')).jobs;
      await camunda.completeJob(input('completeJob', { jobKey: intake?.jobKey }));
      const task = await openTaskOf(camunda, processInstanceKey);

      // when the instance is canceled
      await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey }));

      // then it is not over yet: the task is CANCELING and the global listener's job waits for a worker
      const [global] = (await activate(camunda, 'global-withdrawn')).jobs;
      expect(global).toMatchObject({ processInstanceKey, kind: 'TASK_LISTENER', listenerEventType: 'CANCELING', elementId: 'assess' });
      expect(global?.userTask?.userTaskKey).toBe(task.userTaskKey);
      expect(await openTaskOf(camunda, processInstanceKey)).toMatchObject({ state: 'CANCELING' });
      const canceling = await camunda.searchUserTasks(input('searchUserTasks', { filter: { processInstanceKey, state: 'CANCELING' } }), CONSISTENT);
      expect(canceling.items.map((item) => item.userTaskKey)).toEqual([task.userTaskKey]);
      expect((await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT)).state).toBe('ACTIVE');

      // when the listener denies, Camunda's 400 (a canceling listener cannot deny), and the job stays open
      const denial = await refusalOf(
        camunda.completeJob(input('completeJob', { jobKey: global?.jobKey, result: { type: 'userTask', denied: true, deniedReason: 'keep it' } })),
      );
      expect(denial).toMatchObject({ status: 400, detail: expect.stringContaining("Denying result is not supported for 'CANCELING' task listener jobs") });

      // when it accepts with a correction, the model's listener runs next and sees it
      await camunda.completeJob(input('completeJob', { jobKey: global?.jobKey, result: { type: 'userTask', corrections: { priority: 7 } } }));
      const [own] = (await activate(camunda, 'claim-withdrawn')).jobs;
      expect(own).toMatchObject({ listenerEventType: 'CANCELING', customHeaders: expect.objectContaining({ 'io.camunda.zeebe:priority': '7' }) });
      await camunda.completeJob(input('completeJob', { jobKey: own?.jobKey }));

      // then the task is canceled, corrected, and the instance terminated
      expect(await openTaskOf(camunda, processInstanceKey)).toMatchObject({ state: 'CANCELED', priority: 7 });
      expect((await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT)).state).toBe('TERMINATED');
      const jobs = await camunda.searchJobs(input('searchJobs', { filter: { processInstanceKey, listenerEventType: 'CANCELING' } }), CONSISTENT);
      expect(jobs.items.map((job) => [job.type, job.listenerEventType, job.state])).toEqual([
        ['global-withdrawn', 'CANCELING', 'COMPLETED'],
        ['claim-withdrawn', 'CANCELING', 'COMPLETED'],
      ]);
    } finally {
      await camunda.deleteGlobalTaskListener(input('deleteGlobalTaskListener', { id: 'withdraw-all' }));
    }
  });
});
