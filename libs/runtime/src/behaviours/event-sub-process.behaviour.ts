import type { ExecutableElement } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import type { ElementInstance, TerminationFollowUp } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleActivation } from '../processing/token-steps.js';
import { isEnded, terminateChildren } from './termination.behaviour.js';

/** An active event sub-process of this scope that interrupted it: nothing else runs in the scope or catches there any more. */
export function isInterrupted(context: ProcessingContext, scope: ElementInstance): boolean {
  for (const child of context.state.elementInstances.values()) {
    if (child.flowScopeKey !== scope.key || child.elementType !== 'EVENT_SUB_PROCESS' || isEnded(child)) continue;
    const startEventId = context.element(child.elementId).startEventId;
    if (startEventId !== undefined && context.element(startEventId).cancelActivity !== false) return true;
  }
  return false;
}

/**
 * The event of an event sub-process' start event happened in `scope`. An interrupting one first closes the
 * subscriptions of the scope's event sub-processes and ends every other token of the scope (a running non-interrupting
 * event sub-process, and tokens on their way in, included), as in Zeebe; a non-interrupting one runs beside the rest.
 * The event sub-process hands the event's variables to its start event.
 */
export function triggerEventSubProcess(context: ProcessingContext, scope: ElementInstance, startEvent: ExecutableElement, variables: JsonObject): void {
  const eventSubProcessId = startEvent.flowScopeId;
  if (eventSubProcessId === null) throw new Error(`start event ${startEvent.id} is not in an event sub-process`);
  if (startEvent.cancelActivity === false) return scheduleActivation(context, eventSubProcessId, scope.key, variables);
  interrupt(context, scope, { kind: 'activate', elementId: eventSubProcessId, flowScopeKey: scope.key, trigger: variables });
}

/** The event sub-process starts once every other token of the scope ended (canceling task listeners included). */
function interrupt(context: ProcessingContext, scope: ElementInstance, start: TerminationFollowUp): void {
  const eventSubProcessStarts = new Set(context.element(scope.elementId).eventSubProcessStartEventIds);
  for (const subscription of [...context.state.subscriptions.values()]) {
    if (subscription.elementInstanceKey === scope.key && eventSubProcessStarts.has(subscription.elementId)) {
      context.emit({ type: 'SubscriptionClosed', subscriptionKey: subscription.key, elementInstanceKey: scope.key });
    }
  }
  terminateChildren(context, scope.key, start);
}
