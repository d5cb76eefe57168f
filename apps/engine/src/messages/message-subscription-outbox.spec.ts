import type { EventSubscription, TimedRuntimeEvent } from '@baton/runtime';
import { describe, expect, it } from 'vitest';
import { stringifyJson } from '../json/json-codec.js';
import { subscriptionToRow } from '../runtime/tables/event-subscription.table.js';
import type { InstanceIdentity } from '../runtime/tables/instance-identity.js';
import { messageSubscriptionHandOvers } from './message-subscription-outbox.js';

const identity: InstanceIdentity = { processInstanceKey: '7', processDefinitionKey: '3', bpmnProcessId: 'order', version: 1, tenantId: '<default>' };
const T1 = Date.parse('2026-12-07T06:00:00.000Z');
const T2 = T1 + 1000;

function subscription(key: string, kind: EventSubscription['kind'], correlationKey: string | null = 'order-1'): EventSubscription {
  return {
    key,
    kind,
    elementInstanceKey: '9',
    elementId: 'wait',
    interrupting: true,
    dueAt: kind === 'timer' ? T2 : null,
    repetitionsLeft: null,
    interval: null,
    messageName: kind === 'message' ? 'paid' : null,
    correlationKey: kind === 'message' ? correlationKey : null,
    signalName: null,
    createdAt: T1,
  };
}

const opened = (item: EventSubscription, timestamp = T1): TimedRuntimeEvent => ({ type: 'SubscriptionOpened', subscription: item, timestamp });
const closed = (key: string, timestamp = T2): TimedRuntimeEvent => ({ type: 'SubscriptionClosed', subscriptionKey: key, elementInstanceKey: '9', timestamp });
const snapshotOf = (...items: EventSubscription[]) =>
  new Map(items.map((item) => [`subscription:${item.key}`, stringifyJson(subscriptionToRow(item, identity))]));

describe('message subscription hand-overs (Citus mode)', () => {
  it('should ask for a copy of every message subscription a command opens, and of nothing else', () => {
    const handOvers = messageSubscriptionHandOvers([opened(subscription('11', 'message')), opened(subscription('12', 'timer'))], new Map(), identity);

    expect(handOvers).toEqual([
      {
        processInstanceKey: '7',
        key: '11',
        opened: true,
        correlationKey: 'order-1',
        messageName: 'paid',
        tenantId: '<default>',
        bpmnProcessId: 'order',
        createdAt: '2026-12-07T06:00:00.000Z',
      },
    ]);
  });

  it("should ask for the deletion of a closed message subscription's copy, its correlation key read from the loaded rows", () => {
    const loaded = snapshotOf(subscription('11', 'message', 'order-2'), subscription('12', 'timer'));

    const handOvers = messageSubscriptionHandOvers([closed('11'), closed('12')], loaded, identity);

    expect(handOvers).toEqual([expect.objectContaining({ key: '11', opened: false, correlationKey: 'order-2', createdAt: '2026-12-07T06:00:01.000Z' })]);
  });

  it('should ask for nothing for a subscription opened and closed by the same command', () => {
    expect(messageSubscriptionHandOvers([opened(subscription('11', 'message')), closed('11')], new Map(), identity)).toEqual([]);
  });
});
