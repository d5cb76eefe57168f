import { EMBEDDED_FORM_PREFIX, type ExecutableElement, type ExecutableUserTask, type ExecutableValue } from '@baton/bpmn-model';
import type { JsonObject, JsonValue } from '@baton/feel';
import { isoFromFeelDateTime, parseInstant } from '@baton/time';
import type { ElementInstance, UserTask } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { boundedName, evaluateValue } from './expression.behaviour.js';
import { visibleVariables } from './variable.behaviour.js';
import { valueText } from './value-text.js';

const DEFAULT_PRIORITY = 50;

type Evaluated<T> = StepResult<T>;

function evaluate(value: ExecutableValue | null, variables: JsonObject, now: number): Evaluated<JsonValue> {
  return value === null ? succeeded(null) : evaluateValue(value, variables, 'EXTRACT_VALUE_ERROR', now);
}

function optionalText(value: JsonValue, what: string): Evaluated<string | null> {
  if (value === null || value === '') return succeeded(null);
  if (typeof value === 'string') return succeeded(value);
  return failed('EXTRACT_VALUE_ERROR', `Expected the ${what} to be a string, but it was ${valueText(value)}`);
}

/** Candidate lists are FEEL lists of strings or comma-separated text, as in Zeebe. */
function list(value: JsonValue, what: string): Evaluated<string[]> {
  if (value === null) return succeeded([]);
  const items =
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== '')
      : Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? (value as string[])
        : undefined;
  if (!items) return failed('EXTRACT_VALUE_ERROR', `Expected the ${what} to be a list of strings, but it was ${valueText(value)}`);
  // Each candidate is a name of its own in the index of open tasks.
  for (const item of items) {
    const bounded = boundedName(item, `each of the ${what}`);
    if (!bounded.ok) return bounded;
  }
  return succeeded(items);
}

/** A date of the task: the instant (UTC) the task stores, and the text as written, which job headers carry as Zeebe does. */
interface TaskDate {
  instant: string;
  asWritten: string;
}

function dateTime(value: JsonValue, what: string): Evaluated<TaskDate | null> {
  const text = optionalText(value, what);
  if (!text.ok || text.value === null) return succeeded(null);
  const asWritten = isoFromFeelDateTime(text.value);
  const time = parseInstant(asWritten);
  if (time === null)
    return failed('EXTRACT_VALUE_ERROR', `Expected the ${what} to be an ISO 8601 date-time with an offset or a zone, but it was '${text.value}'`);
  return succeeded({ instant: new Date(time).toISOString(), asWritten: asJavaWritesIt(asWritten) });
}

/**
 * Zeebe reads a task's date into a ZonedDateTime and writes it back with Java's toString, which leaves out seconds
 * that are zero (`2026-12-20T09:00+01:00[Europe/Berlin]`); job workers see it so in the task's headers.
 */
function asJavaWritesIt(iso: string): string {
  return iso.replace(/^(\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}):00(?:\.0+)?(?=[Z+-]|$)/, '$1');
}

function priority(value: JsonValue): Evaluated<number> {
  if (value === null) return succeeded(DEFAULT_PRIORITY);
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 100) return succeeded(number);
  return failed('EXTRACT_VALUE_ERROR', `Expected the priority to be an integer from 0 to 100, but it was ${valueText(value)}`);
}

/** The model's attributes of a user task, evaluated in the task's scope. */
export interface UserTaskAttributes {
  assignee: string | null;
  candidateGroups: string[];
  candidateUsers: string[];
  dueDate: TaskDate | null;
  followUpDate: TaskDate | null;
  priority: number;
  externalFormReference: string | null;
}

/** Evaluates assignment, schedule, priority and external form reference; shared by Camunda and job-worker user tasks. */
export function evaluateUserTaskAttributes(
  context: ProcessingContext,
  instance: ElementInstance,
  element: ExecutableElement,
  definition: ExecutableUserTask,
): StepResult<UserTaskAttributes> {
  const variables = visibleVariables(context, instance.key);
  const now = context.ports.now();
  const where = (what: string) => `${what} of '${element.id}'`;
  const assignee = evaluate(definition.assignee, variables, now);
  if (!assignee.ok) return assignee;
  const assigneeText = optionalText(assignee.value, where('assignee'));
  if (!assigneeText.ok) return assigneeText;
  const boundedAssignee = assigneeText.value === null ? assigneeText : boundedName(assigneeText.value, `the ${where('assignee')}`);
  if (!boundedAssignee.ok) return boundedAssignee;
  const groups = evaluate(definition.candidateGroups, variables, now);
  if (!groups.ok) return groups;
  const candidateGroups = list(groups.value, where('candidate groups'));
  if (!candidateGroups.ok) return candidateGroups;
  const users = evaluate(definition.candidateUsers, variables, now);
  if (!users.ok) return users;
  const candidateUsers = list(users.value, where('candidate users'));
  if (!candidateUsers.ok) return candidateUsers;
  const due = evaluate(definition.dueDate, variables, now);
  if (!due.ok) return due;
  const dueDate = dateTime(due.value, where('due date'));
  if (!dueDate.ok) return dueDate;
  const followUp = evaluate(definition.followUpDate, variables, now);
  if (!followUp.ok) return followUp;
  const followUpDate = dateTime(followUp.value, where('follow-up date'));
  if (!followUpDate.ok) return followUpDate;
  const rawPriority = evaluate(definition.priority, variables, now);
  if (!rawPriority.ok) return rawPriority;
  const taskPriority = priority(rawPriority.value);
  if (!taskPriority.ok) return taskPriority;
  const form = definition.form;
  let externalFormReference: string | null = null;
  if (form?.kind === 'external') {
    const reference = evaluate(form.reference, variables, now);
    if (!reference.ok) return reference;
    const text = optionalText(reference.value, where('external form reference'));
    if (!text.ok) return text;
    externalFormReference = text.value;
  }
  return succeeded({
    assignee: assigneeText.value,
    candidateGroups: candidateGroups.value,
    candidateUsers: candidateUsers.value,
    dueDate: dueDate.value,
    followUpDate: followUpDate.value,
    priority: taskPriority.value,
    externalFormReference,
  });
}

/** Everything about the task that comes from the model, evaluated in the task's scope when it is created. */
export function describeUserTask(
  context: ProcessingContext,
  instance: ElementInstance,
  element: ExecutableElement,
  definition: ExecutableUserTask,
): StepResult<UserTask> {
  const attributes = evaluateUserTaskAttributes(context, instance, element, definition);
  if (!attributes.ok) return attributes;
  const { dueDate, followUpDate, ...rest } = attributes.value;
  const form = definition.form;
  const formKey = form?.kind === 'formKey' ? form.formKey : null;
  const embeddedFormId = formKey?.startsWith(EMBEDDED_FORM_PREFIX) ? formKey.slice(EMBEDDED_FORM_PREFIX.length) : null;
  return succeeded({
    key: context.ports.nextKey(),
    elementInstanceKey: instance.key,
    elementId: element.id,
    state: 'CREATED',
    ...rest,
    dueDate: dueDate?.instant ?? null,
    followUpDate: followUpDate?.instant ?? null,
    formId: form?.kind === 'formId' ? form.formId : null,
    formBinding: form?.kind === 'formId' ? form.bindingType : null,
    // A job-worker task's own form key (not an embedded form) is a reference its task app understands.
    externalFormReference: formKey !== null && embeddedFormId === null ? formKey : rest.externalFormReference,
    embeddedFormId,
    jobKey: null,
    customHeaders: element.customHeaders ?? {},
    listening: null,
    deniedReason: null,
    revision: 1,
    createdAt: context.ports.now(),
    completedAt: null,
  });
}

export function openUserTaskOf(context: ProcessingContext, instance: ElementInstance): UserTask | undefined {
  return [...context.state.userTasks.values()].find((task) => task.elementInstanceKey === instance.key && task.state === 'CREATED');
}
