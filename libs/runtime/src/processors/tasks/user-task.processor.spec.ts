import { describe, expect, it } from 'vitest';
import { ProcessBuilder, feel, mapping, staticValue } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

const model = () =>
  new ProcessBuilder()
    .element('start', 'START_EVENT')
    .element('review', 'USER_TASK', {
      userTask: {
        assignee: feel('requester'),
        candidateGroups: staticValue('finance, managers'),
        candidateUsers: feel('["ann", "bob"]'),
        dueDate: staticValue('2026-12-24T12:00:00+01:00'),
        followUpDate: null,
        priority: feel('if amount > 1000 then 80 else 20'),
        form: { kind: 'formId', formId: 'review-form', bindingType: 'latest', versionTag: null },
      },
      outputMappings: [mapping('approved', 'approved')],
    })
    .element('end', 'END_EVENT')
    .chain('start', 'review', 'end')
    .build();

describe('user task', () => {
  it('should create the task with its assignment, schedule, priority and form evaluated', () => {
    const harness = new InstanceHarness(model());
    const events = harness.start({ requester: 'carol', amount: 5000 });
    expect(events.slice(-3)).toEqual(['ElementActivating review', 'UserTaskCreated', 'ElementActivated review']);
    const [task] = harness.state.userTasks.values();
    expect(task).toMatchObject({
      assignee: 'carol',
      candidateGroups: ['finance', 'managers'],
      candidateUsers: ['ann', 'bob'],
      dueDate: '2026-12-24T11:00:00.000Z',
      priority: 80,
      formId: 'review-form',
      state: 'CREATED',
      revision: 1,
    });
  });

  it('should complete with the reviewer variables through the output mappings', () => {
    const harness = new InstanceHarness(model());
    harness.start({ requester: 'carol', amount: 1 });
    const [task] = harness.state.userTasks.values();
    const events = harness.send({
      type: 'CompleteUserTask',
      userTaskKey: task?.key as string,
      variables: { approved: true, note: 'ok' },
      action: 'complete',
      expectedRevision: 1,
    });
    expect(events.slice(0, 2)).toEqual(['UserTaskCompleted', 'ElementCompleting review']);
    expect(harness.variable('approved')).toBe(true);
    expect(harness.processInstanceState()).toBe('COMPLETED');
    expect(() => harness.send({ type: 'CompleteUserTask', userTaskKey: task?.key as string, variables: {}, action: null, expectedRevision: null })).toThrow(
      /it is completed/,
    );
  });

  it('should refuse a stale revision and move the revision on assignment and on variable changes it can see', () => {
    const harness = new InstanceHarness(model());
    harness.start({ requester: 'carol', amount: 1 });
    const [task] = harness.state.userTasks.values();
    const key = task?.key as string;
    harness.send({ type: 'AssignUserTask', userTaskKey: key, assignee: 'dave', allowOverride: true, expectedRevision: 1 });
    expect(harness.state.userTasks.get(key)?.revision).toBe(2);
    expect(() => harness.send({ type: 'CompleteUserTask', userTaskKey: key, variables: {}, action: null, expectedRevision: 1 })).toThrow(
      /changed since revision 1/,
    );
    expect(() => harness.send({ type: 'AssignUserTask', userTaskKey: key, assignee: 'erin', allowOverride: false, expectedRevision: null })).toThrow(
      /already assigned to 'dave'/,
    );
  });

  it('should cancel the task when the instance is cancelled', () => {
    const harness = new InstanceHarness(model());
    harness.start({ requester: 'carol', amount: 1 });
    expect(harness.send({ type: 'CancelProcessInstance' })).toContain('UserTaskCanceled');
    expect([...harness.state.userTasks.values()][0]?.state).toBe('CANCELED');
  });
});
