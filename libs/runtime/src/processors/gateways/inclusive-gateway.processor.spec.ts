import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import type { InstanceHarness } from '../../testing/runtime-harness.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

/** The events of passing through a flow node that has no work of its own. */
function passes(id: string): string[] {
  return [`ElementActivating ${id}`, `ElementActivated ${id}`, `ElementCompleting ${id}`, `ElementCompleted ${id}`];
}

/** The events of a job-worker task being activated. */
function waitsForJob(id: string): string[] {
  return [`ElementActivating ${id}`, `JobCreated ${id} ${id}`, `ElementActivated ${id}`];
}

function completeJob(harness: InstanceHarness, elementId: string, variables = {}): string[] {
  return harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf(elementId), variables });
}

/** The events of a job completed without variables and leaving along `flowId`. */
function jobCompleted(id: string, flowId: string): string[] {
  return ['JobCompleted', `ElementCompleting ${id}`, `ElementCompleted ${id}`, `SequenceFlowTaken ${flowId}`];
}

const joinsAndEnds = [...passes('join'), 'SequenceFlowTaken join-end', ...passes('end'), 'ElementCompleting P', 'ElementCompleted P'];

async function forkJoin(variables: Record<string, boolean>): Promise<{ harness: InstanceHarness; events: string[] }> {
  const harness = await harnessFor('inclusive-gateway.fork-join.bpmn');
  const events = harness.start(variables);
  return { harness, events: events.slice(events.indexOf('ElementActivating fork')) };
}

describe('inclusive gateway', () => {
  it('should fork into the one flow whose condition is true, and join it alone', async () => {
    const { harness, events } = await forkJoin({ a: true, b: false, c: false });
    expect(events).toEqual([...passes('fork'), 'SequenceFlowTaken fork-a', ...waitsForJob('a')]);
    expect(completeJob(harness, 'a')).toEqual([...jobCompleted('a', 'a-join'), ...joinsAndEnds]);
  });

  it('should fork into the two flows whose conditions are true, and join once both arrived', async () => {
    // given
    const { harness, events } = await forkJoin({ a: true, b: false, c: true });
    expect(events).toEqual([...passes('fork'), 'SequenceFlowTaken fork-a', 'SequenceFlowTaken fork-c', ...waitsForJob('a'), ...waitsForJob('c')]);

    // when the first branch arrives, then the join waits for the other
    expect(completeJob(harness, 'c')).toEqual(jobCompleted('c', 'c-join'));
    expect(harness.state.elementInstances.get('1')?.pendingJoins).toEqual({ 'c-join': 1 });

    // when the second arrives, then the join fires, consuming both tokens
    expect(completeJob(harness, 'a')).toEqual([...jobCompleted('a', 'a-join'), ...joinsAndEnds]);
    expect(harness.state.elementInstances.get('1')?.pendingJoins).toEqual({});
  });

  it('should fork into every flow when all conditions are true, and wait for all of them', async () => {
    const { harness, events } = await forkJoin({ a: true, b: true, c: true });
    expect(events).toEqual([
      ...passes('fork'),
      'SequenceFlowTaken fork-a',
      'SequenceFlowTaken fork-b',
      'SequenceFlowTaken fork-c',
      ...waitsForJob('a'),
      ...waitsForJob('b'),
      ...waitsForJob('c'),
    ]);
    expect(completeJob(harness, 'b')).toEqual(jobCompleted('b', 'b-join'));
    expect(completeJob(harness, 'a')).toEqual(jobCompleted('a', 'a-join'));
    expect(completeJob(harness, 'c')).toEqual([...jobCompleted('c', 'c-join'), ...joinsAndEnds]);
  });

  it('should take the default flow when no condition is true', async () => {
    const { harness, events } = await forkJoin({ a: false, b: false, c: false });
    expect(events).toEqual([...passes('fork'), 'SequenceFlowTaken fork-fallback', ...waitsForJob('fallback')]);
    expect(completeJob(harness, 'fallback')).toEqual([...jobCompleted('fallback', 'fallback-join'), ...joinsAndEnds]);
  });

  it("should raise Zeebe's CONDITION_ERROR incident when no condition is true and there is no default flow, then retry", async () => {
    // given
    const harness = await harnessFor('inclusive-gateway.no-default.bpmn');
    const events = harness.start({ a: false, b: false });
    expect(events.slice(events.indexOf('ElementActivating fork'))).toEqual([
      'ElementActivating fork',
      'ElementActivated fork',
      'ElementCompleting fork',
      'IncidentCreated fork CONDITION_ERROR',
    ]);
    const [incident] = harness.state.incidents.values();
    expect(incident?.errorMessage).toBe('Expected at least one condition to evaluate to true, or to have a default flow');

    // when the cause is fixed and the incident resolved
    const b = harness.state.variables.get('1')?.get('b');
    if (b) b.value = true;
    const retried = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string });

    // then
    expect(retried).toEqual(['IncidentResolved', 'ElementCompleted fork', 'SequenceFlowTaken fork-b', ...waitsForJob('b')]);
  });

  it('should keep a token at the join while another can still arrive, and release it when that one ends elsewhere', async () => {
    // given both branches forked: one waits at a user task, the other at a job
    const harness = await harnessFor('inclusive-gateway.branch-ends.bpmn');
    harness.start();
    const review = [...harness.state.userTasks.values()][0];

    // when the user task completes, then the join waits: the job's branch can still reach it
    expect(harness.send({ type: 'CompleteUserTask', userTaskKey: review?.key as string, variables: {}, action: null, expectedRevision: null })).toEqual([
      'UserTaskCompleted',
      'ElementCompleting review',
      'ElementCompleted review',
      'SequenceFlowTaken review-join',
    ]);

    // when the job's branch ends at an end event instead, then the join fires with the one token it has
    expect(completeJob(harness, 'check', { ok: false })).toEqual([
      'JobCompleted',
      'ElementCompleting check',
      'VariableCreated ok=false',
      'ElementCompleted check',
      'SequenceFlowTaken check-decide',
      ...passes('decide'),
      'SequenceFlowTaken decide-rejected',
      ...passes('rejected'),
      ...joinsAndEnds,
    ]);
  });

  it('should wait for a branch that loops back before the join until it leaves the loop', async () => {
    const harness = await harnessFor('inclusive-gateway.loop.bpmn');
    harness.start();
    expect(completeJob(harness, 'a')).toEqual(jobCompleted('a', 'a-join'));
    expect(completeJob(harness, 'b', { retry: true })).toEqual([
      'JobCompleted',
      'ElementCompleting b',
      'VariableCreated retry=true',
      'ElementCompleted b',
      'SequenceFlowTaken b-again',
      ...passes('again'),
      'SequenceFlowTaken again-b',
      ...waitsForJob('b'),
    ]);
    expect(completeJob(harness, 'b', { retry: false })).toEqual([
      'JobCompleted',
      'ElementCompleting b',
      'VariableUpdated retry=false',
      'ElementCompleted b',
      'SequenceFlowTaken b-again',
      ...passes('again'),
      'SequenceFlowTaken again-join',
      ...joinsAndEnds,
    ]);
  });

  it('should wait for tokens held at a parallel join upstream of it', async () => {
    const harness = await harnessFor('inclusive-gateway.with-parallel.bpmn');
    harness.start();
    expect(completeJob(harness, 'q')).toEqual(jobCompleted('q', 'q-join'));
    expect(completeJob(harness, 'p1')).toEqual(jobCompleted('p1', 'p1-merge'));
    expect(harness.state.elementInstances.get('1')?.pendingJoins).toEqual({ 'q-join': 1, 'p1-merge': 1 });
    expect(completeJob(harness, 'p2')).toEqual([...jobCompleted('p2', 'p2-merge'), ...passes('merge'), 'SequenceFlowTaken merge-join', ...joinsAndEnds]);
  });

  it("should wait for a task whose boundary event leads to it, and join the boundary event's token", async () => {
    // given
    const harness = await harnessFor('inclusive-gateway.boundary.bpmn');
    harness.start();
    expect(completeJob(harness, 'b')).toEqual(jobCompleted('b', 'b-join'));
    const [timer] = harness.state.subscriptions.values();

    // when the boundary timer fires
    const events = harness.send({ type: 'TriggerEvent', subscriptionKey: timer?.key as string, kind: 'timer', variables: {}, messageKey: null });

    // then
    expect(events).toEqual([
      'EventTriggered',
      'ElementTerminating a',
      'JobCanceled',
      'SubscriptionClosed',
      'ElementTerminated a',
      'ElementActivating late',
      'CompletionVariablesStored',
      'ElementActivated late',
      'ElementCompleting late',
      'ElementCompleted late',
      'SequenceFlowTaken late-join',
      ...joinsAndEnds,
    ]);
  });

  it('should release the join when the task with the boundary event completes along its other path', async () => {
    const harness = await harnessFor('inclusive-gateway.boundary.bpmn');
    harness.start();
    completeJob(harness, 'b');
    expect(completeJob(harness, 'a')).toEqual([
      'JobCompleted',
      'ElementCompleting a',
      'SubscriptionClosed',
      'ElementCompleted a',
      'SequenceFlowTaken a-done',
      ...passes('done-a'),
      ...joinsAndEnds,
    ]);
  });
});
