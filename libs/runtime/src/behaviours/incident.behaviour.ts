import type { ElementInstance, FailedStep } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import type { StepFailure } from '../processing/step-failure.js';

export function raiseIncident(
  context: ProcessingContext,
  instance: ElementInstance,
  failure: StepFailure,
  failedStep: FailedStep,
  jobKey: string | null = null,
): void {
  context.emit({
    type: 'IncidentCreated',
    incidentKey: context.ports.nextKey(),
    errorType: failure.errorType,
    errorMessage: failure.message,
    elementInstanceKey: instance.key,
    elementId: instance.elementId,
    jobKey,
    failedStep,
  });
}

/** An element that ends takes its open incident with it. */
export function resolveIncidentOf(context: ProcessingContext, instance: ElementInstance): void {
  if (instance.incidentKey === null) return;
  context.emit({ type: 'IncidentResolved', incidentKey: instance.incidentKey, elementInstanceKey: instance.key });
}
