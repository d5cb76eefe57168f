import type { ExecutableElement, ExecutableUserTask } from '@baton/bpmn-model';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { succeeded, type StepResult } from '../processing/step-failure.js';
import { evaluateUserTaskAttributes } from './user-task.behaviour.js';

/** Zeebe's header names for job-worker user tasks (`Protocol.USER_TASK_*_HEADER_NAME`); a task app reads them from the job. */
export const USER_TASK_HEADERS = {
  assignee: 'io.camunda.zeebe:assignee',
  candidateGroups: 'io.camunda.zeebe:candidateGroups',
  candidateUsers: 'io.camunda.zeebe:candidateUsers',
  dueDate: 'io.camunda.zeebe:dueDate',
  followUpDate: 'io.camunda.zeebe:followUpDate',
  formKey: 'io.camunda.zeebe:formKey',
  priority: 'io.camunda.zeebe:priority',
  /** Task listener jobs only: the task, the transition's action and the attributes it changes. */
  userTaskKey: 'io.camunda.zeebe:userTaskKey',
  action: 'io.camunda.zeebe:action',
  changedAttributes: 'io.camunda.zeebe:changedAttributes',
} as const;

/**
 * The headers of a job-worker user task's job: its attributes evaluated now, as Zeebe writes them (candidate lists as
 * JSON arrays); only the attributes the model sets. A failed evaluation fails the activation, which raises an incident.
 */
export function userTaskJobHeaders(
  context: ProcessingContext,
  instance: ElementInstance,
  element: ExecutableElement,
  definition: ExecutableUserTask,
): StepResult<Record<string, string>> {
  const attributes = evaluateUserTaskAttributes(context, instance, element, definition);
  if (!attributes.ok) return attributes;
  const { assignee, candidateGroups, candidateUsers, dueDate, followUpDate, priority } = attributes.value;
  const headers: Record<string, string> = {};
  if (assignee !== null) headers[USER_TASK_HEADERS.assignee] = assignee;
  if (definition.candidateGroups !== null) headers[USER_TASK_HEADERS.candidateGroups] = JSON.stringify(candidateGroups);
  if (definition.candidateUsers !== null) headers[USER_TASK_HEADERS.candidateUsers] = JSON.stringify(candidateUsers);
  if (dueDate !== null) headers[USER_TASK_HEADERS.dueDate] = dueDate.asWritten;
  if (followUpDate !== null) headers[USER_TASK_HEADERS.followUpDate] = followUpDate.asWritten;
  if (definition.priority !== null) headers[USER_TASK_HEADERS.priority] = String(priority);
  // A linked form (formId) is resolved when the task is read, as a Camunda user task's is: Zeebe's header with the
  // form's key is not written, and a task app reads the form from GET /v2/user-tasks/{key}/form.
  const form = definition.form;
  if (form?.kind === 'formKey') headers[USER_TASK_HEADERS.formKey] = form.formKey;
  return succeeded(headers);
}
