import { describe, expect, it } from 'vitest';
import type { UserTaskJobResult } from '../model/runtime-command.js';
import { harnessForFixture } from '../testing/fixture-harness.js';
import type { InstanceHarness } from '../testing/runtime-harness.js';

const model = new URL('task-listener.task.bpmn', import.meta.url);

/** The open task listener job, as a worker sees it. */
function listenerJob(harness: InstanceHarness) {
  const job = [...harness.state.jobs.values()].find((candidate) => candidate.kind === 'TASK_LISTENER' && candidate.state === 'ACTIVATABLE');
  if (!job) throw new Error('no open task listener job');
  return job;
}

function task(harness: InstanceHarness) {
  const [userTask] = harness.state.userTasks.values();
  if (!userTask) throw new Error('no user task');
  return userTask;
}

function answer(harness: InstanceHarness, result?: Partial<UserTaskJobResult>): string[] {
  const full = result ? { type: 'userTask' as const, denied: false, deniedReason: null, corrections: {}, ...result } : undefined;
  return harness.send({ type: 'CompleteJob', jobKey: listenerJob(harness).key, variables: {}, ...(full ? { result: full } : {}) });
}

/** A started instance whose task has passed its creating and assigning listeners: alice works on it. */
async function assignedTask(): Promise<InstanceHarness> {
  const harness = await harnessForFixture(model);
  harness.start({ amount: 120 });
  answer(harness);
  answer(harness);
  return harness;
}

function completeTask(harness: InstanceHarness, variables = {}): string[] {
  return harness.send({ type: 'CompleteUserTask', userTaskKey: task(harness).key, expectedRevision: null, variables, action: null });
}

describe('task listeners', () => {
  it('should run the creating listeners when the task is created, then give the model assignee through the assigning listeners', async () => {
    // given
    const harness = await harnessForFixture(model);

    // when
    const started = harness.start({ amount: 120 });

    // then the task exists, unassigned, and waits for its creating listener
    expect(started.slice(-4)).toEqual(['UserTaskCreated', 'ElementActivated review', 'UserTaskListenersWaiting', 'JobCreated review route']);
    expect(task(harness)).toMatchObject({ state: 'CREATED', assignee: null, listening: { eventType: 'creating', index: 0 } });
    const creating = listenerJob(harness);
    expect(creating).toMatchObject({ kind: 'TASK_LISTENER', listenerEventType: 'CREATING', type: 'route', retries: 3 });
    expect(creating.customHeaders).toEqual({ team: 'finance', 'io.camunda.zeebe:userTaskKey': task(harness).key, 'io.camunda.zeebe:priority': '50' });

    // when the creating listener completes, the model's assignee goes through the assigning listener
    expect(answer(harness)).toEqual(['JobCompleted', 'UserTaskListenersPassed', 'UserTaskListenersWaiting', 'JobCreated review notify']);
    expect(listenerJob(harness)).toMatchObject({ listenerEventType: 'ASSIGNING' });
    expect(listenerJob(harness).customHeaders).toMatchObject({
      'io.camunda.zeebe:action': 'assign',
      'io.camunda.zeebe:assignee': 'alice',
      'io.camunda.zeebe:changedAttributes': '["assignee"]',
    });
    expect(task(harness).assignee).toBeNull();

    // when the assigning listener completes, alice has the task
    expect(answer(harness)).toEqual(['JobCompleted', 'UserTaskListenersPassed', 'UserTaskAssigned']);
    expect(task(harness)).toMatchObject({ assignee: 'alice', listening: null });
  });

  it('should refuse other commands on a task while its listeners hold a transition, naming the state as Camunda does', async () => {
    // given
    const harness = await assignedTask();
    completeTask(harness, { approved: true });

    // then
    expect(() =>
      harness.send({ type: 'AssignUserTask', userTaskKey: task(harness).key, expectedRevision: null, assignee: 'bob', allowOverride: true }),
    ).toThrow(
      `rejected: Expected to assign user task with key '${task(harness).key}', but it is in state 'COMPLETING': its task listeners have not answered yet`,
    );
  });

  it('should run the completing listeners in order, each seeing the corrections before it, and complete the task with them', async () => {
    // given
    const harness = await assignedTask();

    // when the reviewer completes the task, the first completing listener holds the completion
    expect(completeTask(harness, { approved: true })).toEqual(['UserTaskListenersWaiting', 'JobCreated review check']);
    expect(listenerJob(harness)).toMatchObject({ listenerEventType: 'COMPLETING', retries: 1 });
    expect(listenerJob(harness).customHeaders['io.camunda.zeebe:action']).toBe('complete');

    // when it corrects the priority and the candidate groups, the next listener sees them
    expect(answer(harness, { corrections: { priority: 80, candidateGroups: ['finance'], assignee: null } })).toEqual([
      'JobCompleted',
      'UserTaskListenersWaiting',
      'JobCreated review archive',
    ]);
    expect(listenerJob(harness).customHeaders).toMatchObject({
      'io.camunda.zeebe:priority': '80',
      'io.camunda.zeebe:candidateGroups': '["finance"]',
      'io.camunda.zeebe:assignee': 'alice',
      'io.camunda.zeebe:changedAttributes': '["candidateGroups","priority"]',
    });

    // when the last one completes, the corrections apply and the task completes with the reviewer's variables
    const events = answer(harness, { corrections: { dueDate: '2026-12-24T12:00:00+01:00' } });
    expect(events.slice(0, 4)).toEqual(['JobCompleted', 'UserTaskListenersPassed', 'UserTaskCompleted', 'ElementCompleting review']);
    expect(task(harness)).toMatchObject({ state: 'COMPLETED', priority: 80, candidateGroups: ['finance'], dueDate: '2026-12-24T11:00:00.000Z' });
    expect(harness.variable('approved')).toBe(true);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should leave the task open and assigned, with the reason, when a completing listener denies the completion', async () => {
    // given
    const harness = await assignedTask();
    completeTask(harness, { approved: true });
    const check = listenerJob(harness);

    // when
    const events = answer(harness, { denied: true, deniedReason: 'the invoice has no purchase order' });

    // then the completion is dropped: the later listener never runs, nothing the reviewer sent is kept
    expect(events).toEqual(['JobCompleted', 'UserTaskTransitionDenied completing']);
    expect(task(harness)).toMatchObject({
      state: 'CREATED',
      assignee: 'alice',
      priority: 50,
      listening: null,
      deniedReason: 'the invoice has no purchase order',
    });
    expect(harness.state.jobs.get(check.key)).toMatchObject({ state: 'COMPLETED', isDenied: true, deniedReason: 'the invoice has no purchase order' });
    expect(harness.variable('approved')).toBeUndefined();

    // when the reviewer completes again, the listeners run again from the first, and a passing completion clears the reason
    expect(completeTask(harness, { approved: true })).toEqual(['UserTaskListenersWaiting', 'JobCreated review check']);
    answer(harness);
    answer(harness);
    expect(task(harness)).toMatchObject({ state: 'COMPLETED', deniedReason: null });
  });

  it('should hold an update, a claim and an unassignment for their listeners, each changing only what no listener corrected', async () => {
    // given
    const harness = await assignedTask();

    // when
    expect(
      harness.send({ type: 'UpdateUserTask', userTaskKey: task(harness).key, expectedRevision: null, changes: { priority: 10, candidateUsers: ['bob'] } }),
    ).toEqual(['UserTaskListenersWaiting', 'JobCreated review audit']);
    expect(listenerJob(harness).customHeaders).toMatchObject({
      'io.camunda.zeebe:action': 'update',
      'io.camunda.zeebe:changedAttributes': '["candidateUsers","priority"]',
      'io.camunda.zeebe:priority': '10',
    });
    expect(answer(harness, { corrections: { priority: 30 } })).toEqual(['JobCompleted', 'UserTaskListenersPassed', 'UserTaskUpdated']);

    // then
    expect(task(harness)).toMatchObject({ priority: 30, candidateUsers: ['bob'] });

    // when an assigning listener denies an unassignment, alice keeps the task
    harness.send({ type: 'AssignUserTask', userTaskKey: task(harness).key, expectedRevision: null, assignee: 'bob', allowOverride: true, action: 'claim' });
    expect(listenerJob(harness).customHeaders).toMatchObject({ 'io.camunda.zeebe:action': 'claim', 'io.camunda.zeebe:assignee': 'bob' });
    answer(harness, { corrections: { assignee: 'alice' } });
    expect(task(harness).assignee).toBe('alice');
    harness.send({ type: 'UnassignUserTask', userTaskKey: task(harness).key, expectedRevision: null });
    expect(listenerJob(harness).customHeaders).toMatchObject({ 'io.camunda.zeebe:action': 'unassign' });
    expect(listenerJob(harness).customHeaders['io.camunda.zeebe:assignee']).toBeUndefined();
    answer(harness, { denied: true, deniedReason: 'someone must own it' });
    expect(task(harness)).toMatchObject({ assignee: 'alice', deniedReason: 'someone must own it' });
  });

  it('should stop at an incident when a listener fails without retries, and run that listener again when it is resolved', async () => {
    // given
    const harness = await assignedTask();
    completeTask(harness);
    const check = listenerJob(harness);

    // when
    expect(harness.send({ type: 'FailJob', jobKey: check.key, retries: 0, errorMessage: 'archive is down', retryBackOffMs: 0, variables: {} })).toEqual([
      'JobFailed',
      'IncidentCreated review JOB_NO_RETRIES',
    ]);
    const [incident] = harness.state.incidents.values();
    expect(incident).toMatchObject({ elementId: 'review', jobKey: check.key });
    expect(task(harness).listening).toMatchObject({ eventType: 'completing', index: 0 });

    // when the retries are raised and the incident resolved, the same listener job is offered again and the completion goes on
    harness.send({ type: 'UpdateJob', jobKey: check.key, retries: 1, timeoutMs: null });
    harness.send({ type: 'ResolveIncident', incidentKey: incident?.key ?? '' });
    expect(listenerJob(harness).key).toBe(check.key);
    answer(harness);
    answer(harness);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should withdraw the open listener job when the task is terminated while a transition waits', async () => {
    // given
    const harness = await assignedTask();
    completeTask(harness);
    const check = listenerJob(harness);

    // when
    const events = harness.send({ type: 'CancelProcessInstance' });

    // then
    expect(events).toContain('JobCanceled');
    expect(events).toContain('UserTaskCanceled');
    expect(harness.state.jobs.get(check.key)?.state).toBe('CANCELED');
    expect(task(harness).state).toBe('CANCELED');
  });

  it('should run global task listeners before the model ones by priority, and those marked afterNonGlobal after them', async () => {
    // given
    const harness = await assignedTask();
    const global = (id: string, priority: number, afterNonGlobal: boolean, eventTypes: string[]) => ({
      id,
      type: id,
      retries: 2,
      eventTypes,
      afterNonGlobal,
      priority,
    });
    harness.ports.globalTaskListeners = [
      global('audit-after', 0, true, ['completing']),
      global('low', 1, false, ['all']),
      global('high', 5, false, ['completing']),
      global('assign-only', 9, false, ['assigning']),
    ];

    // when
    completeTask(harness);
    const order: string[] = [];
    while (task(harness).state === 'CREATED') {
      order.push(listenerJob(harness).type);
      answer(harness);
    }

    // then
    expect(order).toEqual(['high', 'low', 'check', 'archive', 'audit-after']);
  });

  it('should refuse what a task listener cannot answer: variables, and a creating listener denying the task', async () => {
    // given
    const harness = await harnessForFixture(model);
    harness.start();
    const creating = listenerJob(harness);

    // then
    expect(() => harness.send({ type: 'CompleteJob', jobKey: creating.key, variables: { x: 1 } })).toThrow(/without variables/);
    expect(() => answer(harness, { denied: true })).toThrow(
      `rejected: Denying result is not supported for 'CREATING' task listener jobs (job key '${creating.key}', type 'route', processInstanceKey '1'). ` +
        'Only the following listener event types support denying: [ASSIGNING, COMPLETING, UPDATING].',
    );
    expect(() => answer(harness, { corrections: { dueDate: 'tomorrow' } })).toThrow(/corrected dueDate to be an ISO 8601 date-time/);
  });

  it('should refuse a denial that also corrects the task, as Zeebe does: the denial would revert the corrections', async () => {
    // given
    const harness = await assignedTask();
    completeTask(harness, { approved: true });
    const check = listenerJob(harness);

    // then
    expect(() => answer(harness, { denied: true, deniedReason: 'no', corrections: { priority: 1 } })).toThrow(
      `rejected: Expected to complete task listener job with corrections, but the job result is denied (job key '${check.key}', type 'check', ` +
        "processInstanceKey '1'). The corrections would be reverted by the denial.",
    );
    expect(listenerJob(harness).key).toBe(check.key);
  });
});
