import type { ExecutableElement } from '@baton/bpmn-model';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';
import { scheduleActivation, scheduleDirectActivation } from '../../processing/token-steps.js';

/** A sub-process on the way to an element a start instruction names starts there instead of at its none start event. */
function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const startAt = context.startInstructions?.takeChildrenOf(element.id);
  if (!startAt && !element.noneStartEventId) throw new Error(`sub-process ${element.id} has no none start event`);
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  if (startAt) for (const elementId of startAt) scheduleDirectActivation(context, elementId, instance.key);
  else if (element.noneStartEventId) scheduleActivation(context, element.noneStartEventId, instance.key);
  return succeeded(null);
}

/**
 * Embedded sub-process: a scope that starts at its none start event and completes when no token is left in it
 * (scope-completion's completeScopeWhenDone); its output mappings then write to the parent scope. Terminating it
 * terminates everything inside first (terminateElement), so it has nothing of its own to withdraw.
 */
export const subProcessProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
