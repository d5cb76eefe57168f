import type { ExecutableElement, ExecutableMultiInstance } from '@baton/bpmn-model';
import type { ElementInstance } from '../model/instance-state.js';

/** The element instance type of the body that wraps the inner instances of a multi-instance activity. */
export const MULTI_INSTANCE_BODY = 'MULTI_INSTANCE_BODY';

/** An instance of a multi-instance activity that runs inside its body (the body owns the boundary events and the flows). */
export function isInnerInstance(instance: ElementInstance, element: ExecutableElement): boolean {
  return element.multiInstance !== undefined && instance.elementType !== MULTI_INSTANCE_BODY;
}

export function loopOf(element: ExecutableElement): ExecutableMultiInstance {
  if (!element.multiInstance) throw new Error(`element ${element.id} is not a multi-instance activity`);
  return element.multiInstance;
}
