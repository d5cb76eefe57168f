import type { ElementInstance, ElementLifecycleState } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { elementEventBase } from '../processing/processing-context.js';
import { discardCompensationsIn } from './compensation-record.behaviour.js';
import { closeSubscriptions } from './event-subscription.behaviour.js';
import { cancelListenerJob } from './execution-listener.behaviour.js';
import { resolveIncidentOf } from './incident.behaviour.js';
import { processInstanceToTerminateAfter } from './runtime-instructions.behaviour.js';

const ENDED: ReadonlySet<ElementLifecycleState> = new Set(['COMPLETED', 'TERMINATED']);

export function isEnded(instance: ElementInstance): boolean {
  return ENDED.has(instance.state);
}

/** Ends every token of a scope, those still on their way into it included; the scope itself stays. */
export function terminateChildren(context: ProcessingContext, scopeKey: string): void {
  context.dropQueuedActivations(scopeKey);
  for (const child of [...context.state.elementInstances.values()]) {
    if (child.flowScopeKey === scopeKey) terminateElement(context, child);
  }
}

/** Terminates an element and, first, everything inside it. */
export function terminateElement(context: ProcessingContext, instance: ElementInstance): void {
  if (isEnded(instance) || instance.state === 'TERMINATING') return;
  context.emit({ type: 'ElementTerminating', ...elementEventBase(instance) });
  for (const child of [...context.state.elementInstances.values()]) {
    if (child.flowScopeKey === instance.key) terminateElement(context, child);
  }
  context.processorFor(instance.elementType).onTerminate(context, instance, context.element(instance.elementId));
  cancelListenerJob(context, instance);
  closeSubscriptions(context, instance);
  resolveIncidentOf(context, instance);
  context.emit({ type: 'ElementTerminated', ...elementEventBase(instance) });
  // What completed inside a scope that did not complete is never compensated.
  discardCompensationsIn(context, instance.key);
  terminateInstanceAfter(context, instance);
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
