import { caughtCode } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleActivation } from '../processing/token-steps.js';
import { isInterrupted, triggerEventSubProcess } from './event-sub-process.behaviour.js';
import { isInnerInstance, MULTI_INSTANCE_BODY } from './multi-instance-element.js';
import { terminateElement } from './termination.behaviour.js';

/** What can be thrown inside a scope and caught outside the element that threw it. */
export type CatchableKind = 'error' | 'escalation';

/**
 * Where a thrown error or escalation is caught: `catchEventId` is a boundary event attached to `instance`, or the start
 * event of an event sub-process inside `instance` (a process or sub-process instance).
 */
export interface EventCatcher {
  instance: ElementInstance;
  catchEventId: string;
}

/**
 * The catch event of one element instance for `code`, as Zeebe orders them: its event sub-processes before its boundary
 * events, and among those one naming the code before one that catches every code.
 */
function catchEventOf(context: ProcessingContext, instance: ElementInstance, kind: CatchableKind, code: string): string | null {
  const element = context.element(instance.elementId);
  // The boundary events of a multi-instance activity belong to its body, the event sub-processes to each inner instance.
  const boundaryEventIds = isInnerInstance(instance, element) ? [] : (element.boundaryEventIds ?? []);
  const eventSubProcessIds = instance.elementType === MULTI_INSTANCE_BODY ? [] : (element.eventSubProcessStartEventIds ?? []);
  const candidates = [...eventSubProcessIds, ...boundaryEventIds].map((id) => context.element(id)).filter((event) => caughtCode(event, kind) !== undefined);
  return (candidates.find((event) => caughtCode(event, kind) === code) ?? candidates.find((event) => caughtCode(event, kind) === null))?.id ?? null;
}

/**
 * The innermost catch event for an error or escalation thrown from `from` (a task whose job threw it, a throw or end
 * event, or any element instance to start looking at): `from` itself, then each enclosing scope, walking outwards.
 * At each scope its own event sub-processes come before the boundary events attached to it, so an event
 * sub-process inside a sub-process catches before a boundary event on that sub-process. As in Zeebe, the walk stops at
 * a scope an interrupting event sub-process has interrupted: what is thrown inside that event sub-process is caught
 * within it or not at all. Null when nothing catches it.
 */
export function findCatcher(context: ProcessingContext, from: ElementInstance, kind: CatchableKind, code: string): EventCatcher | null {
  for (
    let instance: ElementInstance | undefined = from;
    instance;
    instance = instance.flowScopeKey ? context.state.elementInstances.get(instance.flowScopeKey) : undefined
  ) {
    if (isInterrupted(context, instance)) return null;
    const catchEventId = catchEventOf(context, instance, kind, code);
    if (catchEventId !== null) return { instance, catchEventId };
  }
  return null;
}

/** Whether the catch event ends what it catches: its activity (boundary event) or every other token of its scope. */
export function interrupts(context: ProcessingContext, catcher: EventCatcher): boolean {
  return context.element(catcher.catchEventId).cancelActivity !== false;
}

/**
 * The catch event starts with the event's variables: a boundary event beside its activity (which an interrupting one
 * terminates first, everything inside it included), or an event sub-process in its scope.
 */
export function catchEvent(context: ProcessingContext, catcher: EventCatcher, variables: JsonObject): void {
  const { instance, catchEventId } = catcher;
  const event = context.element(catchEventId);
  if (event.type === 'START_EVENT') return triggerEventSubProcess(context, instance, event, variables);
  if (instance.flowScopeKey === null) throw new Error(`boundary event ${catchEventId} on the process itself`);
  if (event.cancelActivity === false) return scheduleActivation(context, catchEventId, instance.flowScopeKey, variables);
  // As in Zeebe, the boundary event starts once its activity is terminated (its canceling task listeners done).
  terminateElement(context, instance, { kind: 'activate', elementId: catchEventId, flowScopeKey: instance.flowScopeKey, trigger: variables });
}
