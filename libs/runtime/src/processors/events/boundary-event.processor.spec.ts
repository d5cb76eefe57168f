import { describe, expect, it } from 'vitest';
import { ProcessBuilder, staticValue } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

function withBoundary(cancelActivity: boolean, expression: string, type: 'duration' | 'cycle') {
  return new ProcessBuilder()
    .element('start', 'START_EVENT')
    .serviceTask('work', 'work', { boundaryEventIds: ['late'] })
    .element('late', 'BOUNDARY_EVENT', {
      attachedToId: 'work',
      cancelActivity,
      eventDefinition: { kind: 'timer', timer: { type, expression: staticValue(expression) } },
    })
    .element('done', 'END_EVENT')
    .element('escalated', 'END_EVENT')
    .chain('start', 'work', 'done')
    .chain('late', 'escalated')
    .build();
}

describe('boundary events', () => {
  it('should open the boundary timer with the activity and withdraw it when the activity completes', () => {
    const harness = new InstanceHarness(withBoundary(true, 'PT1H', 'duration'));
    const started = harness.start();
    expect(started.slice(-4)).toEqual(['ElementActivating work', 'SubscriptionOpened', 'JobCreated work work', 'ElementActivated work']);
    const completed = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('work'), variables: {} });
    expect(completed.slice(0, 4)).toEqual(['JobCompleted', 'ElementCompleting work', 'SubscriptionClosed', 'ElementCompleted work']);
    expect(harness.state.subscriptions.size).toBe(0);
  });

  it('should interrupt the activity, cancel its job and continue from the boundary event', () => {
    // given
    const harness = new InstanceHarness(withBoundary(true, 'PT1H', 'duration'));
    harness.start();
    const [timer] = harness.state.subscriptions.values();

    // when
    const events = harness.send({ type: 'TriggerEvent', subscriptionKey: timer?.key as string, kind: 'timer', variables: {}, messageKey: null });

    // then
    expect(events).toEqual([
      'EventTriggered',
      'ElementTerminating work',
      'JobCanceled',
      'SubscriptionClosed',
      'ElementTerminated work',
      'ElementActivating late',
      'CompletionVariablesStored',
      'ElementActivated late',
      'ElementCompleting late',
      'ElementCompleted late',
      'SequenceFlowTaken late-escalated',
      'ElementActivating escalated',
      'ElementActivated escalated',
      'ElementCompleting escalated',
      'ElementCompleted escalated',
      'ElementCompleting process',
      'ElementCompleted process',
    ]);
  });

  it('should fire a non-interrupting cycle repeatedly from its previous due time while the activity lives', () => {
    // given
    const harness = new InstanceHarness(withBoundary(false, 'R2/PT10M', 'cycle'));
    harness.start();
    const [timer] = harness.state.subscriptions.values();
    const key = timer?.key as string;
    expect(timer?.dueAt).toBe(1_000 + 600_000);

    // when the engine was down and fires late
    harness.ports.time = 2_000_000;
    const first = harness.send({ type: 'TriggerEvent', subscriptionKey: key, kind: 'timer', variables: {}, messageKey: null });

    // then
    expect(first.slice(0, 3)).toEqual(['EventTriggered', 'TimerRescheduled', 'ElementActivating late']);
    expect(harness.state.subscriptions.get(key)).toMatchObject({ dueAt: 1_000 + 1_200_000, repetitionsLeft: 1 });
    expect(harness.state.elementInstances.get(harness.state.jobs.get(harness.jobKeyOf('work'))?.elementInstanceKey as string)?.state).toBe('ACTIVATED');

    // when the second and last repetition fires
    const second = harness.send({ type: 'TriggerEvent', subscriptionKey: key, kind: 'timer', variables: {}, messageKey: null });
    expect(second.slice(0, 3)).toEqual(['EventTriggered', 'SubscriptionClosed', 'ElementActivating late']);
    expect(harness.state.subscriptions.size).toBe(0);
    expect(harness.processInstanceState()).toBe('ACTIVATED');
  });
});
