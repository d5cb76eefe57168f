import type { ExecutableElement } from '@baton/bpmn-model';
import { openSubscriptions } from '../../behaviours/event-subscription.behaviour.js';
import { nothingToComplete, nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';

function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const eventIds = element.outgoing.map((flowId) => context.flow(flowId).targetId);
  const opened = openSubscriptions(context, instance, eventIds);
  if (!opened.ok) return opened;
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  return succeeded(null);
}

/**
 * Event-based gateway: waits for every event after it at once; the first to happen wins, and the others are
 * withdrawn in the same transaction (see the trigger command).
 */
export const eventBasedGatewayProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: nothingToComplete,
  selectOutgoingFlows: (context, instance, element) =>
    succeeded(element.outgoing.map((flowId) => context.flow(flowId)).filter((flow) => flow.targetId === instance.triggeredEventId)),
  onTerminate: nothingToWithdraw,
};
