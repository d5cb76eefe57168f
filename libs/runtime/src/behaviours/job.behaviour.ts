import type { ExecutableElement, ExecutableJobDefinition } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import type { ElementInstance, Job } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { evaluateInteger, evaluateString } from './expression.behaviour.js';
import { linkedResourcesHeader } from './linked-resources-header.js';
import { userTaskJobHeaders } from './user-task-job-headers.js';
import { visibleVariables } from './variable.behaviour.js';

/** What a job is for: the element's own work unless a listener's job is asked for. */
export type JobPurpose = Pick<Job, 'kind' | 'listenerEventType'>;

const ELEMENT_WORK: JobPurpose = { kind: 'BPMN_ELEMENT', listenerEventType: 'UNSPECIFIED' };

/** Opens the job a worker will activate; type and retries may be FEEL, evaluated in the element's scope. */
export function createJob(
  context: ProcessingContext,
  instance: ElementInstance,
  element: ExecutableElement,
  definition: ExecutableJobDefinition,
  purpose: JobPurpose = ELEMENT_WORK,
): StepResult<null> {
  const variables = visibleVariables(context, instance.key);
  const type = evaluateString(definition.type, variables, `the job type of '${element.id}'`, context.ports.now());
  if (!type.ok) return type;
  const retries = evaluateInteger(definition.retries, variables, `the job retries of '${element.id}'`, context.ports.now());
  if (!retries.ok) return retries;
  if (retries.value < 0) return failed('EXTRACT_VALUE_ERROR', `Expected the job retries of '${element.id}' to be 0 or more, but it was ${retries.value}`);
  const priority = jobPriority(context, definition, variables, element.id);
  if (!priority.ok) return priority;
  const userTaskHeaders = definition.userTaskHeaders ? userTaskJobHeaders(context, instance, element, definition.userTaskHeaders) : succeeded({});
  if (!userTaskHeaders.ok) return userTaskHeaders;
  const linkedResources = linkedResourcesHeader(context, definition.linkedResources ?? []);
  if (!linkedResources.ok) return linkedResources;
  context.emit({
    type: 'JobCreated',
    jobKey: context.ports.nextKey(),
    jobType: type.value,
    ...purpose,
    elementInstanceKey: instance.key,
    elementId: element.id,
    retries: retries.value,
    priority: priority.value,
    customHeaders: { ...definition.customHeaders, ...userTaskHeaders.value, ...linkedResources.value },
  });
  return succeeded(null);
}

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/** The job's priority (0 without a definition); FEEL must give a 32-bit integer, as Zeebe stores it. */
function jobPriority(context: ProcessingContext, definition: ExecutableJobDefinition, variables: JsonObject, elementId: string): StepResult<number> {
  if (!definition.priority) return succeeded(0);
  const priority = evaluateInteger(definition.priority, variables, `the job priority of '${elementId}'`, context.ports.now());
  if (!priority.ok) return priority;
  if (priority.value < INT32_MIN || priority.value > INT32_MAX) {
    return failed(
      'EXTRACT_VALUE_ERROR',
      `Expected the job priority of '${elementId}' to be an integer between ${INT32_MIN} and ${INT32_MAX}, but it was ${priority.value}`,
    );
  }
  return priority;
}

/** Withdraws the element's job when the element ends early. */
export function cancelJob(context: ProcessingContext, instance: ElementInstance): void {
  const job = instance.jobKey ? context.state.jobs.get(instance.jobKey) : undefined;
  if (!job || job.state === 'COMPLETED' || job.state === 'CANCELED') return;
  // A caught error ends its job (as in Zeebe); one that raised an incident leaves it open, to be canceled here.
  if (job.state === 'ERROR_THROWN' && instance.incidentKey === null) return;
  context.emit({ type: 'JobCanceled', jobKey: job.key, elementInstanceKey: instance.key });
}
