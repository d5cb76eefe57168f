import { describe, expect, it } from 'vitest';
import { ProcessBuilder, mapping, staticValue, feel } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

const timerCatch = () =>
  new ProcessBuilder()
    .element('start', 'START_EVENT')
    .element('wait', 'INTERMEDIATE_CATCH_EVENT', { eventDefinition: { kind: 'timer', timer: { type: 'duration', expression: staticValue('PT10S') } } })
    .element('end', 'END_EVENT')
    .chain('start', 'wait', 'end')
    .build();

const messageCatch = () =>
  new ProcessBuilder()
    .element('start', 'START_EVENT')
    .element('paid', 'INTERMEDIATE_CATCH_EVENT', {
      eventDefinition: { kind: 'message', messageName: staticValue('payment-received'), correlationKey: feel('orderId') },
      outputMappings: [mapping('amount', 'paidAmount')],
    })
    .element('end', 'END_EVENT')
    .chain('start', 'paid', 'end')
    .build();

describe('intermediate catch events', () => {
  it('should open a timer due after the duration and complete when it fires', () => {
    // given
    const harness = new InstanceHarness(timerCatch());

    // when
    const started = harness.start();

    // then
    expect(started.slice(-3)).toEqual(['ElementActivating wait', 'SubscriptionOpened', 'ElementActivated wait']);
    const [timer] = harness.state.subscriptions.values();
    expect(timer).toMatchObject({ kind: 'timer', dueAt: 11_000, repetitionsLeft: 1, elementId: 'wait' });

    // when
    harness.ports.time = 11_500;
    const fired = harness.send({ type: 'TriggerEvent', subscriptionKey: timer?.key as string, kind: 'timer', variables: {}, messageKey: null });

    // then
    expect(fired.slice(0, 5)).toEqual(['EventTriggered', 'SubscriptionClosed', 'CompletionVariablesStored', 'ElementCompleting wait', 'ElementCompleted wait']);
    const triggered = harness.log.find((event) => event.type === 'EventTriggered');
    expect(triggered).toMatchObject({ dueAt: 11_000, firedAt: 11_500, messageName: null, correlationKey: null });
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should compute a FEEL timer date from engine time, so a pinned clock governs now()', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('wait', 'INTERMEDIATE_CATCH_EVENT', {
        eventDefinition: { kind: 'timer', timer: { type: 'date', expression: feel('string(now() + duration("PT1M"))') } },
      })
      .chain('start', 'wait')
      .build();
    const harness = new InstanceHarness(process);
    harness.ports.time = Date.parse('2030-01-01T00:00:00Z');
    harness.start();
    expect([...harness.state.subscriptions.values()][0]?.dueAt).toBe(Date.parse('2030-01-01T00:01:00Z'));
  });

  it('should evaluate the correlation key when the subscription opens and map the message variables', () => {
    const harness = new InstanceHarness(messageCatch());
    harness.start({ orderId: 42 });
    const [subscription] = harness.state.subscriptions.values();
    expect(subscription).toMatchObject({ kind: 'message', messageName: 'payment-received', correlationKey: '42' });
    harness.send({ type: 'TriggerEvent', subscriptionKey: subscription?.key as string, kind: 'message', variables: { amount: 99 }, messageKey: '777' });
    // the history names the message that arrived
    expect(harness.log.find((event) => event.type === 'EventTriggered')).toMatchObject({
      messageKey: '777',
      messageName: 'payment-received',
      correlationKey: '42',
    });
    expect(harness.variable('paidAmount')).toBe(99);
    expect(harness.variable('amount')).toBeUndefined();
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should raise an EXTRACT_VALUE_ERROR incident when the correlation key is missing, opening nothing', () => {
    const harness = new InstanceHarness(messageCatch());
    expect(harness.start().slice(-2)).toEqual(['ElementActivating paid', 'IncidentCreated paid EXTRACT_VALUE_ERROR']);
    expect(harness.state.subscriptions.size).toBe(0);
    expect([...harness.state.incidents.values()][0]?.errorMessage).toBe("Expected the correlation key of 'paid' to be a string or a number, but it was null");
  });

  it('should record a late trigger as ignored and change nothing else', () => {
    const harness = new InstanceHarness(timerCatch());
    harness.start();
    const [timer] = harness.state.subscriptions.values();
    harness.send({ type: 'TriggerEvent', subscriptionKey: timer?.key as string, kind: 'timer', variables: {}, messageKey: null });
    expect(harness.send({ type: 'TriggerEvent', subscriptionKey: timer?.key as string, kind: 'timer', variables: {}, messageKey: null })).toEqual([
      'EventTriggerIgnored',
    ]);
  });
});

describe('signal throw events', () => {
  it('should throw the signal with the variables of its input mappings, then pass on', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('shout', 'INTERMEDIATE_THROW_EVENT', {
        eventDefinition: { kind: 'signal', signalName: feel('"stock-" + region') },
        inputMappings: [mapping('orderId', 'order')],
      })
      .element('end', 'END_EVENT')
      .chain('start', 'shout', 'end')
      .build();
    const harness = new InstanceHarness(process);
    harness.start({ region: 'eu', orderId: 'o-7' });
    const thrown = harness.log.find((event) => event.type === 'SignalThrown');
    expect(thrown).toMatchObject({ signalName: 'stock-eu', elementId: 'shout', variables: { order: 'o-7' } });
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});
