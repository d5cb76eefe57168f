import { isEnded, terminateElement } from '../behaviours/termination.behaviour.js';
import type { CancelProcessInstance, Rejection } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';

/** As in Zeebe, an instance a call activity created ends with its caller only; cancelling it directly is refused. */
export function cancelProcessInstance(context: ProcessingContext, command: CancelProcessInstance): Rejection | null {
  const processInstance = context.state.elementInstances.get(context.state.processInstanceKey);
  if (!processInstance || isEnded(processInstance) || processInstance.state === 'TERMINATING') {
    return {
      reason: 'NOT_FOUND',
      message: `Expected to cancel a process instance with key '${context.state.processInstanceKey}', but no such process instance is active`,
    };
  }
  const parent = context.state.parent;
  if (parent && !command.byParent) {
    return {
      reason: 'INVALID_STATE',
      message:
        `Expected to cancel a process instance with key '${context.state.processInstanceKey}', but it is created by a parent process instance. ` +
        `Cancel the root process instance '${parent.rootProcessInstanceKey}' instead.`,
    };
  }
  terminateElement(context, processInstance);
  return null;
}
