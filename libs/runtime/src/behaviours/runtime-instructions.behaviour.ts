import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { isInnerInstance } from './multi-instance.behaviour.js';
import { terminateElement } from './state-transition.behaviour.js';

/**
 * Carries out a TERMINATE_PROCESS_INSTANCE runtime instruction when `ended` (just completed or terminated) is its
 * element: the instance is terminated at once, so nothing after the element runs. A multi-instance activity counts
 * once, when its body ends, not at each of its inner instances. Returns whether the instance was terminated.
 */
export function terminateInstanceAfter(context: ProcessingContext, ended: ElementInstance): boolean {
  const { state } = context;
  if (!state.terminateAfterElementIds.includes(ended.elementId) || ended.key === state.processInstanceKey) return false;
  if (isInnerInstance(ended, context.element(ended.elementId))) return false;
  const processInstance = state.elementInstances.get(state.processInstanceKey);
  // Terminating the instance terminates its elements too; they must not start a second termination.
  if (processInstance?.state !== 'ACTIVATED') return false;
  terminateElement(context, processInstance);
  return true;
}
