import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import type { InstanceHarness } from '../../testing/runtime-harness.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

/** The events of passing through a flow node that has no work of its own. */
function passes(id: string): string[] {
  return [`ElementActivating ${id}`, `ElementActivated ${id}`, `ElementCompleting ${id}`, `ElementCompleted ${id}`];
}

const START = ['ElementActivating P', 'ElementActivated P', ...passes('start')];
const END = [...passes('end'), 'ElementCompleting P', 'ElementCompleted P'];

/** The body's counters as it creates them. */
function countersCreated(instances: number, active: number): string[] {
  return [
    `VariableCreated numberOfInstances=${instances}`,
    `VariableCreated numberOfActiveInstances=${active}`,
    'VariableCreated numberOfCompletedInstances=0',
    'VariableCreated numberOfTerminatedInstances=0',
  ];
}

/** The body of `each` completes and the process leaves along its flow to the end. */
const BODY_LEAVES = ['ElementCompleting each (body)', 'ElementCompleted each (body)', 'SequenceFlowTaken each-end', ...END];

/** The body of `each` and its two inner instances (each with an open job) end, the inner ones first. */
const BODY_TERMINATES = [
  'ElementTerminating each (body)',
  'ElementTerminating each',
  'JobCanceled',
  'ElementTerminated each',
  'ElementTerminating each',
  'JobCanceled',
  'ElementTerminated each',
  'SubscriptionClosed',
  'ElementTerminated each (body)',
];

/** The body's counters as variables, right after it started `instances` inner instances. */
function counters(instances: number) {
  return { numberOfInstances: instances, numberOfActiveInstances: instances, numberOfCompletedInstances: 0, numberOfTerminatedInstances: 0 };
}

function lifecycle(events: string[]): string[] {
  return events.filter((event) => event.startsWith('Element') || event.startsWith('SequenceFlow'));
}

/** Variables by scope: the process instance's under 'process', each other scope under its element id and loopCounter. */
function variablesByScope(harness: InstanceHarness): Record<string, Record<string, unknown>> {
  const scopes: Record<string, Record<string, unknown>> = {};
  for (const [scopeKey, variables] of harness.state.variables) {
    const values = Object.fromEntries([...variables.values()].map((variable) => [variable.name, variable.value]));
    const instance = harness.state.elementInstances.get(scopeKey);
    const name =
      scopeKey === '1' ? 'process' : `${instance?.elementId} ${instance?.elementType === 'MULTI_INSTANCE_BODY' ? 'body' : `#${String(values['loopCounter'])}`}`;
    scopes[`${name}`] = values;
  }
  return scopes;
}

function openJobs(harness: InstanceHarness): string[] {
  return [...harness.state.jobs.values()].filter((job) => job.state === 'ACTIVATABLE').map((job) => job.key);
}

function completeJob(harness: InstanceHarness, jobKey: string | undefined, variables: Record<string, string>): string[] {
  return harness.send({ type: 'CompleteJob', jobKey: jobKey ?? 'none', variables });
}

describe('multi-instance body', () => {
  it('should activate one inner instance per item at once, in parallel, and collect their outputs in item order', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.parallel-task.bpmn');

    // when
    const started = harness.start({ orders: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] });

    // then: the body, then each inner instance with its item, its output element's variable and its loopCounter local,
    // and the input mapping reading the item
    const inner = (id: string, counter: number) => [
      'ElementActivating each',
      `VariableCreated order={"id":"${id}"}`,
      'VariableCreated receipt=null',
      `VariableCreated loopCounter=${counter}`,
      `VariableCreated orderId="${id}"`,
      'JobCreated each charge',
      'ElementActivated each',
    ];
    expect(started).toEqual([
      'ElementActivating P',
      'VariableCreated orders=[{"id":"a"},{"id":"b"},{"id":"c"}]',
      'ElementActivated P',
      ...passes('start'),
      'SequenceFlowTaken start-each',
      'ElementActivating each (body)',
      'ElementActivated each (body)',
      'VariableCreated receipts=[null,null,null]',
      ...countersCreated(3, 3),
      ...inner('a', 1),
      ...inner('b', 2),
      ...inner('c', 3),
    ]);

    // when: the last item's job completes first
    const [jobA, jobB, jobC] = openJobs(harness);
    expect(completeJob(harness, jobC, { receipt: 'rc' })).toEqual([
      'JobCompleted',
      'ElementCompleting each',
      'VariableUpdated receipt="rc"',
      'OutputElementCollected receipts[3]="rc"',
      'ElementCompleted each',
      'VariableUpdated numberOfActiveInstances=2',
      'VariableUpdated numberOfCompletedInstances=1',
    ]);
    completeJob(harness, jobA, { receipt: 'ra' });
    expect(completeJob(harness, jobB, { receipt: 'rb', audited: 'yes' })).toEqual([
      'JobCompleted',
      'ElementCompleting each',
      'VariableUpdated receipt="rb"',
      'VariableCreated audited="yes"',
      'OutputElementCollected receipts[2]="rb"',
      'ElementCompleted each',
      'VariableUpdated numberOfActiveInstances=0',
      'VariableUpdated numberOfCompletedInstances=3',
      'ElementCompleting each (body)',
      'VariableCreated receipts=["ra","rb","rc"]',
      'ElementCompleted each (body)',
      'SequenceFlowTaken each-end',
      ...END,
    ]);

    // then: the output collection reached the process; the locals of the ended body and inner instances (each item,
    // output and loopCounter, written in the events above) left the state with them
    expect(variablesByScope(harness)).toEqual({
      process: { orders: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], audited: 'yes', receipts: ['ra', 'rb', 'rc'] },
    });
  });

  it('should run the inner instances one after the other when sequential', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.sequential-task.bpmn');

    // when
    const started = harness.start({ orders: [{ id: 'a' }, { id: 'b' }] });

    // then
    expect(started.slice(started.indexOf('SequenceFlowTaken start-each'))).toEqual([
      'SequenceFlowTaken start-each',
      'ElementActivating each (body)',
      'ElementActivated each (body)',
      'VariableCreated receipts=[null,null]',
      ...countersCreated(1, 1),
      'ElementActivating each',
      'VariableCreated order={"id":"a"}',
      'VariableCreated receipt=null',
      'VariableCreated loopCounter=1',
      'VariableCreated orderId="a"',
      'JobCreated each charge',
      'ElementActivated each',
    ]);
    expect(openJobs(harness)).toHaveLength(1);

    // when
    expect(completeJob(harness, openJobs(harness)[0], { receipt: 'ra' })).toEqual([
      'JobCompleted',
      'ElementCompleting each',
      'VariableUpdated receipt="ra"',
      'OutputElementCollected receipts[1]="ra"',
      'ElementCompleted each',
      'VariableUpdated numberOfInstances=2',
      'VariableUpdated numberOfCompletedInstances=1',
      'ElementActivating each',
      'VariableCreated order={"id":"b"}',
      'VariableCreated receipt=null',
      'VariableCreated loopCounter=2',
      'VariableCreated orderId="b"',
      'JobCreated each charge',
      'ElementActivated each',
    ]);
    expect(completeJob(harness, openJobs(harness)[0], { receipt: 'rb' })).toEqual([
      'JobCompleted',
      'ElementCompleting each',
      'VariableUpdated receipt="rb"',
      'OutputElementCollected receipts[2]="rb"',
      'ElementCompleted each',
      'VariableUpdated numberOfActiveInstances=0',
      'VariableUpdated numberOfCompletedInstances=2',
      'ElementCompleting each (body)',
      'VariableCreated receipts=["ra","rb"]',
      'ElementCompleted each (body)',
      'SequenceFlowTaken each-end',
      ...END,
    ]);
    expect(variablesByScope(harness)['process']).toEqual({ orders: [{ id: 'a' }, { id: 'b' }], receipts: ['ra', 'rb'] });
  });

  it('should run user tasks sequentially (output mappings on each inner instance) and in parallel', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.user-task.bpmn');
    harness.start({ reviewers: ['ann', 'bob'] });
    const openTasks = () => [...harness.state.userTasks.values()].filter((task) => task.state === 'CREATED');
    const complete = (variables: Record<string, boolean>) => {
      const [task] = openTasks();
      return harness.send({ type: 'CompleteUserTask', userTaskKey: task?.key ?? 'none', variables, action: null, expectedRevision: null });
    };
    expect(openTasks().map((task) => `${task.elementId} ${task.assignee}`)).toEqual(['approve ann']);

    // when
    expect(complete({ approved: true })).toEqual([
      'UserTaskCompleted',
      'ElementCompleting approve',
      'VariableCreated approved=true',
      'VariableUpdated verdict=true',
      'OutputElementCollected verdicts[1]=true',
      'ElementCompleted approve',
      'VariableUpdated numberOfInstances=2',
      'VariableUpdated numberOfCompletedInstances=1',
      'ElementActivating approve',
      'VariableCreated reviewer="bob"',
      'VariableCreated verdict=null',
      'VariableCreated loopCounter=2',
      'UserTaskCreated',
      'ElementActivated approve',
    ]);
    expect(openTasks().map((task) => `${task.elementId} ${task.assignee}`)).toEqual(['approve bob']);
    expect(lifecycle(complete({ approved: false }))).toEqual([
      'ElementCompleting approve',
      'ElementCompleted approve',
      'ElementCompleting approve (body)',
      'ElementCompleted approve (body)',
      'SequenceFlowTaken approve-sign',
      'ElementActivating sign (body)',
      'ElementActivated sign (body)',
      'ElementActivating sign',
      'ElementActivated sign',
      'ElementActivating sign',
      'ElementActivated sign',
    ]);

    // then: both signatures wait at once
    expect(openTasks().map((task) => `${task.elementId} ${task.assignee}`)).toEqual(['sign ann', 'sign bob']);
    expect(lifecycle(complete({}))).toEqual(['ElementCompleting sign', 'ElementCompleted sign']);
    expect(lifecycle(complete({}))).toEqual([
      'ElementCompleting sign',
      'ElementCompleted sign',
      'ElementCompleting sign (body)',
      'ElementCompleted sign (body)',
      'SequenceFlowTaken sign-end',
      ...passes('end'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
    expect(variablesByScope(harness)['process']).toEqual({ reviewers: ['ann', 'bob'], verdicts: [true, false] });
  });

  it('should let each inner receive task wait for the message correlated by its own item', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.receive-task.bpmn');
    harness.start({ orderIds: ['o-1', 'o-2'] });
    const subscriptions = [...harness.state.subscriptions.values()];
    expect(subscriptions.map((subscription) => `${subscription.elementId} ${subscription.messageName} ${subscription.correlationKey}`)).toEqual([
      'each paid o-1',
      'each paid o-2',
    ]);
    const pay = (index: number, amount: number) =>
      harness.send({ type: 'TriggerEvent', subscriptionKey: subscriptions[index]?.key ?? 'none', kind: 'message', variables: { amount }, messageKey: null });

    // when
    expect(lifecycle(pay(1, 20))).toEqual(['ElementCompleting each', 'ElementCompleted each']);
    expect(lifecycle(pay(0, 10))).toEqual(['ElementCompleting each', 'ElementCompleted each', ...BODY_LEAVES]);

    // then
    expect(variablesByScope(harness)['process']).toEqual({ orderIds: ['o-1', 'o-2'], amounts: [10, 20] });
  });

  it('should call one child instance per item, each with its item, and collect what each child delivers', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.call-activity.bpmn');
    harness.ports.calledProcesses = { deploymentKey: '5', find: () => ({ processDefinitionKey: '77', bpmnProcessId: 'child', hasNoneStartEvent: true }) };

    // when
    harness.start({ orders: ['o-1', 'o-2'] });

    // then: each inner call activity asks for its child with the variables it sees, its item and loopCounter included
    const requested = harness.log.filter((event) => event.type === 'InstanceCommandRequested');
    expect(requested.map((event) => event.command)).toEqual([
      {
        type: 'CreateProcessInstance',
        variables: { orders: ['o-1', 'o-2'], results: [null, null], ...counters(2), order: 'o-1', result: null, loopCounter: 1 },
      },
      {
        type: 'CreateProcessInstance',
        variables: { orders: ['o-1', 'o-2'], results: [null, null], ...counters(2), order: 'o-2', result: null, loopCounter: 2 },
      },
    ]);

    // when: the children complete, the second first
    const calls = [...harness.state.elementInstances.values()].filter((instance) => instance.elementType === 'CALL_ACTIVITY');
    const complete = (index: number, result: string) => {
      const call = calls[index];
      return harness.send({
        type: 'CompleteCallActivity',
        elementInstanceKey: call?.key ?? 'none',
        calledProcessInstanceKey: call?.calledProcessInstanceKey ?? 'none',
        variables: { result },
      });
    };
    expect(lifecycle(complete(1, 'done-2'))).toEqual(['ElementCompleting each', 'ElementCompleted each']);
    expect(lifecycle(complete(0, 'done-1'))).toEqual(['ElementCompleting each', 'ElementCompleted each', ...BODY_LEAVES]);

    // then
    expect(variablesByScope(harness)['process']).toEqual({ orders: ['o-1', 'o-2'], results: ['done-1', 'done-2'] });
  });

  it('should run a sub-process once per item, in parallel, each a scope of its own', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.parallel-sub-process.bpmn');

    // when
    const events = harness.start({ numbers: [1, 2] });

    // then
    expect(lifecycle(events)).toEqual([
      ...START,
      'SequenceFlowTaken start-each',
      'ElementActivating each (body)',
      'ElementActivated each (body)',
      'ElementActivating each',
      'ElementActivated each',
      'ElementActivating each',
      'ElementActivated each',
      'ElementActivating each-start',
      'ElementActivated each-start',
      'ElementActivating each-start',
      'ElementActivated each-start',
      'ElementCompleting each-start',
      'ElementCompleted each-start',
      'SequenceFlowTaken each-start-double',
      'ElementCompleting each-start',
      'ElementCompleted each-start',
      'SequenceFlowTaken each-start-double',
      'ElementActivating double',
      'ElementActivated double',
      'ElementActivating double',
      'ElementActivated double',
      'ElementCompleting double',
      'ElementCompleted double',
      'SequenceFlowTaken double-each-end',
      'ElementCompleting double',
      'ElementCompleted double',
      'SequenceFlowTaken double-each-end',
      'ElementActivating each-end-event',
      'ElementActivated each-end-event',
      'ElementActivating each-end-event',
      'ElementActivated each-end-event',
      'ElementCompleting each-end-event',
      'ElementCompleted each-end-event',
      'ElementCompleting each-end-event',
      'ElementCompleted each-end-event',
      'ElementCompleting each',
      'ElementCompleted each',
      'ElementCompleting each',
      'ElementCompleted each',
      'ElementCompleting each (body)',
      'ElementCompleted each (body)',
      'SequenceFlowTaken each-end',
      ...END,
    ]);
    const inner = [...harness.state.elementInstances.values()].filter((instance) => instance.elementId === 'each');
    const body = inner.find((instance) => instance.elementType === 'MULTI_INSTANCE_BODY');
    expect(inner.map((instance) => [instance.elementType, instance.flowScopeKey])).toEqual([
      ['MULTI_INSTANCE_BODY', '1'],
      ['SUB_PROCESS', body?.key],
      ['SUB_PROCESS', body?.key],
    ]);
    // the script's result stayed in its sub-process instance (its output element's variable), which ended with it;
    // only the collection leaves
    expect(variablesByScope(harness)).toEqual({ process: { numbers: [1, 2], doubled: [2, 4] } });
  });

  it('should run a sub-process once per item, one after the other, when sequential', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.sequential-sub-process.bpmn');

    // when
    const events = harness.start({ numbers: [1, 2] });

    // then
    const once = [
      'ElementActivating each',
      'ElementActivated each',
      ...passes('each-start'),
      'SequenceFlowTaken each-start-double',
      ...passes('double'),
      'SequenceFlowTaken double-each-end',
      ...passes('each-end-event'),
      'ElementCompleting each',
      'ElementCompleted each',
    ];
    expect(lifecycle(events)).toEqual([
      ...START,
      'SequenceFlowTaken start-each',
      'ElementActivating each (body)',
      'ElementActivated each (body)',
      ...once,
      ...once,
      'ElementCompleting each (body)',
      'ElementCompleted each (body)',
      'SequenceFlowTaken each-end',
      ...END,
    ]);
    expect(variablesByScope(harness)['process']).toEqual({ numbers: [1, 2], doubled: [2, 4] });
  });

  it('should terminate the remaining inner instances once the completion condition is met', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.completion-condition.bpmn');
    harness.start({ orders: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] });
    const [jobA, jobB] = openJobs(harness);
    completeJob(harness, jobA, { receipt: 'ra' });

    // when
    const events = completeJob(harness, jobB, { receipt: 'rb' });

    // then
    expect(events).toEqual([
      'JobCompleted',
      'ElementCompleting each',
      'VariableUpdated receipt="rb"',
      'OutputElementCollected receipts[2]="rb"',
      'ElementCompleted each',
      'ElementTerminating each',
      'JobCanceled',
      'ElementTerminated each',
      'VariableUpdated numberOfActiveInstances=0',
      'VariableUpdated numberOfCompletedInstances=2',
      'VariableUpdated numberOfTerminatedInstances=1',
      'ElementCompleting each (body)',
      'VariableCreated receipts=["ra","rb",null]',
      'ElementCompleted each (body)',
      'SequenceFlowTaken each-end',
      ...END,
    ]);
    expect(variablesByScope(harness)['process']).toEqual({ orders: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], receipts: ['ra', 'rb', null] });
  });

  it('should create no further inner instance of a sequential body once its completion condition is met', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.sequential-condition.bpmn');
    harness.start({ orders: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] });
    completeJob(harness, openJobs(harness)[0], { receipt: 'paid' });

    // when
    const events = completeJob(harness, openJobs(harness)[0], { receipt: 'declined' });

    // then
    expect(lifecycle(events)).toEqual(['ElementCompleting each', 'ElementCompleted each', ...BODY_LEAVES]);
    expect(variablesByScope(harness)['process']).toEqual({ orders: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], receipts: ['paid', 'declined', null] });
  });

  it('should raise an incident on the completing inner instance when the completion condition is no boolean, and retry its completion once resolved', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.condition-incident.bpmn');
    harness.start({ orders: [{ id: 'a' }, { id: 'b' }] });
    const [jobA, jobB] = openJobs(harness);

    // when
    const events = completeJob(harness, jobA, { receipt: 'ra' });

    // then: the inner instance stays completing; nothing was written to the body
    expect(events).toEqual(['JobCompleted', 'ElementCompleting each', 'VariableUpdated receipt="ra"', 'IncidentCreated each EXTRACT_VALUE_ERROR']);
    const [incident] = harness.state.incidents.values();
    expect(incident?.errorMessage).toBe(
      "Expected result of the expression 'numberOfCompletedInstances >= threshold' to be 'BOOLEAN', but was 'NULL'. The evaluation reported the following warnings: No variable found with name 'threshold'; Can't compare '1' with 'null'",
    );

    // when
    harness.state.variables.get('1')?.set('threshold', { key: '900', scopeKey: '1', name: 'threshold', value: 1 });
    const retried = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key ?? 'none' });

    // then: the condition is met at once, so the other inner instance ends
    expect(retried).toEqual([
      'IncidentResolved',
      'OutputElementCollected receipts[1]="ra"',
      'ElementCompleted each',
      'ElementTerminating each',
      'JobCanceled',
      'ElementTerminated each',
      'VariableUpdated numberOfActiveInstances=0',
      'VariableUpdated numberOfCompletedInstances=1',
      'VariableUpdated numberOfTerminatedInstances=1',
      'ElementCompleting each (body)',
      'VariableCreated receipts=["ra",null]',
      'ElementCompleted each (body)',
      'SequenceFlowTaken each-end',
      ...END,
    ]);
    expect(harness.state.jobs.get(jobB ?? 'none')?.state).toBe('CANCELED');
  });

  it('should complete the body at once, with an empty output collection, when the collection is empty', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.parallel-task.bpmn');

    // when
    const events = harness.start({ orders: [] });

    // then
    expect(events.slice(events.indexOf('SequenceFlowTaken start-each'))).toEqual([
      'SequenceFlowTaken start-each',
      'ElementActivating each (body)',
      'ElementActivated each (body)',
      'VariableCreated receipts=[]',
      'ElementCompleting each (body)',
      'VariableCreated receipts=[]',
      'ElementCompleted each (body)',
      'SequenceFlowTaken each-end',
      ...END,
    ]);
  });

  it('should raise an EXTRACT_VALUE_ERROR incident on the body when the input collection is not a list, and retry it once resolved', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.boundary.bpmn');

    // when
    const events = harness.start({ orders: 'o-1' });

    // then: no boundary subscription opens before the collection could be read
    expect(events.slice(-2)).toEqual(['ElementActivating each (body)', 'IncidentCreated each EXTRACT_VALUE_ERROR']);
    const [incident] = harness.state.incidents.values();
    expect(incident?.errorMessage).toBe("Expected result of the expression 'orders' to be 'ARRAY', but was 'STRING'.");
    expect(harness.state.subscriptions.size).toBe(0);

    // when: the variable is fixed and the incident resolved
    harness.state.variables.get('1')?.set('orders', { key: '900', scopeKey: '1', name: 'orders', value: ['o-1'] });
    const retried = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key ?? 'none' });

    // then
    expect(retried).toEqual([
      'IncidentResolved',
      'SubscriptionOpened',
      'ElementActivated each (body)',
      'VariableCreated receipts=[null]',
      ...countersCreated(1, 1),
      'ElementActivating each',
      'VariableCreated order="o-1"',
      'VariableCreated receipt=null',
      'VariableCreated loopCounter=1',
      'JobCreated each charge',
      'ElementActivated each',
    ]);
  });

  it('should name the missing variable when the input collection is null', async () => {
    const harness = await harnessFor('multi-instance-body.parallel-task.bpmn');
    harness.start({});
    const [incident] = harness.state.incidents.values();
    expect(incident?.errorMessage).toBe(
      "Expected result of the expression 'orders' to be 'ARRAY', but was 'NULL'. The evaluation reported the following warnings: No variable found with name 'orders'",
    );
  });

  it('should terminate the body and every inner instance when an interrupting boundary timer of the activity fires', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.boundary.bpmn');
    const started = harness.start({ orders: ['o-1', 'o-2'] });
    expect(started.slice(started.indexOf('ElementActivating each (body)'), started.indexOf('ElementActivated each (body)') + 1)).toEqual([
      'ElementActivating each (body)',
      'SubscriptionOpened',
      'ElementActivated each (body)',
    ]);
    const [timer] = harness.state.subscriptions.values();
    const body = [...harness.state.elementInstances.values()].find((instance) => instance.elementType === 'MULTI_INSTANCE_BODY');
    expect(timer?.elementInstanceKey).toBe(body?.key);

    // when
    const events = harness.send({ type: 'TriggerEvent', subscriptionKey: timer?.key ?? 'none', kind: 'timer', variables: {}, messageKey: null });

    // then: no partial output collection reaches the process
    expect(events).toEqual([
      'EventTriggered',
      ...BODY_TERMINATES,
      'ElementActivating timeout',
      'CompletionVariablesStored',
      'ElementActivated timeout',
      'ElementCompleting timeout',
      'ElementCompleted timeout',
      'SequenceFlowTaken timeout-timed-out',
      ...passes('timed-out'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
    expect(variablesByScope(harness)['process']).toEqual({ orders: ['o-1', 'o-2'] });
  });

  it('should let the error boundary event of the activity catch an error thrown by one inner instance, ending the whole body', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.boundary.bpmn');
    harness.start({ orders: ['o-1', 'o-2'] });

    // when
    const [first] = openJobs(harness);
    const events = harness.send({ type: 'ThrowJobError', jobKey: first ?? 'none', errorCode: 'DECLINED', errorMessage: null, variables: { reason: 'limit' } });

    // then
    expect(events).toEqual([
      'JobErrorThrown',
      'ElementTerminating each (body)',
      'ElementTerminating each',
      'ElementTerminated each',
      'ElementTerminating each',
      'JobCanceled',
      'ElementTerminated each',
      'SubscriptionClosed',
      'ElementTerminated each (body)',
      'ElementActivating declined',
      'CompletionVariablesStored',
      'ElementActivated declined',
      'ElementCompleting declined',
      'VariableCreated reason="limit"',
      'ElementCompleted declined',
      'SequenceFlowTaken declined-failed',
      ...passes('failed'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
  });

  it('should let an error end event inside an inner sub-process instance reach the error boundary event on the body', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.error-end.bpmn');

    // when: the first item passes, the second throws
    const events = harness.start({ items: ['good', 'bad', 'never'] });

    // then: the error end event activates, the body ends with its inner instance, and the third item never starts
    const inner = (end: string) => [
      'ElementActivating each',
      'ElementActivated each',
      ...passes('each-start'),
      'SequenceFlowTaken each-start-check',
      ...passes('check'),
      `SequenceFlowTaken check-${end}`,
    ];
    expect(lifecycle(events)).toEqual([
      ...START,
      'SequenceFlowTaken start-each',
      'ElementActivating each (body)',
      'ElementActivated each (body)',
      ...inner('fine'),
      ...passes('fine'),
      'ElementCompleting each',
      'ElementCompleted each',
      ...inner('broken'),
      'ElementActivating broken',
      'ElementActivated broken',
      'ElementTerminating each (body)',
      'ElementTerminating each',
      'ElementTerminating broken',
      'ElementTerminated broken',
      'ElementTerminated each',
      'ElementTerminated each (body)',
      'ElementActivating caught',
      'ElementActivated caught',
      'ElementCompleting caught',
      'ElementCompleted caught',
      'SequenceFlowTaken caught-failed',
      ...passes('failed'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
  });

  it('should terminate an active body with its inner instances when the process instance is cancelled', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.boundary.bpmn');
    harness.start({ orders: ['o-1', 'o-2'] });

    // when
    const events = harness.send({ type: 'CancelProcessInstance' });

    // then
    expect(events).toEqual(['ElementTerminating P', ...BODY_TERMINATES, 'ElementTerminated P']);
    expect(harness.state.subscriptions.size).toBe(0);
  });

  it('should nest a sequential multi-instance task inside a parallel multi-instance sub-process, each body collecting its own output', async () => {
    // given
    const harness = await harnessFor('multi-instance-body.nested.bpmn');
    const started = harness.start({ orders: [{ lines: ['x', 'y'] }, { lines: ['z'] }] });
    expect(lifecycle(started).slice(lifecycle(started).indexOf('SequenceFlowTaken start-per-order'))).toEqual([
      'SequenceFlowTaken start-per-order',
      'ElementActivating per-order (body)',
      'ElementActivated per-order (body)',
      'ElementActivating per-order',
      'ElementActivated per-order',
      'ElementActivating per-order',
      'ElementActivated per-order',
      'ElementActivating order-start',
      'ElementActivated order-start',
      'ElementActivating order-start',
      'ElementActivated order-start',
      'ElementCompleting order-start',
      'ElementCompleted order-start',
      'SequenceFlowTaken order-start-pack',
      'ElementCompleting order-start',
      'ElementCompleted order-start',
      'SequenceFlowTaken order-start-pack',
      'ElementActivating pack (body)',
      'ElementActivated pack (body)',
      'ElementActivating pack (body)',
      'ElementActivated pack (body)',
      'ElementActivating pack',
      'ElementActivated pack',
      'ElementActivating pack',
      'ElementActivated pack',
    ]);
    const packLine = () => {
      const job = [...harness.state.jobs.values()].find((candidate) => candidate.state === 'ACTIVATABLE');
      const line = harness.state.variables.get(job?.elementInstanceKey ?? '')?.get('line')?.value;
      return completeJob(harness, job?.key, { box: `box-${String(line)}` });
    };

    // when: line x, then z (the second order is done), then y (the first order is done, then the body)
    expect(lifecycle(packLine())).toEqual(['ElementCompleting pack', 'ElementCompleted pack', 'ElementActivating pack', 'ElementActivated pack']);
    expect(lifecycle(packLine())).toEqual([
      'ElementCompleting pack',
      'ElementCompleted pack',
      'ElementCompleting pack (body)',
      'ElementCompleted pack (body)',
      'SequenceFlowTaken pack-order-end',
      ...passes('order-end'),
      'ElementCompleting per-order',
      'ElementCompleted per-order',
    ]);
    expect(lifecycle(packLine())).toEqual([
      'ElementCompleting pack',
      'ElementCompleted pack',
      'ElementCompleting pack (body)',
      'ElementCompleted pack (body)',
      'SequenceFlowTaken pack-order-end',
      ...passes('order-end'),
      'ElementCompleting per-order',
      'ElementCompleted per-order',
      'ElementCompleting per-order (body)',
      'ElementCompleted per-order (body)',
      'SequenceFlowTaken per-order-end',
      ...END,
    ]);

    // then
    expect(variablesByScope(harness)['process']).toEqual({
      orders: [{ lines: ['x', 'y'] }, { lines: ['z'] }],
      shipments: [['box-x', 'box-y'], ['box-z']],
    });
  });
});
