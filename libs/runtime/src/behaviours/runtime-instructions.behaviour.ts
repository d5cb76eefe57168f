import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { isInnerInstance } from './multi-instance-element.js';

/**
 * The process instance that a TERMINATE_PROCESS_INSTANCE runtime instruction ends when `ended` (just completed or
 * terminated) is its element; null when there is none to end. A multi-instance activity counts once, when its body
 * ends, not at each of its inner instances.
 */
export function processInstanceToTerminateAfter(context: ProcessingContext, ended: ElementInstance): ElementInstance | null {
  const { state } = context;
  if (!state.terminateAfterElementIds.includes(ended.elementId) || ended.key === state.processInstanceKey) return null;
  if (isInnerInstance(ended, context.element(ended.elementId))) return null;
  const processInstance = state.elementInstances.get(state.processInstanceKey);
  // Terminating the instance terminates its elements too; they must not start a second termination.
  if (processInstance?.state !== 'ACTIVATED') return null;
  return processInstance;
}
