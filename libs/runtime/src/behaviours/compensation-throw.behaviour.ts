import type { ExecutableElement } from '@baton/bpmn-model';
import type { Compensation, ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { elementEventBase } from '../processing/processing-context.js';
import { succeeded, type StepResult } from '../processing/step-failure.js';
import { scheduleCompletion } from '../processing/token-steps.js';
import { discardCompensationsIn, liveCompensationsIn } from './compensation-record.behaviour.js';

/**
 * A compensation intermediate throw or end event: the completed activities of its scope (or only the completions of
 * `activityRef`) are compensated one at a time, the most recent first, each completion once; a completed sub-process
 * without a compensation event sub-process is compensated through its inner completions (most recent first), then by
 * its own handler, if any. The event waits until the last handler completed: a failing handler holds it with its
 * incident, and resolving that goes on where it stopped. Activities that did not complete, or are already being or
 * have been compensated, are left alone.
 */
export function throwCompensation(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const definition = element.eventDefinition;
  if (definition?.kind !== 'compensation') throw new Error(`element ${element.id} throws no compensation`);
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  const queue = compensationQueue(context, compensationScopeKey(context, instance), definition.activityRef);
  if (queue.length > 0) context.emit({ type: 'CompensationThrown', elementInstanceKey: instance.key, elementId: element.id, compensationKeys: queue });
  compensateNext(context, instance.key);
  return succeeded(null);
}

/**
 * The scope whose completions a throw compensates: its own; for a throw in an event sub-process, the scope around it;
 * for a throw in a compensation event sub-process, the completed sub-process it compensates.
 */
function compensationScopeKey(context: ProcessingContext, thrower: ElementInstance): string {
  const scope = context.instance(thrower.flowScopeKey ?? '');
  if (scope.elementType !== 'EVENT_SUB_PROCESS') return scope.key;
  const compensated = [...context.state.compensations.values()].find((compensation) => compensation.handlerElementInstanceKey === scope.key);
  return compensated?.elementInstanceKey ?? scope.flowScopeKey ?? scope.key;
}

function compensationQueue(context: ProcessingContext, scopeKey: string, activityRef: string | null): string[] {
  const completed = liveCompensationsIn(context, scopeKey)
    .filter((compensation) => compensation.state === 'COMPLETED' && (activityRef === null || compensation.elementId === activityRef))
    .sort((a, b) => b.completionOrder - a.completionOrder);
  return completed.flatMap((compensation) => [
    ...(compensatesInnerActivities(context, compensation) ? compensationQueue(context, compensation.elementInstanceKey, null) : []),
    compensation.key,
  ]);
}

/** A sub-process without a compensation event sub-process is compensated through what completed inside it. */
function compensatesInnerActivities(context: ProcessingContext, compensation: Compensation): boolean {
  const element = context.element(compensation.elementId);
  return element.type === 'SUB_PROCESS' && element.compensationEventSubProcessId === undefined;
}

/** Starts the handler of the throw's next queued completion, or completes the throw when none is left. */
function compensateNext(context: ProcessingContext, throwKey: string): void {
  for (;;) {
    const next = nextQueued(context, throwKey);
    if (!next) {
      scheduleCompletion(context, throwKey);
      return;
    }
    if (next.handlerId === null) {
      finish(context, next, null);
      continue;
    }
    const thrower = context.instance(throwKey);
    const handlerKey = context.ports.nextKey();
    context.emit({
      type: 'CompensationHandlerActivated',
      compensationKey: next.key,
      elementInstanceKey: handlerKey,
      elementId: next.handlerId,
      compensatedElementInstanceKey: next.elementInstanceKey,
      compensatedElementId: next.elementId,
      throwElementInstanceKey: throwKey,
    });
    // The handler runs beside the throw event, in its scope: the compensated activity's own scope may have ended.
    context.schedule({ kind: 'activate', elementInstanceKey: handlerKey, elementId: next.handlerId, flowScopeKey: thrower.flowScopeKey ?? '' });
    return;
  }
}

function nextQueued(context: ProcessingContext, throwKey: string): Compensation | undefined {
  let next: Compensation | undefined;
  for (const compensation of context.state.compensations.values()) {
    if (compensation.state !== 'QUEUED' || compensation.throwElementInstanceKey !== throwKey) continue;
    if (!next || (compensation.queuePosition ?? 0) < (next.queuePosition ?? 0)) next = compensation;
  }
  return next;
}

function finish(context: ProcessingContext, compensation: Compensation, handlerKey: string | null): void {
  context.emit({
    type: 'CompensationCompleted',
    compensationKey: compensation.key,
    compensatedElementInstanceKey: compensation.elementInstanceKey,
    compensatedElementId: compensation.elementId,
    handlerElementInstanceKey: handlerKey,
    throwElementInstanceKey: compensation.throwElementInstanceKey ?? '',
  });
  // A compensation event sub-process may have compensated only some of the sub-process' completions: the rest stay undone.
  discardCompensationsIn(context, compensation.elementInstanceKey);
}

/**
 * Called as compensation work completes: when it is the handler of a completion, that completion is compensated and
 * the throw event goes on with the next one. Returns false for anything else (an element inside a handler).
 */
export function finishCompensationHandler(context: ProcessingContext, instance: ElementInstance): boolean {
  const compensation = [...context.state.compensations.values()].find(
    (candidate) => candidate.state === 'COMPENSATING' && candidate.handlerElementInstanceKey === instance.key,
  );
  if (!compensation?.throwElementInstanceKey) return false;
  finish(context, compensation, instance.key);
  compensateNext(context, compensation.throwElementInstanceKey);
  return true;
}

/** The throw event ends without having finished: what it had not compensated yet may be compensated by a later throw. */
export function withdrawCompensation(context: ProcessingContext, thrower: ElementInstance): void {
  const unfinished = [...context.state.compensations.values()].filter(
    (compensation) => compensation.throwElementInstanceKey === thrower.key && (compensation.state === 'QUEUED' || compensation.state === 'COMPENSATING'),
  );
  if (unfinished.length > 0) {
    context.emit({ type: 'CompensationWithdrawn', elementInstanceKey: thrower.key, compensationKeys: unfinished.map((compensation) => compensation.key) });
  }
}
