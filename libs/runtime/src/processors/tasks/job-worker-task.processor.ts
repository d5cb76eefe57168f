import type { ExecutableElement } from '@baton/bpmn-model';
import { cancelJob, createJob } from '../../behaviours/job.behaviour.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';

function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  if (!element.job) throw new Error(`element ${element.id} has no job definition`);
  const created = createJob(context, instance, element, element.job);
  if (!created.ok) return created;
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  return succeeded(null);
}

/** Service, send and business rule tasks (and script tasks with a job): a job for an external worker; completing it completes the task. */
export const jobWorkerTaskProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: (context, instance) => cancelJob(context, instance),
};
