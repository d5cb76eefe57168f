import type { ExecutableElement } from '@baton/bpmn-model';
import { openSubscriptions, subscriptionDraft } from '../behaviours/event-subscription.behaviour.js';
import { visibleVariables } from '../behaviours/variable.behaviour.js';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import type { StepResult } from '../processing/step-failure.js';
import type { ElementMapping } from './element-mapping.js';

const WAITABLE = new Set(['timer', 'message', 'signal']);

/**
 * The events an element instance of `element` waits for once activated, as continueActivation and the catching
 * processors open them: boundary events (on the body of a multi-instance activity), event sub-process starts of a
 * scope (not of a body), its own event for a catch event or receive task, the events after an event-based gateway.
 */
function awaitedEventIds(context: ProcessingContext, element: ExecutableElement, isBody: boolean): string[] {
  const ids = [...(element.multiInstance && !isBody ? [] : (element.boundaryEventIds ?? [])), ...(isBody ? [] : (element.eventSubProcessStartEventIds ?? []))];
  if (!isBody && (element.type === 'INTERMEDIATE_CATCH_EVENT' || element.type === 'RECEIVE_TASK')) ids.push(element.id);
  if (element.type === 'EVENT_BASED_GATEWAY') ids.push(...element.outgoing.map((flowId) => context.flow(flowId).targetId));
  return ids.filter((id) => WAITABLE.has(context.element(id).eventDefinition?.kind ?? ''));
}

/**
 * Runs after the instance switched to the target process and `owner` to its target element: a subscription whose event
 * is mapped onto one the target element waits for is kept (a timer keeps its due time; a message or signal takes the
 * target's name and correlation key), the others are closed, and the target's events nobody waited for are opened.
 */
export function migrateSubscriptions(context: ProcessingContext, owner: ElementInstance, sourceElementId: string, mapping: ElementMapping): StepResult<null> {
  const element = context.element(owner.elementId);
  const awaited = awaitedEventIds(context, element, owner.elementType === 'MULTI_INSTANCE_BODY');
  const kept = new Set<string>();
  const variables = visibleVariables(context, owner.key);
  for (const subscription of [...context.state.subscriptions.values()]) {
    if (subscription.elementInstanceKey !== owner.key) continue;
    const targetId = subscription.elementId === sourceElementId ? owner.elementId : mapping.eventTargetOf(subscription.elementId);
    const event = targetId === undefined ? undefined : context.state.process.elements[targetId];
    if (!event || !awaited.includes(event.id) || kept.has(event.id) || event.eventDefinition?.kind !== subscription.kind) {
      context.emit({ type: 'SubscriptionClosed', subscriptionKey: subscription.key, elementInstanceKey: owner.key });
      continue;
    }
    const draft = subscription.kind === 'timer' ? null : subscriptionDraft(context, event, variables);
    if (draft && !draft.ok) return draft;
    kept.add(event.id);
    context.emit({
      type: 'SubscriptionMigrated',
      subscriptionKey: subscription.key,
      elementInstanceKey: owner.key,
      elementId: event.id,
      interrupting: event.cancelActivity !== false,
      messageName: draft ? draft.value.messageName : subscription.messageName,
      correlationKey: draft ? draft.value.correlationKey : subscription.correlationKey,
      signalName: draft ? draft.value.signalName : subscription.signalName,
    });
  }
  return openSubscriptions(
    context,
    owner,
    awaited.filter((id) => !kept.has(id)),
  );
}
