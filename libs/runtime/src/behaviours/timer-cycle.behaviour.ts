import type { EventSubscription } from '../model/instance-state.js';
import type { SubscriptionClosed, TimerRescheduled } from '../model/runtime-event.js';
import { nextCycleOccurrence } from '@baton/time';

/**
 * What follows a fire of a timer that may repeat: the next due time, from the previous one (missed repetitions fire
 * one after the other, cycles never drift), or the end of the subscription once its repetitions are used up or its
 * next occurrence would lie beyond the year 9999 (or a cron expression has none left).
 */
export function nextCycle(subscription: EventSubscription): TimerRescheduled | SubscriptionClosed {
  const left = subscription.repetitionsLeft === null ? null : subscription.repetitionsLeft - 1;
  const dueAt =
    subscription.interval === null || subscription.dueAt === null || left === 0 ? null : nextCycleOccurrence(subscription.dueAt, subscription.interval);
  if (dueAt === null) return { type: 'SubscriptionClosed', subscriptionKey: subscription.key, elementInstanceKey: subscription.elementInstanceKey };
  return { type: 'TimerRescheduled', subscriptionKey: subscription.key, dueAt, repetitionsLeft: left };
}
