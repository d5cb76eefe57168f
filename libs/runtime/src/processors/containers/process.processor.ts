import type { ExecutableElement } from '@baton/bpmn-model';
import { requestCommand } from '../../behaviours/call-hierarchy.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { localVariables } from '../../behaviours/signal-throw.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';
import { scheduleActivation, scheduleDirectActivation } from '../../processing/token-steps.js';

function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const startAt = context.startInstructions?.takeChildrenOf(element.id);
  const startEventId = context.startEventId ?? element.noneStartEventId;
  if (!startAt && !startEventId) throw new Error(`process ${element.id} has no none start event`);
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  if (startAt) for (const elementId of startAt) scheduleDirectActivation(context, elementId, instance.key);
  else if (startEventId) scheduleActivation(context, startEventId, instance.key, context.startEventVariables ?? undefined);
  return succeeded(null);
}

/** An instance a call activity created hands its variables to the call activity, which completes with them. */
function complete(context: ProcessingContext, instance: ElementInstance): StepResult<null> {
  const parent = context.state.parent;
  if (parent) {
    requestCommand(context, parent.processInstanceKey, {
      type: 'CompleteCallActivity',
      elementInstanceKey: parent.elementInstanceKey,
      calledProcessInstanceKey: instance.key,
      variables: localVariables(context, instance),
    });
  }
  return succeeded(null);
}

/**
 * The process: a scope that starts at its none start event (or the event start event that fired, or the elements the
 * request's start instructions name) and completes when no token is left in it.
 */
export const processProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: complete,
  selectOutgoingFlows: () => succeeded([]),
  onTerminate: nothingToWithdraw,
};
