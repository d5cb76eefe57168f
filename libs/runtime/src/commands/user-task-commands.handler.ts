import type { JsonObject } from '@baton/feel';
import type { UserTask } from '../model/instance-state.js';
import type { AssignUserTask, CompleteUserTask, Rejection, UnassignUserTask, UpdateUserTask } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleCompletion } from '../processing/token-steps.js';
import { holdForListeners, type TransitionRequest } from '../behaviours/task-listener.behaviour.js';

type Found = { task: UserTask; rejection: null } | { task: null; rejection: Rejection };

/** An open task whose revision is still the one the caller saw (when it said which one it saw). */
function openTask(context: ProcessingContext, userTaskKey: string, expectedRevision: number | null, action: string): Found {
  const task = context.state.userTasks.get(userTaskKey);
  if (!task) {
    return {
      task: null,
      rejection: { reason: 'NOT_FOUND', message: `Expected to ${action} user task with key '${userTaskKey}', but no such user task was found` },
    };
  }
  if (task.listening) {
    const state = task.listening.eventType.toUpperCase();
    return {
      task: null,
      rejection: {
        reason: 'INVALID_STATE',
        message: `Expected to ${action} user task with key '${userTaskKey}', but it is in state '${state}': its task listeners have not answered yet`,
      },
    };
  }
  if (task.state !== 'CREATED') {
    return {
      task: null,
      rejection: { reason: 'INVALID_STATE', message: `Expected to ${action} user task with key '${userTaskKey}', but it is ${task.state.toLowerCase()}` },
    };
  }
  if (expectedRevision !== null && expectedRevision !== task.revision) {
    return {
      task: null,
      rejection: {
        reason: 'PRECONDITION_FAILED',
        message: `User task '${userTaskKey}' changed since revision ${expectedRevision} (it is at revision ${task.revision}); reload it and try again`,
      },
    };
  }
  return { task, rejection: null };
}

export function completeUserTask(context: ProcessingContext, command: CompleteUserTask): Rejection | null {
  const { task, rejection } = openTask(context, command.userTaskKey, command.expectedRevision, 'complete');
  if (!task) return rejection;
  if (task.jobKey !== null) {
    const refused = completeTaskJob(context, task.key, task.jobKey, command.variables);
    if (refused) return refused;
  }
  const completing: TransitionRequest = { eventType: 'completing', action: command.action ?? 'complete', changedAttributes: [], variables: command.variables };
  if (holdForListeners(context, task, completing)) return null;
  context.emit({
    type: 'UserTaskCompleted',
    userTaskKey: task.key,
    elementInstanceKey: task.elementInstanceKey,
    variables: command.variables,
    action: command.action,
  });
  scheduleCompletion(context, task.elementInstanceKey);
  return null;
}

/**
 * A job-worker user task completed as a task completes its job too. A job whose worker failed it for good has an
 * incident: the task waits for its resolution, as the job does.
 */
function completeTaskJob(context: ProcessingContext, userTaskKey: string, jobKey: string, variables: JsonObject): Rejection | null {
  const job = context.state.jobs.get(jobKey);
  const incident = [...context.state.incidents.values()].some((open) => open.jobKey === jobKey);
  if (!job || incident || !(job.state === 'ACTIVATABLE' || job.state === 'ACTIVATED' || job.state === 'FAILED')) {
    return {
      reason: 'INVALID_STATE',
      message: `Expected to complete user task with key '${userTaskKey}', but its job '${jobKey}' is ${incident ? 'waiting for an incident to be resolved' : (job?.state.toLowerCase() ?? 'gone')}`,
    };
  }
  context.emit({ type: 'JobCompleted', jobKey, elementInstanceKey: job.elementInstanceKey, variables });
  return null;
}

export function assignUserTask(context: ProcessingContext, command: AssignUserTask): Rejection | null {
  const { task, rejection } = openTask(context, command.userTaskKey, command.expectedRevision, 'assign');
  if (!task) return rejection;
  if (!command.allowOverride && task.assignee !== null && task.assignee !== command.assignee) {
    return {
      reason: 'INVALID_STATE',
      message: `Expected to assign user task '${task.key}' to '${command.assignee}', but it is already assigned to '${task.assignee}' and allowOverride is false`,
    };
  }
  if (task.assignee !== command.assignee) {
    const assigning: TransitionRequest = {
      eventType: 'assigning',
      action: command.action || 'assign',
      changedAttributes: ['assignee'],
      assignee: command.assignee,
    };
    if (holdForListeners(context, task, assigning)) return null;
    context.emit({ type: 'UserTaskAssigned', userTaskKey: task.key, elementInstanceKey: task.elementInstanceKey, assignee: command.assignee });
  }
  return null;
}

export function unassignUserTask(context: ProcessingContext, command: UnassignUserTask): Rejection | null {
  const { task, rejection } = openTask(context, command.userTaskKey, command.expectedRevision, 'unassign');
  if (!task) return rejection;
  if (task.assignee !== null) {
    if (holdForListeners(context, task, { eventType: 'assigning', action: 'unassign', changedAttributes: ['assignee'], assignee: null })) return null;
    context.emit({ type: 'UserTaskAssigned', userTaskKey: task.key, elementInstanceKey: task.elementInstanceKey, assignee: null });
  }
  return null;
}

export function updateUserTask(context: ProcessingContext, command: UpdateUserTask): Rejection | null {
  const { task, rejection } = openTask(context, command.userTaskKey, command.expectedRevision, 'update');
  if (!task) return rejection;
  if (Object.keys(command.changes).length > 0) {
    const updating: TransitionRequest = {
      eventType: 'updating',
      action: command.action || 'update',
      changedAttributes: Object.keys(command.changes),
      changes: command.changes,
    };
    if (holdForListeners(context, task, updating)) return null;
    context.emit({ type: 'UserTaskUpdated', userTaskKey: task.key, elementInstanceKey: task.elementInstanceKey, changes: command.changes });
  }
  return null;
}
