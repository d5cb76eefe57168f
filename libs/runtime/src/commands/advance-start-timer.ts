import { applySubscriptionClosed, applyTimerRescheduled } from '../appliers/subscription.applier.js';
import { nextCycle } from '../behaviours/timer-cycle.behaviour.js';
import type { EventSubscription } from '../model/instance-state.js';
import type { SubscriptionClosed, TimerRescheduled } from '../model/runtime-event.js';

export interface StartTimerAdvance {
  event: (TimerRescheduled | SubscriptionClosed) & { timestamp: number };
  /** The timer as it waits for its next fire; null once it fired for the last time. */
  next: EventSubscription | null;
}

/**
 * A timer start event fired: the same cycle rule as a timer inside an instance decides what comes next, and its
 * applier changes the timer. The timer belongs to its process definition, not to an instance.
 */
export function advanceStartTimer(subscription: EventSubscription, now: number): StartTimerAdvance {
  const state = { subscriptions: new Map([[subscription.key, { ...subscription }]]) };
  const event = nextCycle(subscription);
  if (event.type === 'TimerRescheduled') applyTimerRescheduled(state, event);
  else applySubscriptionClosed(state, event);
  return { event: { ...event, timestamp: now }, next: state.subscriptions.get(subscription.key) ?? null };
}
