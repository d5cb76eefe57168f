import type { ElementInstance, ElementLifecycleState, TerminationFollowUp } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { elementEventBase } from '../processing/processing-context.js';
import { scheduleActivation, scheduleCompletion } from '../processing/token-steps.js';
import { discardCompensationsIn } from './compensation-record.behaviour.js';
import { closeSubscriptions } from './event-subscription.behaviour.js';
import { cancelListenerJob } from './execution-listener.behaviour.js';
import { resolveIncidentOf } from './incident.behaviour.js';
import { processInstanceToTerminateAfter } from './runtime-instructions.behaviour.js';

const ENDED: ReadonlySet<ElementLifecycleState> = new Set(['COMPLETED', 'TERMINATED']);

export function isEnded(instance: ElementInstance): boolean {
  return ENDED.has(instance.state);
}

function childrenOf(context: ProcessingContext, scopeKey: string): ElementInstance[] {
  return [...context.state.elementInstances.values()].filter((child) => child.flowScopeKey === scopeKey);
}

/**
 * Ends every token of a scope, those still on their way into it included; the scope itself stays. `followUp` runs once
 * they all ended: at once, or when the last canceling task listener among them completed.
 */
export function terminateChildren(context: ProcessingContext, scopeKey: string, followUp?: TerminationFollowUp): void {
  context.dropQueuedActivations(scopeKey);
  for (const child of childrenOf(context, scopeKey)) terminateElement(context, child);
  if (followUp && !awaitHeldChildren(context, scopeKey, followUp)) runFollowUp(context, followUp, false);
}

/** Keeps `followUp` for when the scope's children that canceling listeners hold are terminated; false when none is held. */
export function awaitHeldChildren(context: ProcessingContext, scopeKey: string, followUp: TerminationFollowUp): boolean {
  if (!childrenOf(context, scopeKey).some((child) => child.state === 'TERMINATING')) return false;
  context.emit({ type: 'TerminationFollowUpAwaited', elementInstanceKey: scopeKey, followUp });
  return true;
}

/**
 * Terminates an element and, first, everything inside it; `followUp` runs once it is terminated. A user task's
 * canceling listeners hold its termination, as in Zeebe: the element stays TERMINATING, with its subscriptions closed,
 * until the last listener completed (`releaseTermination`); so does every scope around it that is being terminated.
 */
export function terminateElement(context: ProcessingContext, instance: ElementInstance, followUp?: TerminationFollowUp): void {
  if (isEnded(instance) || instance.state === 'TERMINATING') {
    if (followUp) runFollowUp(context, followUp, false);
    return;
  }
  context.emit({ type: 'ElementTerminating', ...elementEventBase(instance) });
  for (const child of childrenOf(context, instance.key)) terminateElement(context, child);
  const processor = context.processorFor(instance.elementType);
  const element = context.element(instance.elementId);
  processor.onTerminate(context, instance, element);
  cancelListenerJob(context, instance);
  closeSubscriptions(context, instance);
  resolveIncidentOf(context, instance);
  const held = processor.holdTermination?.(context, instance, element) ?? false;
  if (held || childrenOf(context, instance.key).some((child) => !isEnded(child))) {
    if (followUp) context.emit({ type: 'TerminationFollowUpAwaited', elementInstanceKey: instance.key, followUp });
    return;
  }
  endTermination(context, instance);
  if (followUp) runFollowUp(context, followUp, false);
}

function endTermination(context: ProcessingContext, instance: ElementInstance): void {
  context.emit({ type: 'ElementTerminated', ...elementEventBase(instance) });
  // What completed inside a scope that did not complete is never compensated.
  discardCompensationsIn(context, instance.key);
  terminateInstanceAfter(context, instance);
}

/**
 * What held an element's termination let go (its canceling task listeners completed): it is terminated, what waited
 * for it runs, and a scope around it that was being terminated, or that waits for its terminated children, goes on.
 */
export function releaseTermination(context: ProcessingContext, instance: ElementInstance): void {
  const followUp = instance.terminationFollowUp;
  endTermination(context, instance);
  if (followUp) runFollowUp(context, followUp, true);
  const scope = instance.flowScopeKey === null ? undefined : context.state.elementInstances.get(instance.flowScopeKey);
  if (!scope) return;
  const children = childrenOf(context, scope.key);
  if (scope.state === 'TERMINATING') {
    if (children.every(isEnded)) releaseTermination(context, scope);
    return;
  }
  const waiting = scope.terminationFollowUp;
  if (waiting && !children.some((child) => child.state === 'TERMINATING')) {
    context.emit({ type: 'TerminationFollowUpAwaited', elementInstanceKey: scope.key, followUp: null });
    runFollowUp(context, waiting, true);
  }
}

/** A follow-up that waited runs only where its element is still active: the instance may have ended meanwhile. */
function runFollowUp(context: ProcessingContext, followUp: TerminationFollowUp, waited: boolean): void {
  switch (followUp.kind) {
    case 'activate':
      if (waited && context.state.elementInstances.get(followUp.flowScopeKey)?.state !== 'ACTIVATED') return;
      return scheduleActivation(context, followUp.elementId, followUp.flowScopeKey, followUp.trigger);
    case 'complete':
      if (waited && context.state.elementInstances.get(followUp.elementInstanceKey)?.state !== 'ACTIVATED') return;
      return scheduleCompletion(context, followUp.elementInstanceKey);
    case 'terminate': {
      const target = context.state.elementInstances.get(followUp.elementInstanceKey);
      if (target) terminateElement(context, target);
      return;
    }
  }
}

/**
 * Carries out a TERMINATE_PROCESS_INSTANCE runtime instruction of `ended` (just completed or terminated), if it has
 * one: the instance is terminated at once, so nothing after the element runs. Returns whether the instance was terminated.
 */
export function terminateInstanceAfter(context: ProcessingContext, ended: ElementInstance): boolean {
  const processInstance = processInstanceToTerminateAfter(context, ended);
  if (!processInstance) return false;
  terminateElement(context, processInstance);
  return true;
}
