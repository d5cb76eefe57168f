import { isEnded, terminateElement } from '../behaviours/state-transition.behaviour.js';
import type { Rejection } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';

export function cancelProcessInstance(context: ProcessingContext): Rejection | null {
  const processInstance = context.state.elementInstances.get(context.state.processInstanceKey);
  if (!processInstance || isEnded(processInstance) || processInstance.state === 'TERMINATING') {
    return {
      reason: 'NOT_FOUND',
      message: `Expected to cancel a process instance with key '${context.state.processInstanceKey}', but no such process instance is active`,
    };
  }
  terminateElement(context, processInstance);
  return null;
}
