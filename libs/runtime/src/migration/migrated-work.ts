import type { ExecutableElement } from '@baton/bpmn-model';
import { evaluateInteger, evaluateString } from '../behaviours/expression.behaviour.js';
import { evaluateUserTaskAttributes, openUserTaskOf } from '../behaviours/user-task.behaviour.js';
import { visibleVariables } from '../behaviours/variable.behaviour.js';
import type { ElementInstance } from '../model/instance-state.js';
import type { UserTaskMigrated } from '../model/runtime-event.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { succeeded, type StepResult } from '../processing/step-failure.js';

/**
 * Headers the engine wrote into a job: a job-worker user task's (`io.camunda.zeebe:*`) describe the task, and
 * `linkedResources` the resources resolved when the job was created; neither is one of the model's headers.
 */
const ENGINE_HEADER_PREFIX = 'io.camunda.zeebe:';
const LINKED_RESOURCES_HEADER = 'linkedResources';

/**
 * The element's open job keeps its key and state (an activated job stays with its worker) and takes the target's type,
 * retries and headers. A job whose retries ran out keeps them at 0, so that its incident still says what to fix.
 */
export function migrateJob(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const job = instance.jobKey === null ? undefined : context.state.jobs.get(instance.jobKey);
  if (!job || job.state === 'COMPLETED' || job.state === 'CANCELED') return succeeded(null);
  // An execution listener's job is the listener's, not the element's task definition: it only moves with its element.
  if (job.kind === 'EXECUTION_LISTENER') {
    const { key: jobKey, type: jobType, retries, customHeaders } = job;
    context.emit({ type: 'JobMigrated', jobKey, elementInstanceKey: instance.key, elementId: element.id, jobType, retries, customHeaders });
    return succeeded(null);
  }
  if (!element.job) return succeeded(null);
  const variables = visibleVariables(context, instance.key);
  const type = evaluateString(element.job.type, variables, `the job type of '${element.id}'`, context.ports.now());
  if (!type.ok) return type;
  const retries = evaluateInteger(element.job.retries, variables, `the job retries of '${element.id}'`, context.ports.now());
  if (!retries.ok) return retries;
  const engineHeaders = Object.entries(job.customHeaders).filter(([name]) => name.startsWith(ENGINE_HEADER_PREFIX) || name === LINKED_RESOURCES_HEADER);
  context.emit({
    type: 'JobMigrated',
    jobKey: job.key,
    elementInstanceKey: instance.key,
    elementId: element.id,
    jobType: type.value,
    retries: job.retries <= 0 ? job.retries : retries.value,
    customHeaders: { ...element.job.customHeaders, ...Object.fromEntries(engineHeaders) },
  });
  return succeeded(null);
}

/** The element's open user task keeps its key, assignee and candidates, unless the target assigns or offers it to others. */
export function migrateUserTask(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const task = openUserTaskOf(context, instance);
  if (!task || !element.userTask) return succeeded(null);
  const attributes = evaluateUserTaskAttributes(context, instance, element, element.userTask);
  if (!attributes.ok) return attributes;
  const changes: UserTaskMigrated['changes'] = { customHeaders: element.customHeaders ?? {} };
  if (element.userTask.assignee && attributes.value.assignee !== null) changes.assignee = attributes.value.assignee;
  if (element.userTask.candidateGroups) changes.candidateGroups = attributes.value.candidateGroups;
  if (element.userTask.candidateUsers) changes.candidateUsers = attributes.value.candidateUsers;
  context.emit({ type: 'UserTaskMigrated', userTaskKey: task.key, elementInstanceKey: instance.key, elementId: element.id, changes });
  return succeeded(null);
}
