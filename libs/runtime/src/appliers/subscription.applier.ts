import type { ProcessInstanceState } from '../model/instance-state.js';
import type { EventTriggered, SubscriptionClosed, SubscriptionOpened, TimerRescheduled } from '../model/runtime-event.js';

export function applySubscriptionOpened(state: ProcessInstanceState, event: SubscriptionOpened): void {
  state.subscriptions.set(event.subscription.key, { ...event.subscription });
}

/** Subscription appliers need only the subscriptions: a timer start event's has no instance. */
type SubscriptionsState = Pick<ProcessInstanceState, 'subscriptions'>;

export function applySubscriptionClosed(state: SubscriptionsState, event: SubscriptionClosed): void {
  state.subscriptions.delete(event.subscriptionKey);
}

export function applyTimerRescheduled(state: SubscriptionsState, event: TimerRescheduled): void {
  const subscription = state.subscriptions.get(event.subscriptionKey);
  if (!subscription) throw new Error(`TimerRescheduled: no subscription ${event.subscriptionKey}`);
  subscription.dueAt = event.dueAt;
  subscription.repetitionsLeft = event.repetitionsLeft;
}

/**
 * An event for a catch event or a boundary event hands its variables to the element it activates; for an
 * event-based gateway it also records which way the gateway leaves.
 */
export function applyEventTriggered(state: ProcessInstanceState, event: EventTriggered): void {
  const owner = state.elementInstances.get(event.elementInstanceKey);
  if (owner?.elementType !== 'EVENT_BASED_GATEWAY') return;
  owner.triggeredEventId = event.elementId;
  owner.completionVariables = event.variables;
}
