import { closeSubscriptions } from '../behaviours/event-subscription.behaviour.js';
import { catchEvent } from '../behaviours/event-catch.behaviour.js';
import { isEnded } from '../behaviours/termination.behaviour.js';
import { nextCycle } from '../behaviours/timer-cycle.behaviour.js';
import type { ElementInstance, EventSubscription } from '../model/instance-state.js';
import type { Rejection, TriggerEvent } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleCompletion } from '../processing/token-steps.js';

/**
 * An awaited event happened. Whatever it ends (the catch event's wait, the gateway's other events, an
 * interrupted activity) ends in this same command; a trigger that comes too late is recorded and ignored.
 */
export function triggerEvent(context: ProcessingContext, command: TriggerEvent): Rejection | null {
  const subscription = context.state.subscriptions.get(command.subscriptionKey);
  const owner = subscription ? context.state.elementInstances.get(subscription.elementInstanceKey) : undefined;
  if (!subscription || !owner || isEnded(owner) || owner.state !== 'ACTIVATED') {
    context.emit({
      type: 'EventTriggerIgnored',
      subscriptionKey: command.subscriptionKey,
      kind: subscription?.kind ?? command.kind,
      reason: 'the element no longer waits for this event: another event won, or it ended',
    });
    return null;
  }
  fireSubscription(context, subscription, owner, command);
  return null;
}

/**
 * The event a subscription of `owner` waits for happened: the history records it, then the catch event, the event-based
 * gateway, the boundary event or the event sub-process goes on, and what it interrupts ends, in this same command.
 */
export function fireSubscription(
  context: ProcessingContext,
  subscription: EventSubscription,
  owner: ElementInstance,
  trigger: Pick<TriggerEvent, 'messageKey' | 'signalKey' | 'variables'>,
): void {
  context.emit({
    type: 'EventTriggered',
    subscriptionKey: subscription.key,
    kind: subscription.kind,
    elementInstanceKey: owner.key,
    elementId: subscription.elementId,
    dueAt: subscription.dueAt,
    firedAt: context.ports.now(),
    messageKey: trigger.messageKey,
    messageName: subscription.kind === 'message' ? subscription.messageName : null,
    correlationKey: subscription.kind === 'message' ? subscription.correlationKey : null,
    signalName: subscription.kind === 'signal' ? subscription.signalName : null,
    signalKey: subscription.kind === 'signal' ? (trigger.signalKey ?? null) : null,
    variables: trigger.variables,
  });
  if (owner.elementType === 'EVENT_BASED_GATEWAY') {
    closeSubscriptions(context, owner);
    scheduleCompletion(context, owner.key);
  } else if (owner.elementId === subscription.elementId) {
    context.emit({ type: 'SubscriptionClosed', subscriptionKey: subscription.key, elementInstanceKey: owner.key });
    context.emit({ type: 'CompletionVariablesStored', elementInstanceKey: owner.key, variables: trigger.variables });
    scheduleCompletion(context, owner.key);
  } else {
    // A boundary event of the owner, or the start event of an event sub-process in the owner's scope.
    if (!subscription.interrupting && subscription.kind === 'timer') keepCycleGoing(context, subscription);
    catchEvent(context, { instance: owner, catchEventId: subscription.elementId }, trigger.variables);
  }
}

/** A non-interrupting cycle fires again from its previous due time until its repetitions are used up. */
function keepCycleGoing(context: ProcessingContext, subscription: EventSubscription): void {
  context.emit(nextCycle(subscription));
}
