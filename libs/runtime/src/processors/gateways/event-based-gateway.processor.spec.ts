import { describe, expect, it } from 'vitest';
import { ProcessBuilder, staticValue } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

const model = () =>
  new ProcessBuilder()
    .element('start', 'START_EVENT')
    .element('race', 'EVENT_BASED_GATEWAY')
    .element('paid', 'INTERMEDIATE_CATCH_EVENT', { eventDefinition: { kind: 'message', messageName: staticValue('paid'), correlationKey: staticValue('o-1') } })
    .element('timeout', 'INTERMEDIATE_CATCH_EVENT', { eventDefinition: { kind: 'timer', timer: { type: 'duration', expression: staticValue('PT1H') } } })
    .element('cancelled', 'INTERMEDIATE_CATCH_EVENT', { eventDefinition: { kind: 'signal', signalName: staticValue('cancel-all') } })
    .element('ok', 'END_EVENT')
    .element('late', 'END_EVENT')
    .element('stop', 'END_EVENT')
    .chain('start', 'race', 'paid', 'ok')
    .chain('race', 'timeout', 'late')
    .chain('race', 'cancelled', 'stop')
    .build();

describe('event-based gateway', () => {
  it('should wait for every event after it at once', () => {
    const harness = new InstanceHarness(model());
    const events = harness.start();
    expect(events.slice(-5)).toEqual(['ElementActivating race', 'SubscriptionOpened', 'SubscriptionOpened', 'SubscriptionOpened', 'ElementActivated race']);
    expect([...harness.state.subscriptions.values()].map((s) => s.kind)).toEqual(['message', 'timer', 'signal']);
  });

  it('should let the first event win, withdraw the others in the same command and ignore the loser', () => {
    // given
    const harness = new InstanceHarness(model());
    harness.start();
    const [message, timer] = harness.state.subscriptions.values();

    // when
    const won = harness.send({
      type: 'TriggerEvent',
      subscriptionKey: message?.key as string,
      kind: 'message',
      variables: { receipt: 'r-1' },
      messageKey: '9',
    });
    const lost = harness.send({ type: 'TriggerEvent', subscriptionKey: timer?.key as string, kind: 'timer', variables: {}, messageKey: null });

    // then
    expect(won.slice(0, 9)).toEqual([
      'EventTriggered',
      'SubscriptionClosed',
      'SubscriptionClosed',
      'SubscriptionClosed',
      'ElementCompleting race',
      'ElementCompleted race',
      'SequenceFlowTaken race-paid',
      'ElementActivating paid',
      'CompletionVariablesStored',
    ]);
    expect(harness.variable('receipt')).toBe('r-1');
    expect(harness.processInstanceState()).toBe('COMPLETED');
    expect(lost).toEqual(['EventTriggerIgnored']);
  });
});
