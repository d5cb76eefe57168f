import { describe, expect, it } from 'vitest';
import type { UserTaskJobResult } from '../model/runtime-command.js';
import { harnessForFixture } from '../testing/fixture-harness.js';
import type { InstanceHarness } from '../testing/runtime-harness.js';

const model = new URL('task-listener.canceling.bpmn', import.meta.url);
const scopes = new URL('task-listener.canceling.scopes.bpmn', import.meta.url);

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

function stateOf(harness: InstanceHarness, elementId: string) {
  return [...harness.state.elementInstances.values()].find((instance) => instance.elementId === elementId)?.state;
}

function trigger(harness: InstanceHarness, elementId: string): string[] {
  const subscription = [...harness.state.subscriptions.values()].find((candidate) => candidate.elementId === elementId);
  if (!subscription) throw new Error(`no subscription of ${elementId}`);
  return harness.send({ type: 'TriggerEvent', subscriptionKey: subscription.key, kind: subscription.kind, variables: { why: elementId }, messageKey: null });
}

async function waitingForReview(): Promise<InstanceHarness> {
  const harness = await harnessForFixture(model);
  harness.start();
  expect(task(harness)).toMatchObject({ state: 'CREATED', listening: null });
  return harness;
}

describe('canceling task listeners', () => {
  it("should hold the instance's cancellation until the task's canceling listeners completed, in order, each able to correct the task", async () => {
    // given
    const harness = await waitingForReview();

    // when
    const canceled = harness.send({ type: 'CancelProcessInstance' });

    // then the task's element and every scope around it wait in TERMINATING for the first listener
    expect(canceled).toEqual([
      'ElementTerminating withdrawal-process',
      'ElementTerminating case',
      'ElementTerminating review',
      'UserTaskListenersWaiting',
      'JobCreated review withdraw',
      'SubscriptionClosed',
      'ElementTerminating stop-signal',
      'SubscriptionClosed',
      'ElementTerminated stop-signal',
    ]);
    expect([stateOf(harness, 'review'), stateOf(harness, 'case'), harness.processInstanceState()]).toEqual(['TERMINATING', 'TERMINATING', 'TERMINATING']);
    expect(task(harness)).toMatchObject({ state: 'CREATED', listening: { eventType: 'canceling', index: 0 } });
    const withdraw = listenerJob(harness);
    expect(withdraw).toMatchObject({ kind: 'TASK_LISTENER', listenerEventType: 'CANCELING', type: 'withdraw' });
    // as in Zeebe, a cancellation is no caller's action: no action header
    expect(withdraw.customHeaders).toEqual({ 'io.camunda.zeebe:userTaskKey': task(harness).key, 'io.camunda.zeebe:priority': '40' });

    // when the first listener corrects the priority, the next one sees it
    expect(answer(harness, { corrections: { priority: 90 } })).toEqual(['JobCompleted', 'UserTaskListenersWaiting', 'JobCreated review notify']);
    expect(listenerJob(harness).customHeaders).toMatchObject({ 'io.camunda.zeebe:priority': '90' });

    // when the last one completes, the task is canceled with the corrections and the instance terminated
    expect(answer(harness)).toEqual([
      'JobCompleted',
      'UserTaskListenersPassed',
      'UserTaskCanceled',
      'ElementTerminated review',
      'ElementTerminated case',
      'ElementTerminated withdrawal-process',
    ]);
    expect(task(harness)).toMatchObject({ state: 'CANCELED', priority: 90, listening: null });
    expect(harness.processInstanceState()).toBe('TERMINATED');
  });

  it('should refuse a canceling listener that denies, as Zeebe does, and keep waiting for it', async () => {
    // given
    const harness = await waitingForReview();
    harness.send({ type: 'CancelProcessInstance' });
    const withdraw = listenerJob(harness);

    // then
    expect(() => answer(harness, { denied: true, deniedReason: 'keep it' })).toThrow(
      `rejected: Denying result is not supported for 'CANCELING' task listener jobs (job key '${withdraw.key}', type 'withdraw', processInstanceKey '1'). ` +
        'Only the following listener event types support denying: [ASSIGNING, COMPLETING, UPDATING].',
    );
    expect(listenerJob(harness).key).toBe(withdraw.key);
    expect(stateOf(harness, 'review')).toBe('TERMINATING');
    // the task takes no command meanwhile, naming Camunda's state
    expect(() => harness.send({ type: 'CompleteUserTask', userTaskKey: task(harness).key, expectedRevision: null, variables: {}, action: null })).toThrow(
      "but it is in state 'CANCELING'",
    );
  });

  it('should start an interrupting boundary event only once the canceling listeners inside its activity completed', async () => {
    // given
    const harness = await waitingForReview();

    // when the sub-process's boundary event happens
    const escalated = trigger(harness, 'escalated');

    // then the sub-process waits for the task's listeners, and the boundary event is not entered yet
    expect(escalated).toEqual(expect.arrayContaining(['ElementTerminating case', 'ElementTerminating review', 'JobCreated review withdraw']));
    expect(escalated).not.toContain('ElementActivating escalated');
    expect(stateOf(harness, 'case')).toBe('TERMINATING');

    answer(harness);
    const released = answer(harness);

    // then
    expect(released.slice(0, 5)).toEqual(['JobCompleted', 'UserTaskListenersPassed', 'UserTaskCanceled', 'ElementTerminated review', 'ElementTerminated case']);
    expect(released).toEqual(expect.arrayContaining(['ElementActivating escalated', 'ElementCompleted escalation-end']));
    expect(harness.variable('why')).toBe('escalated');
    // the other branch still waits for its message
    expect(harness.processInstanceState()).toBe('ACTIVATED');
  });

  it("should complete a terminate end event's scope only once the canceling listeners of the tokens it ended completed", async () => {
    // given
    const harness = await waitingForReview();

    // when the other branch reaches the terminate end event
    const stopped = trigger(harness, 'stop-signal');

    // then the process waits for the task's listeners
    expect(stopped).toEqual(expect.arrayContaining(['ElementCompleted stopped', 'ElementTerminating case', 'JobCreated review withdraw']));
    expect(stopped).not.toContain('ElementCompleting withdrawal-process');
    expect(harness.processInstanceState()).toBe('ACTIVATED');

    answer(harness);
    const released = answer(harness);

    // then
    expect(released.slice(-2)).toEqual(['ElementCompleting withdrawal-process', 'ElementCompleted withdrawal-process']);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should end an instance a modification leaves with nothing to run once the canceling listeners completed', async () => {
    // given
    const harness = await waitingForReview();
    const requestedBy = { actorId: 'operator', reason: null, operationReference: null, batchOperationKey: null };

    // when both branches are terminated
    const modified = harness.send({
      type: 'ModifyProcessInstance',
      activate: [],
      terminate: [{ elementId: 'case' }, { elementId: 'stop-signal' }],
      move: [],
      requestedBy,
    });

    // then the instance waits for the task's listeners before it ends
    expect(modified).toContain('ElementTerminated stop-signal');
    expect(modified).not.toContain('ElementTerminating withdrawal-process');
    expect(stateOf(harness, 'case')).toBe('TERMINATING');

    answer(harness);
    const released = answer(harness);

    // then
    expect(released.slice(-5)).toEqual([
      'ElementTerminated review',
      'ElementTerminated case',
      'TerminationFollowUpAwaited',
      'ElementTerminating withdrawal-process',
      'ElementTerminated withdrawal-process',
    ]);
    expect(harness.processInstanceState()).toBe('TERMINATED');
  });

  it('should raise an incident on the task when a canceling listener fails without retries, and run it again once resolved', async () => {
    // given
    const harness = await waitingForReview();
    harness.send({ type: 'CancelProcessInstance' });
    const withdraw = listenerJob(harness);

    // when
    const failed = harness.send({ type: 'FailJob', jobKey: withdraw.key, retries: 0, errorMessage: 'mail server down', retryBackOffMs: 0, variables: {} });

    // then
    expect(failed).toEqual(['JobFailed', 'IncidentCreated review JOB_NO_RETRIES']);
    const [incident] = harness.state.incidents.values();
    if (!incident) throw new Error('no incident');

    // when the retries are given back and the incident resolved, the same listener is asked again
    harness.send({ type: 'UpdateJob', jobKey: withdraw.key, retries: 1, timeoutMs: null });
    harness.send({ type: 'ResolveIncident', incidentKey: incident.key });
    expect(listenerJob(harness).type).toBe('withdraw');
    answer(harness);
    answer(harness);
    expect(harness.processInstanceState()).toBe('TERMINATED');
  });

  it('should complete a multi-instance body whose completion condition holds only once the canceling listeners of its other inner instances completed', async () => {
    // given two approvers' tasks
    const harness = await harnessForFixture(scopes);
    harness.start();
    const [ann] = [...harness.state.userTasks.values()];
    if (!ann) throw new Error('no task');

    // when one approves, the condition holds and the other task is canceled through its listener
    const approved = harness.send({ type: 'CompleteUserTask', userTaskKey: ann.key, expectedRevision: null, variables: {}, action: null });

    // then the body waits
    expect(approved).toEqual(expect.arrayContaining(['JobCreated approve withdraw', 'TerminationFollowUpAwaited']));
    expect(approved).not.toContain('ElementCompleted approve (body)');

    const released = answer(harness);

    // then
    expect(released).toEqual(
      expect.arrayContaining(['UserTaskCanceled', 'ElementTerminated approve', 'ElementCompleted approve (body)', 'ElementCompleted end']),
    );
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should start an interrupting event sub-process only once every canceling listener of the tokens it ended completed', async () => {
    // given
    const harness = await harnessForFixture(scopes);
    harness.start();

    // when the event sub-process's message arrives
    const aborted = trigger(harness, 'aborted');

    // then both tasks wait for their listeners, and the event sub-process is not entered yet
    expect(aborted.filter((event) => event === 'JobCreated approve withdraw')).toHaveLength(2);
    expect(aborted).not.toContain('ElementActivating abort-handling');

    // when the first listener completes, the other still holds it
    expect(answer(harness)).not.toContain('ElementActivating abort-handling');
    const released = answer(harness);

    // then
    expect(released).toEqual(expect.arrayContaining(['ElementTerminated approve (body)', 'ElementActivating abort-handling', 'ElementCompleted abort-end']));
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});
