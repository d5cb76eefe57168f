import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./task-listeners.bpmn', import.meta.url));

async function openTaskOf(camunda: Client, processInstanceKey: string) {
  const found = await camunda.searchUserTasks(input('searchUserTasks', { filter: { processInstanceKey } }), CONSISTENT);
  const [task] = found.items;
  if (!task) throw new Error(`no user task in ${processInstanceKey}`);
  return task;
}

/** Task listener jobs and global task listeners, driven by the official client (res:strict) as Camunda 8.8 and 8.9 define them. */
describe('task listeners with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
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

  it("should refuse a global listener for 'canceling', which Baton cannot run yet, naming the field", async () => {
    const refusal = await refusalOf(
      camunda.createGlobalTaskListener(input('createGlobalTaskListener', { id: 'withdraw', type: 'withdraw', eventTypes: ['canceling'] })),
    );
    expect(refusal).toMatchObject({ status: 400 });
    expect(refusal?.detail).toContain("'eventTypes' may not name 'canceling'");
  });
});
