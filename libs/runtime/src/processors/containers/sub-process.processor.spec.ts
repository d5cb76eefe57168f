import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import type { InstanceHarness } from '../../testing/runtime-harness.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

function lifecycle(events: string[]): string[] {
  return events.filter((event) => event.startsWith('Element') || event.startsWith('SequenceFlow'));
}

/** The events of passing through a flow node that has no work of its own. */
function passes(id: string): string[] {
  return [`ElementActivating ${id}`, `ElementActivated ${id}`, `ElementCompleting ${id}`, `ElementCompleted ${id}`];
}

function rootVariables(harness: InstanceHarness): Record<string, unknown> {
  return Object.fromEntries([...(harness.state.variables.get('1')?.values() ?? [])].map((variable) => [variable.name, variable.value]));
}

describe('embedded sub-process', () => {
  it('should start at its none start event and complete when its last token ends, then leave along its flow', async () => {
    const harness = await harnessFor('sub-process.simple.bpmn');
    expect(harness.start()).toEqual([
      'ElementActivating P',
      'ElementActivated P',
      ...passes('start'),
      'SequenceFlowTaken start-sub',
      'ElementActivating sub',
      'ElementActivated sub',
      ...passes('sub-start'),
      'SequenceFlowTaken sub-start-inner',
      ...passes('inner'),
      'SequenceFlowTaken inner-sub-end',
      ...passes('sub-end'),
      'ElementCompleting sub',
      'ElementCompleted sub',
      'SequenceFlowTaken sub-to-end',
      ...passes('end'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
    const sub = [...harness.state.elementInstances.values()].find((instance) => instance.elementId === 'sub');
    const inner = [...harness.state.elementInstances.values()].find((instance) => instance.elementId === 'inner');
    expect(inner?.flowScopeKey).toBe(sub?.key);
    expect(sub?.flowScopeKey).toBe('1');
  });

  it('should run a sub-process nested two deep, each completing when its inside is done', async () => {
    const harness = await harnessFor('sub-process.nested.bpmn');
    expect(lifecycle(harness.start())).toEqual([
      'ElementActivating P',
      'ElementActivated P',
      ...passes('start'),
      'SequenceFlowTaken start-outer',
      'ElementActivating outer',
      'ElementActivated outer',
      ...passes('outer-start'),
      'SequenceFlowTaken outer-start-inner',
      'ElementActivating inner',
      'ElementActivated inner',
      ...passes('inner-start'),
      'SequenceFlowTaken inner-start-inner-end',
      ...passes('inner-end'),
      'ElementCompleting inner',
      'ElementCompleted inner',
      'SequenceFlowTaken inner-outer-end',
      ...passes('outer-end'),
      'ElementCompleting outer',
      'ElementCompleted outer',
      'SequenceFlowTaken outer-to-end',
      ...passes('end'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should keep its inputs local and hand only its outputs to the parent scope', async () => {
    const harness = await harnessFor('sub-process.io-mapping.bpmn');
    const events = harness.start({ amount: 2 });
    expect(events.slice(events.indexOf('ElementActivating sub'), events.indexOf('ElementActivating sub-start'))).toEqual([
      'ElementActivating sub',
      'VariableCreated local=3',
      'ElementActivated sub',
    ]);
    expect(events.slice(events.indexOf('ElementCompleting sub'), events.indexOf('ElementCompleted sub') + 1)).toEqual([
      'ElementCompleting sub',
      'VariableCreated result=30',
      'ElementCompleted sub',
    ]);
    expect(harness.processInstanceState()).toBe('COMPLETED');
    // `sum` was not declared anywhere, so it propagates to the process, as in Zeebe; `local` stays inside.
    expect(rootVariables(harness)).toEqual({ amount: 2, sum: 5, result: 30 });
  });

  it("should drop the ended sub-process' local variables from the state, keeping the process' own", async () => {
    const harness = await harnessFor('sub-process.io-mapping.bpmn');
    const events = harness.start({ amount: 2 });
    const sub = harness.log.find((event) => event.type === 'ElementActivating' && event.elementId === 'sub');
    expect(events).toContain('VariableCreated local=3');
    expect(harness.state.variables.has(sub?.type === 'ElementActivating' ? sub.elementInstanceKey : '')).toBe(false);
    expect([...harness.state.variables.keys()]).toEqual(['1']);
  });

  it('should fork inside and complete only once both branches joined and ended', async () => {
    const harness = await harnessFor('sub-process.parallel.bpmn');
    harness.start();
    const afterA = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('a'), variables: { a: 1 } });
    expect(afterA).toEqual(['JobCompleted', 'ElementCompleting a', 'VariableCreated a=1', 'ElementCompleted a', 'SequenceFlowTaken a-join']);
    const afterB = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('b'), variables: { b: 2 } });
    expect(afterB).toEqual([
      'JobCompleted',
      'ElementCompleting b',
      'VariableCreated b=2',
      'ElementCompleted b',
      'SequenceFlowTaken b-join',
      ...passes('join'),
      'SequenceFlowTaken join-sub-end',
      ...passes('sub-end'),
      'ElementCompleting sub',
      'ElementCompleted sub',
      'SequenceFlowTaken sub-to-end',
      ...passes('end'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
    expect(rootVariables(harness)).toEqual({ a: 1, b: 2 });
  });

  it('should terminate everything inside, job and user task included, when its interrupting timer fires', async () => {
    // given
    const harness = await harnessFor('sub-process.boundary-timer.bpmn');
    harness.start();
    const [timer] = harness.state.subscriptions.values();

    // when
    const events = harness.send({ type: 'TriggerEvent', subscriptionKey: timer?.key as string, kind: 'timer', variables: {}, messageKey: null });

    // then
    expect(events).toEqual([
      'EventTriggered',
      'ElementTerminating sub',
      'ElementTerminating work',
      'JobCanceled',
      'ElementTerminated work',
      'ElementTerminating review',
      'UserTaskCanceled',
      'ElementTerminated review',
      'SubscriptionClosed',
      'ElementTerminated sub',
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
    expect([...harness.state.jobs.values()].map((job) => job.state)).toEqual(['CANCELED']);
    expect([...harness.state.userTasks.values()].map((task) => task.state)).toEqual(['CANCELED']);
  });

  it('should terminate the children inside a sub-process, innermost first, when the instance is cancelled', async () => {
    const harness = await harnessFor('sub-process.boundary-timer.bpmn');
    harness.start();
    expect(harness.send({ type: 'CancelProcessInstance' })).toEqual([
      'ElementTerminating P',
      'ElementTerminating sub',
      'ElementTerminating work',
      'JobCanceled',
      'ElementTerminated work',
      'ElementTerminating review',
      'UserTaskCanceled',
      'ElementTerminated review',
      'SubscriptionClosed',
      'ElementTerminated sub',
      'ElementTerminated P',
    ]);
    expect(harness.state.subscriptions.size).toBe(0);
    expect(harness.processInstanceState()).toBe('TERMINATED');
  });

  it('should keep the sub-process at a non-interrupting boundary event and interrupt only the inner task at its own', async () => {
    // given
    const harness = await harnessFor('sub-process.inner-boundary.bpmn');
    harness.start();
    const timerOf = (elementId: string) =>
      [...harness.state.subscriptions.values()].find((subscription) => subscription.elementId === elementId)?.key as string;
    const fire = (elementId: string) =>
      harness.send({ type: 'TriggerEvent', subscriptionKey: timerOf(elementId), kind: 'timer', variables: {}, messageKey: null });

    // when the sub-process' non-interrupting timer fires
    expect(lifecycle(fire('reminder'))).toEqual([...passes('reminder'), 'SequenceFlowTaken reminder-reminded', ...passes('reminded')]);
    expect(harness.processInstanceState()).toBe('ACTIVATED');

    // when the inner task's interrupting timer fires
    expect(lifecycle(fire('late'))).toEqual([
      'ElementTerminating work',
      'ElementTerminated work',
      ...passes('late'),
      'SequenceFlowTaken late-sub-late-end',
      ...passes('sub-late-end'),
      'ElementCompleting sub',
      'ElementCompleted sub',
      'SequenceFlowTaken sub-to-end',
      ...passes('end'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
    expect([...harness.state.jobs.values()].map((job) => job.state)).toEqual(['CANCELED']);
    expect(harness.state.subscriptions.size).toBe(0);
  });
});
