import { parseInstant } from '@baton/time';
import { assignAfterCreation, openTaskListenerJob } from '../behaviours/task-listener.behaviour.js';
import type { Job, TaskCorrections, TaskTransition, TaskTransitionEventType, UserTask } from '../model/instance-state.js';
import type { CompleteJob, Rejection } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleCompletion } from '../processing/token-steps.js';
import { releaseTermination } from '../behaviours/termination.behaviour.js';

const invalid = (message: string): Rejection => ({ reason: 'INVALID_ARGUMENT', message });

/** As in Zeebe, a creating or canceling listener may correct the task but not deny what happens to it. */
const DENIABLE: ReadonlySet<TaskTransitionEventType> = new Set(['assigning', 'updating', 'completing']);

/** A date correction: ISO 8601 with an offset or a zone, stored as the instant; empty text clears it, as in Camunda. */
function correctedDate(value: string | null | undefined, what: string): { ok: true; value: string | null | undefined } | { ok: false; rejection: Rejection } {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (value === '') return { ok: true, value: null };
  const instant = parseInstant(value);
  if (instant === null)
    return { ok: false, rejection: invalid(`Expected the corrected ${what} to be an ISO 8601 date-time with an offset or a zone, but it was '${value}'`) };
  return { ok: true, value: new Date(instant).toISOString() };
}

/** The corrections a listener sent, without the attributes it left alone (null or absent keeps the task's value). */
function readCorrections(sent: TaskCorrections): { ok: true; corrections: TaskCorrections } | { ok: false; rejection: Rejection } {
  const corrections: TaskCorrections = {};
  if (sent.assignee !== undefined && sent.assignee !== null) corrections.assignee = sent.assignee === '' ? null : sent.assignee;
  for (const field of ['dueDate', 'followUpDate'] as const) {
    const date = correctedDate(sent[field], field);
    if (!date.ok) return date;
    if (date.value !== undefined) corrections[field] = date.value;
  }
  if (sent.candidateUsers !== undefined && sent.candidateUsers !== null) corrections.candidateUsers = sent.candidateUsers;
  if (sent.candidateGroups !== undefined && sent.candidateGroups !== null) corrections.candidateGroups = sent.candidateGroups;
  if (sent.priority !== undefined && sent.priority !== null) corrections.priority = sent.priority;
  return { ok: true, corrections };
}

/**
 * A task listener's job completed: a denial drops the transition (the task keeps its state and gets the reason);
 * otherwise the corrections join those of earlier listeners and the next listener's job opens, or, after the last one,
 * the transition happens with the corrections applied. As in Zeebe, a task listener sets no variables, and a creating
 * or canceling listener cannot deny.
 */
export function completeTaskListenerJob(context: ProcessingContext, job: Job, command: CompleteJob): Rejection | null {
  const task = [...context.state.userTasks.values()].find((open) => open.elementInstanceKey === job.elementInstanceKey && open.state === 'CREATED');
  const transition = task?.listening;
  if (!task || !transition) {
    return { reason: 'INVALID_STATE', message: `Expected to complete task listener job '${job.key}', but its user task no longer waits for it` };
  }
  if (Object.keys(command.variables).length > 0) {
    return invalid(
      `Expected to complete task listener job '${job.key}' without variables, but it has some: a task listener corrects the task with result.corrections`,
    );
  }
  const result = command.result?.type === 'userTask' ? command.result : undefined;
  const base = { jobKey: job.key, elementInstanceKey: job.elementInstanceKey, variables: {} };
  if (result?.denied) {
    if (!DENIABLE.has(transition.eventType)) {
      return invalid(
        `Denying result is not supported for '${job.listenerEventType}' task listener jobs (job key '${job.key}', type '${job.type}', ` +
          `processInstanceKey '${context.state.processInstanceKey}'). Only the following listener event types support denying: [ASSIGNING, COMPLETING, UPDATING].`,
      );
    }
    if (Object.values(result.corrections ?? {}).some((value) => value !== undefined && value !== null)) {
      return invalid(
        `Expected to complete task listener job with corrections, but the job result is denied (job key '${job.key}', type '${job.type}', ` +
          `processInstanceKey '${context.state.processInstanceKey}'). The corrections would be reverted by the denial. Either complete the job ` +
          'with corrections without setting denied, or complete the job with a denied result but no corrections.',
      );
    }
    const reason = result.deniedReason ?? '';
    context.emit({ type: 'JobCompleted', ...base, isDenied: true, deniedReason: reason });
    context.emit({
      type: 'UserTaskTransitionDenied',
      userTaskKey: task.key,
      elementInstanceKey: task.elementInstanceKey,
      eventType: transition.eventType,
      reason,
    });
    return null;
  }
  const read = readCorrections(result?.corrections ?? {});
  if (!read.ok) return read.rejection;
  context.emit({ type: 'JobCompleted', ...base, isDenied: false, deniedReason: null });
  const corrections = { ...transition.corrections, ...read.corrections };
  const changedAttributes = [...new Set([...transition.changedAttributes, ...Object.keys(read.corrections)])];
  if (transition.index + 1 < transition.listeners.length) {
    const next: TaskTransition = { ...transition, index: transition.index + 1, corrections, changedAttributes };
    context.emit({ type: 'UserTaskListenersWaiting', userTaskKey: task.key, elementInstanceKey: task.elementInstanceKey, transition: next });
    openTaskListenerJob(context, task.key);
    return null;
  }
  finishTransition(context, task, { ...transition, corrections });
  return null;
}

/** After the last listener: the corrections apply, then what the transition itself does. */
function finishTransition(context: ProcessingContext, task: UserTask, transition: TaskTransition): void {
  const { corrections } = transition;
  const where = { userTaskKey: task.key, elementInstanceKey: task.elementInstanceKey };
  context.emit({ type: 'UserTaskListenersPassed', ...where, corrections });
  switch (transition.eventType) {
    case 'creating':
      if (corrections.assignee === undefined) assignAfterCreation(context, task, transition.assignee ?? null);
      return;
    case 'assigning':
      // A listener's corrected assignee is the one the task gets.
      if (corrections.assignee === undefined && task.assignee !== (transition.assignee ?? null)) {
        context.emit({ type: 'UserTaskAssigned', ...where, assignee: transition.assignee ?? null });
      }
      return;
    case 'updating': {
      const changes = Object.fromEntries(Object.entries(transition.changes ?? {}).filter(([field]) => !(field in corrections)));
      if (Object.keys(changes).length > 0) context.emit({ type: 'UserTaskUpdated', ...where, changes });
      return;
    }
    case 'completing':
      context.emit({ type: 'UserTaskCompleted', ...where, variables: transition.variables ?? {}, action: transition.action });
      scheduleCompletion(context, task.elementInstanceKey);
      return;
    case 'canceling':
      context.emit({ type: 'UserTaskCanceled', ...where });
      releaseTermination(context, context.instance(task.elementInstanceKey));
      return;
  }
}
