import type { EventSubscription } from '../model/instance-state.js';
import type { SubscriptionClosed, TimerRescheduled } from '../model/runtime-event.js';
import { nextDueAt } from './timer-schedule.js';

/**
 * What follows a fire of a timer that may repeat: the next due time, from the previous one (missed repetitions fire
 * one after the other, cycles never drift), or the end of the subscription once its repetitions are used up.
 */
export function nextCycle(subscription: EventSubscription): TimerRescheduled | SubscriptionClosed {
  const left = subscription.repetitionsLeft === null ? null : subscription.repetitionsLeft - 1;
  if (subscription.interval === null || subscription.dueAt === null || left === 0) {
    return { type: 'SubscriptionClosed', subscriptionKey: subscription.key, elementInstanceKey: subscription.elementInstanceKey };
  }
  return { type: 'TimerRescheduled', subscriptionKey: subscription.key, dueAt: nextDueAt(subscription.dueAt, subscription.interval), repetitionsLeft: left };
}
