import type { ExecutableElement } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import type { ElementInstance, EventSubscription } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { boundedName, evaluateValue } from './expression.behaviour.js';
import { scheduleTimer } from './timer-schedule.js';
import { visibleVariables } from './variable.behaviour.js';
import { valueText } from './value-text.js';

export type SubscriptionDraft = Omit<EventSubscription, 'key' | 'elementInstanceKey' | 'createdAt'>;

function text(
  context: ProcessingContext,
  event: ExecutableElement,
  value: Parameters<typeof evaluateValue>[0],
  what: string,
  variables: JsonObject,
): StepResult<string> {
  const result = evaluateValue(value, variables, 'EXTRACT_VALUE_ERROR', context.ports.now());
  if (!result.ok) return result;
  // A timer's text is read, not stored; names are stored and indexed.
  const bounded = (name: string) => (what === 'timer' ? succeeded(name) : boundedName(name, `the ${what} of '${event.id}'`));
  if (typeof result.value === 'string' && result.value !== '') return bounded(result.value);
  if (typeof result.value === 'number' || typeof result.value === 'bigint') return succeeded(String(result.value));
  return failed('EXTRACT_VALUE_ERROR', `Expected the ${what} of '${event.id}' to be a string or a number, but it was ${valueText(result.value)}`);
}

/** What an event waits for, with every expression evaluated now, in the waiting element's scope. */
export function subscriptionDraft(context: ProcessingContext, event: ExecutableElement, variables: JsonObject): StepResult<SubscriptionDraft> {
  const definition = event.eventDefinition;
  if (!definition) throw new Error(`element ${event.id} has no event definition`);
  const interrupting = event.cancelActivity !== false;
  const base = {
    elementId: event.id,
    interrupting,
    dueAt: null,
    repetitionsLeft: null,
    interval: null,
    messageName: null,
    correlationKey: null,
    signalName: null,
  };
  if (definition.kind === 'timer') {
    const expression = text(context, event, definition.timer.expression, 'timer', variables);
    if (!expression.ok) return expression;
    const scheduled = scheduleTimer(definition.timer.type, expression.value, context.ports.now());
    if (!scheduled.ok) return failed('EXTRACT_VALUE_ERROR', `${scheduled.message} (timer of '${event.id}')`);
    return succeeded({ ...base, kind: 'timer', ...scheduled.schedule });
  }
  if (definition.kind === 'message') {
    const name = text(context, event, definition.messageName, 'message name', variables);
    if (!name.ok) return name;
    if (!definition.correlationKey) return succeeded({ ...base, kind: 'message', messageName: name.value });
    const correlationKey = text(context, event, definition.correlationKey, 'correlation key', variables);
    if (!correlationKey.ok) return correlationKey;
    return succeeded({ ...base, kind: 'message', messageName: name.value, correlationKey: correlationKey.value });
  }
  // A condition is evaluated once the activation settles (see conditional-event.behaviour), not while it opens.
  if (definition.kind === 'conditional') return succeeded({ ...base, kind: 'conditional' });
  if (definition.kind !== 'signal') throw new Error(`element ${event.id} waits for no event (${definition.kind})`);
  const signalName = text(context, event, definition.signalName, 'signal name', variables);
  if (!signalName.ok) return signalName;
  return succeeded({ ...base, kind: 'signal', signalName: signalName.value });
}

/**
 * Opens the subscriptions of the given events for `owner`, all or none: a failing expression leaves nothing
 * half-open, and an event the owner already waits for (after an incident was resolved) is not opened twice.
 */
export function openSubscriptions(context: ProcessingContext, owner: ElementInstance, eventIds: string[]): StepResult<null> {
  const variables = visibleVariables(context, owner.key);
  const waiting = new Set([...context.state.subscriptions.values()].filter((s) => s.elementInstanceKey === owner.key).map((s) => s.elementId));
  const drafts: SubscriptionDraft[] = [];
  for (const eventId of eventIds) {
    // Nothing waits for an error or an escalation: what is thrown looks for its catch event (see event-catch.behaviour).
    const kind = context.element(eventId).eventDefinition?.kind;
    if (waiting.has(eventId) || kind === 'error' || kind === 'escalation') continue;
    const result = subscriptionDraft(context, context.element(eventId), variables);
    if (!result.ok) return result;
    drafts.push(result.value);
  }
  for (const subscription of drafts) {
    context.emit({
      type: 'SubscriptionOpened',
      subscription: { ...subscription, key: context.ports.nextKey(), elementInstanceKey: owner.key, createdAt: context.ports.now() },
    });
  }
  return succeeded(null);
}

/** Withdraws everything the element instance waits for, in the same transaction as whatever ended the wait. */
export function closeSubscriptions(context: ProcessingContext, owner: ElementInstance): void {
  for (const subscription of [...context.state.subscriptions.values()]) {
    if (subscription.elementInstanceKey === owner.key) {
      context.emit({ type: 'SubscriptionClosed', subscriptionKey: subscription.key, elementInstanceKey: owner.key });
    }
  }
}
