import type { ProcessInstanceState, UserTask } from '../model/instance-state.js';
import type {
  UserTaskAssigned,
  UserTaskCanceled,
  UserTaskCompleted,
  UserTaskCreated,
  UserTaskListenersPassed,
  UserTaskListenersWaiting,
  UserTaskTransitionDenied,
  UserTaskUpdated,
  VariableCreated,
  VariableUpdated,
} from '../model/runtime-event.js';

function taskOf(state: ProcessInstanceState, key: string, eventType: string): UserTask {
  const task = state.userTasks.get(key);
  if (!task) throw new Error(`${eventType}: no user task ${key}`);
  return task;
}

export function applyUserTaskCreated(state: ProcessInstanceState, event: UserTaskCreated): void {
  state.userTasks.set(event.userTask.key, { ...event.userTask });
}

export function applyUserTaskAssigned(state: ProcessInstanceState, event: UserTaskAssigned): void {
  const task = taskOf(state, event.userTaskKey, event.type);
  task.assignee = event.assignee;
  task.revision += 1;
}

export function applyUserTaskUpdated(state: ProcessInstanceState, event: UserTaskUpdated): void {
  const task = taskOf(state, event.userTaskKey, event.type);
  Object.assign(task, event.changes);
  task.revision += 1;
}

/** The person's variables wait on the element instance for its output mappings, as a job's do. */
export function applyUserTaskCompleted(state: ProcessInstanceState, event: UserTaskCompleted, timestamp: number): void {
  const task = taskOf(state, event.userTaskKey, event.type);
  task.state = 'COMPLETED';
  task.completedAt = timestamp;
  task.revision += 1;
  const instance = state.elementInstances.get(event.elementInstanceKey);
  if (instance) instance.completionVariables = event.variables;
}

/** Listener bookkeeping leaves the revision alone: a reviewer whose completion was denied may send the same form again. */
export function applyUserTaskListenersWaiting(state: ProcessInstanceState, event: UserTaskListenersWaiting): void {
  taskOf(state, event.userTaskKey, event.type).listening = event.transition;
}

/** The listeners' corrections apply (a change of the task, so the revision moves when there is one). */
export function applyUserTaskListenersPassed(state: ProcessInstanceState, event: UserTaskListenersPassed): void {
  const task = taskOf(state, event.userTaskKey, event.type);
  task.listening = null;
  task.deniedReason = null;
  const { corrections } = event;
  if (Object.keys(corrections).length === 0) return;
  if (corrections.assignee !== undefined) task.assignee = corrections.assignee;
  if (corrections.dueDate !== undefined) task.dueDate = corrections.dueDate;
  if (corrections.followUpDate !== undefined) task.followUpDate = corrections.followUpDate;
  if (corrections.candidateUsers !== undefined) task.candidateUsers = corrections.candidateUsers;
  if (corrections.candidateGroups !== undefined) task.candidateGroups = corrections.candidateGroups;
  if (corrections.priority !== undefined) task.priority = corrections.priority;
  task.revision += 1;
}

export function applyUserTaskTransitionDenied(state: ProcessInstanceState, event: UserTaskTransitionDenied): void {
  const task = taskOf(state, event.userTaskKey, event.type);
  task.listening = null;
  task.deniedReason = event.reason;
}

export function applyUserTaskCanceled(state: ProcessInstanceState, event: UserTaskCanceled, timestamp: number): void {
  const task = taskOf(state, event.userTaskKey, event.type);
  task.state = 'CANCELED';
  task.completedAt = timestamp;
  task.revision += 1;
}

/** A variable a task can see changed: the task's revision moves, so a reviewer's stale form is refused. */
export function bumpRevisionOfTasksSeeing(state: ProcessInstanceState, event: VariableCreated | VariableUpdated): void {
  for (const task of state.userTasks.values()) {
    if (task.state !== 'CREATED') continue;
    for (let scope: string | null = task.elementInstanceKey; scope !== null; scope = state.elementInstances.get(scope)?.flowScopeKey ?? null) {
      if (scope === event.scopeKey) {
        task.revision += 1;
        break;
      }
    }
  }
}
