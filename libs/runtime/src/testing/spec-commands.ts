import type { JsonObject } from '@baton/feel';
import type { SubscriptionKind } from '../model/instance-state.js';
import type { InstanceHarness } from './runtime-harness.js';

/** Element lifecycle only: what ended how, and in which order. */
export function lifecycle(events: string[]): string[] {
  return events.filter((event) => /^Element(Activated|Completed|Terminated) /.test(event));
}

export function completeJob(harness: InstanceHarness, elementId: string, variables: JsonObject = {}): string[] {
  return harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf(elementId), variables });
}

export function throwJobError(harness: InstanceHarness, elementId: string, errorCode: string, variables: JsonObject = {}): string[] {
  return harness.send({ type: 'ThrowJobError', jobKey: harness.jobKeyOf(elementId), errorCode, errorMessage: null, variables });
}

/** The event `elementId` waits for happens: its timer fires, its message is correlated, its signal broadcast. */
export function fire(harness: InstanceHarness, elementId: string, kind: SubscriptionKind, variables: JsonObject = {}): string[] {
  const subscription = [...harness.state.subscriptions.values()].find((candidate) => candidate.elementId === elementId);
  if (!subscription) throw new Error(`nothing waits for ${elementId}`);
  return harness.send({ type: 'TriggerEvent', subscriptionKey: subscription.key, kind, variables, messageKey: null });
}
