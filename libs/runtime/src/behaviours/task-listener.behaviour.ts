import type { ExecutableElement } from '@baton/bpmn-model';
import type { GlobalTaskListener } from '../ports.js';
import type { Job, TaskListenerJob, TaskTransition, TaskTransitionEventType, UserTask } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { raiseIncident } from './incident.behaviour.js';
import { createJob } from './job.behaviour.js';
import { USER_TASK_HEADERS } from './user-task-job-headers.js';

/** What starts a transition; the listeners, their position and the corrections are the behaviour's. */
export type TransitionRequest = Omit<TaskTransition, 'listeners' | 'index' | 'corrections'>;

const JOB_EVENT_TYPES: Readonly<Record<TaskTransitionEventType, Job['listenerEventType']>> = {
  creating: 'CREATING',
  assigning: 'ASSIGNING',
  updating: 'UPDATING',
  completing: 'COMPLETING',
  canceling: 'CANCELING',
};

const asJob = (listener: GlobalTaskListener): TaskListenerJob => ({
  type: { kind: 'static', value: listener.type },
  retries: { kind: 'static', value: String(listener.retries) },
});

/** Higher priority first; the id orders listeners of one priority, so the order never depends on storage. */
function byPriority(a: GlobalTaskListener, b: GlobalTaskListener): number {
  return b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The listeners of a transition: the tenant's global ones, the model's in document order, then the global ones that run after. */
export function taskListenersFor(context: ProcessingContext, element: ExecutableElement, eventType: TaskTransitionEventType): TaskListenerJob[] {
  const own = (element.userTask?.taskListeners ?? []).filter((listener) => listener.eventType === eventType);
  const global = (context.ports.globalTaskListeners ?? [])
    .filter((listener) => listener.eventTypes.includes(eventType) || listener.eventTypes.includes('all'))
    .sort(byPriority);
  return [
    ...global.filter((listener) => !listener.afterNonGlobal).map(asJob),
    ...own.map(({ type, retries }) => ({ type, retries })),
    ...global.filter((listener) => listener.afterNonGlobal).map(asJob),
  ];
}

/**
 * Holds a transition of the task for its listeners: `true` when there are some (the first one's job is open, or an
 * incident says why it could not be), `false` when the transition may happen at once.
 */
export function holdForListeners(context: ProcessingContext, task: UserTask, request: TransitionRequest): boolean {
  const instance = context.instance(task.elementInstanceKey);
  const element = context.element(instance.elementId);
  // A job-worker user task has no task lifecycle of its own: its job is what a task app works.
  if (!element.userTask || task.jobKey !== null) return false;
  const listeners = taskListenersFor(context, element, request.eventType);
  if (listeners.length === 0) return false;
  const transition: TaskTransition = { ...request, listeners, index: 0, corrections: {} };
  context.emit({ type: 'UserTaskListenersWaiting', userTaskKey: task.key, elementInstanceKey: task.elementInstanceKey, transition });
  openTaskListenerJob(context, task.key);
  return true;
}

/**
 * Opens the job of the task's current listener. A type or retries that fail to evaluate raise an incident on the task's
 * element; resolving it opens the job again (`retryTaskListenerJob`).
 */
export function openTaskListenerJob(context: ProcessingContext, userTaskKey: string): void {
  const task = context.state.userTasks.get(userTaskKey);
  const transition = task?.listening;
  const listener = transition?.listeners[transition.index];
  if (!task || !transition || !listener) throw new Error(`user task ${userTaskKey} waits for no task listener`);
  const instance = context.instance(task.elementInstanceKey);
  const element = context.element(instance.elementId);
  const definition = { type: listener.type, retries: listener.retries, customHeaders: taskListenerHeaders(task, transition) };
  const created = createJob(context, instance, element, definition, { kind: 'TASK_LISTENER', listenerEventType: JOB_EVENT_TYPES[transition.eventType] });
  if (!created.ok) raiseIncident(context, instance, created.failure, 'JOB');
}

/** Resolving the incident of a listener job that could not be opened opens it again. */
export function retryTaskListenerJob(context: ProcessingContext, elementInstanceKey: string): void {
  const task = [...context.state.userTasks.values()].find((open) => open.elementInstanceKey === elementInstanceKey && open.state === 'CREATED');
  if (task?.listening) openTaskListenerJob(context, task.key);
}

/**
 * The task as the listener sees it, in the headers Zeebe gives task listener jobs: the task's own headers, then its
 * key, the action and changed attributes, and its attributes as the transition and the corrections so far leave them
 * (only those that are set; candidate lists as JSON arrays).
 */
export function taskListenerHeaders(task: UserTask, transition: TaskTransition): Record<string, string> {
  const assigned = transition.eventType === 'assigning' ? { assignee: transition.assignee ?? null } : {};
  const seen = { ...task, ...assigned, ...transition.changes, ...transition.corrections };
  const headers: Record<string, string> = { ...task.customHeaders, [USER_TASK_HEADERS.userTaskKey]: task.key };
  if (transition.action !== '') headers[USER_TASK_HEADERS.action] = transition.action;
  if (transition.changedAttributes.length > 0) headers[USER_TASK_HEADERS.changedAttributes] = JSON.stringify([...transition.changedAttributes].sort());
  if (seen.assignee) headers[USER_TASK_HEADERS.assignee] = seen.assignee;
  if (seen.candidateGroups.length > 0) headers[USER_TASK_HEADERS.candidateGroups] = JSON.stringify(seen.candidateGroups);
  if (seen.candidateUsers.length > 0) headers[USER_TASK_HEADERS.candidateUsers] = JSON.stringify(seen.candidateUsers);
  if (seen.dueDate) headers[USER_TASK_HEADERS.dueDate] = seen.dueDate;
  if (seen.followUpDate) headers[USER_TASK_HEADERS.followUpDate] = seen.followUpDate;
  if (seen.priority > 0) headers[USER_TASK_HEADERS.priority] = String(seen.priority);
  return headers;
}

/**
 * The model's assignee is given once the task exists, through the assigning listeners when there are some (Zeebe's
 * task gets its first assignee that way too, `changedAttributes` ["assignee"]).
 */
export function assignAfterCreation(context: ProcessingContext, task: UserTask, assignee: string | null): void {
  if (assignee === null) return;
  if (holdForListeners(context, task, { eventType: 'assigning', action: 'assign', changedAttributes: ['assignee'], assignee })) return;
  context.emit({ type: 'UserTaskAssigned', userTaskKey: task.key, elementInstanceKey: task.elementInstanceKey, assignee });
}
