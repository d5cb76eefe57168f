import type { ExecutableUserTask } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { ProcessBuilder, feel, staticValue } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

const NO_ATTRIBUTES: ExecutableUserTask = {
  assignee: null,
  candidateGroups: null,
  candidateUsers: null,
  dueDate: null,
  followUpDate: null,
  priority: null,
  form: null,
};

const model = (userTaskHeaders: ExecutableUserTask) =>
  new ProcessBuilder()
    .element('start', 'START_EVENT')
    .element('review', 'USER_TASK', {
      job: { type: staticValue('io.camunda.zeebe:userTask'), retries: staticValue('3'), customHeaders: { queue: 'orders' }, userTaskHeaders },
    })
    .element('end', 'END_EVENT')
    .chain('start', 'review', 'end')
    .build();

describe('job-worker user task', () => {
  it('should open a job of type io.camunda.zeebe:userTask whose headers carry the evaluated attributes', () => {
    const harness = new InstanceHarness(
      model({
        assignee: feel('requester'),
        candidateGroups: staticValue('finance, managers'),
        candidateUsers: feel('["ann", "bob"]'),
        dueDate: staticValue('2026-12-24T12:00:00+01:00'),
        followUpDate: feel('date and time("2026-12-20T09:00:00@Europe/Berlin")'),
        priority: feel('amount / 100'),
        form: { kind: 'formKey', formKey: 'camunda-forms:bpmn:userTaskForm_1' },
      }),
    );

    const events = harness.start({ requester: 'carol', amount: 7000 });

    expect(events.slice(-4)).toEqual(['ElementActivating review', 'JobCreated review io.camunda.zeebe:userTask', 'UserTaskCreated', 'ElementActivated review']);
    const job = harness.state.jobs.get(harness.jobKeyOf('review'));
    const [task] = harness.state.userTasks.values();
    expect(task).toMatchObject({
      jobKey: job?.key,
      elementId: 'review',
      state: 'CREATED',
      assignee: 'carol',
      candidateGroups: ['finance', 'managers'],
      candidateUsers: ['ann', 'bob'],
      dueDate: '2026-12-24T11:00:00.000Z',
      priority: 70,
      embeddedFormId: 'userTaskForm_1',
      externalFormReference: null,
      customHeaders: { queue: 'orders' },
    });
    expect(job?.customHeaders).toEqual({
      queue: 'orders',
      'io.camunda.zeebe:assignee': 'carol',
      'io.camunda.zeebe:candidateGroups': '["finance","managers"]',
      'io.camunda.zeebe:candidateUsers': '["ann","bob"]',
      'io.camunda.zeebe:dueDate': '2026-12-24T12:00+01:00',
      'io.camunda.zeebe:followUpDate': '2026-12-20T09:00+01:00[Europe/Berlin]',
      'io.camunda.zeebe:priority': '70',
      'io.camunda.zeebe:formKey': 'camunda-forms:bpmn:userTaskForm_1',
    });
  });

  it('should write only the headers of the attributes the model sets', () => {
    const harness = new InstanceHarness(model(NO_ATTRIBUTES));
    harness.start();
    expect(harness.state.jobs.get(harness.jobKeyOf('review'))?.customHeaders).toEqual({ queue: 'orders' });
  });

  it('should complete the task and continue when the job completes', () => {
    const harness = new InstanceHarness(model(NO_ATTRIBUTES));
    harness.start();

    const events = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('review'), variables: { approved: true } });

    expect(events.slice(0, 5)).toEqual([
      'JobCompleted',
      'UserTaskCompleted',
      'ElementCompleting review',
      'VariableCreated approved=true',
      'ElementCompleted review',
    ]);
    expect([...harness.state.userTasks.values()].map((task) => task.state)).toEqual(['COMPLETED']);
    expect(harness.variable('approved')).toBe(true);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should complete the job and continue when a person completes the task, and refuse the task while its job has an incident', () => {
    const harness = new InstanceHarness(model({ ...NO_ATTRIBUTES, form: { kind: 'formKey', formKey: 'my-app:review' } }));
    harness.start();
    const jobKey = harness.jobKeyOf('review');
    const [task] = harness.state.userTasks.values();
    expect(task).toMatchObject({ externalFormReference: 'my-app:review', embeddedFormId: null });
    const complete = {
      type: 'CompleteUserTask',
      userTaskKey: task?.key as string,
      expectedRevision: null,
      variables: { approved: true },
      action: null,
    } as const;

    harness.send({ type: 'FailJob', jobKey, retries: 0, errorMessage: 'task app down', retryBackOffMs: 0, variables: {} });
    expect(() => harness.send(complete)).toThrow(`but its job '${jobKey}' is waiting for an incident to be resolved`);
    const [incident] = harness.state.incidents.values();
    harness.send({ type: 'UpdateJob', jobKey, retries: 1, timeoutMs: null });
    harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string });

    const events = harness.send(complete);

    expect(events.slice(0, 3)).toEqual(['JobCompleted', 'UserTaskCompleted', 'ElementCompleting review']);
    expect(harness.state.jobs.get(jobKey)?.state).toBe('COMPLETED');
    expect(harness.variable('approved')).toBe(true);
    expect(harness.processInstanceState()).toBe('COMPLETED');
    expect(() => harness.send({ type: 'CompleteJob', jobKey, variables: {} })).toThrow(/rejected/);
  });

  it('should raise an incident when an attribute expression fails, and open the job once it is resolved', () => {
    const harness = new InstanceHarness(model({ ...NO_ATTRIBUTES, assignee: feel('owner') }));

    const events = harness.start({ owner: 42 });

    expect(events.slice(-2)).toEqual(['ElementActivating review', 'IncidentCreated review EXTRACT_VALUE_ERROR']);
    expect(harness.state.jobs.size).toBe(0);
    const incident = [...harness.state.incidents.values()][0];
    expect(incident?.errorMessage).toBe("Expected the assignee of 'review' to be a string, but it was 42");

    const owner = harness.state.variables.get('1')?.get('owner');
    if (owner) owner.value = 'dora';
    const retried = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string });

    expect(retried).toEqual(['IncidentResolved', 'JobCreated review io.camunda.zeebe:userTask', 'UserTaskCreated', 'ElementActivated review']);
    expect(harness.state.jobs.get(harness.jobKeyOf('review'))?.customHeaders['io.camunda.zeebe:assignee']).toBe('dora');
  });

  it('should cancel the job and continue from an interrupting boundary timer, as on any job task', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('review', 'USER_TASK', {
        job: { type: staticValue('io.camunda.zeebe:userTask'), retries: staticValue('3'), customHeaders: {}, userTaskHeaders: NO_ATTRIBUTES },
        boundaryEventIds: ['late'],
      })
      .element('late', 'BOUNDARY_EVENT', {
        attachedToId: 'review',
        cancelActivity: true,
        eventDefinition: { kind: 'timer', timer: { type: 'duration', expression: staticValue('PT1H') } },
      })
      .element('done', 'END_EVENT')
      .element('escalated', 'END_EVENT')
      .chain('start', 'review', 'done')
      .chain('late', 'escalated')
      .build();
    const harness = new InstanceHarness(process);
    harness.start();
    const jobKey = harness.jobKeyOf('review');
    const [timer] = harness.state.subscriptions.values();

    const events = harness.send({ type: 'TriggerEvent', subscriptionKey: timer?.key as string, kind: 'timer', variables: {}, messageKey: null });

    expect(events.slice(0, 6)).toEqual([
      'EventTriggered',
      'ElementTerminating review',
      'JobCanceled',
      'UserTaskCanceled',
      'SubscriptionClosed',
      'ElementTerminated review',
    ]);
    expect(harness.state.jobs.get(jobKey)?.state).toBe('CANCELED');
    expect(events).toContain('ElementCompleted escalated');
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should cancel the job when the instance is canceled', () => {
    const harness = new InstanceHarness(model(NO_ATTRIBUTES));
    harness.start();
    const jobKey = harness.jobKeyOf('review');

    harness.send({ type: 'CancelProcessInstance' });

    expect(harness.state.jobs.get(jobKey)?.state).toBe('CANCELED');
    expect([...harness.state.userTasks.values()].map((task) => task.state)).toEqual(['CANCELED']);
  });
});
