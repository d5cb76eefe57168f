import type { ExecutableElement } from '@baton/bpmn-model';
import { nothingToComplete, nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';
import { scheduleActivation, scheduleDirectActivation } from '../../processing/token-steps.js';
import type { ElementProcessor } from '../element-processor.js';

function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const startAt = context.startInstructions?.takeChildrenOf(element.id);
  const startEventId = context.startEventId ?? element.noneStartEventId;
  if (!startAt && !startEventId) throw new Error(`process ${element.id} has no none start event`);
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  if (startAt) for (const elementId of startAt) scheduleDirectActivation(context, elementId, instance.key);
  else if (startEventId) scheduleActivation(context, startEventId, instance.key, context.startEventVariables ?? undefined);
  return succeeded(null);
}

/**
 * The process: a scope that starts at its none start event (or the event start event that fired, or the elements the
 * request's start instructions name) and completes when no token is left in it. */
export const processProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: nothingToComplete,
  selectOutgoingFlows: () => succeeded([]),
  onTerminate: nothingToWithdraw,
};
