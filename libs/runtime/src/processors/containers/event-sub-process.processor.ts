import type { ExecutableElement } from '@baton/bpmn-model';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';
import { scheduleActivation } from '../../processing/token-steps.js';

/**
 * Activated with the variables of the event that started it (see triggerEventSubProcess); they go on to its start
 * event, whose output mappings decide what reaches the scope, and are not kept on the event sub-process itself.
 */
function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  if (!element.startEventId) throw new Error(`event sub-process ${element.id} has no start event`);
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  scheduleActivation(context, element.startEventId, instance.key, instance.completionVariables ?? {});
  context.emit({ type: 'CompletionVariablesStored', elementInstanceKey: instance.key, variables: null });
  return succeeded(null);
}

/**
 * Event sub-process: a scope inside a process or sub-process, started by its start event's event while that scope is
 * active. It completes like an embedded sub-process, when no token is left in it; its scope then completes too once
 * nothing else is left there (at once, when the event sub-process interrupted it).
 */
export const eventSubProcessProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
