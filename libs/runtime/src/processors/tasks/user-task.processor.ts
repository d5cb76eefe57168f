import type { ExecutableElement, ExecutableJobDefinition } from '@baton/bpmn-model';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { describeUserTask, openUserTaskOf } from '../../behaviours/user-task.behaviour.js';
import { cancelJob, createJob } from '../../behaviours/job.behaviour.js';
import { assignAfterCreation, holdForListeners, taskListenersFor } from '../../behaviours/task-listener.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementInstance, UserTask } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';

/**
 * A job-worker user task opens its job, for task apps that work jobs, and beside it the task the tasklist shows, with
 * the same attributes as the job's headers; completing either completes both.
 */
function activateJobWorkerTask(
  context: ProcessingContext,
  instance: ElementInstance,
  element: ExecutableElement,
  job: ExecutableJobDefinition,
): StepResult<null> {
  const definition = job.userTaskHeaders;
  if (!definition) throw new Error(`job-worker user task ${element.id} has no task attributes`);
  const created = createJob(context, instance, element, job);
  if (!created.ok) return created;
  const task = describeUserTask(context, instance, element, definition);
  if (!task.ok) return task;
  context.emit({ type: 'UserTaskCreated', userTask: { ...task.value, jobKey: instance.jobKey, customHeaders: job.customHeaders } });
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  return succeeded(null);
}

function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  if (element.job) return activateJobWorkerTask(context, instance, element, element.job);
  if (!element.userTask) throw new Error(`user task ${element.id} has no zeebe:userTask definition`);
  const task = describeUserTask(context, instance, element, element.userTask);
  if (!task.ok) return task;
  const { assignee } = task.value;
  // With listeners from creation on, the task starts unassigned: its assignee comes after the creating listeners,
  // through the assigning ones.
  const listened =
    taskListenersFor(context, element, 'creating').length > 0 || (assignee !== null && taskListenersFor(context, element, 'assigning').length > 0);
  if (!listened) {
    context.emit({ type: 'UserTaskCreated', userTask: task.value });
    context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
    return succeeded(null);
  }
  context.emit({ type: 'UserTaskCreated', userTask: { ...task.value, assignee: null } });
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  const created = context.state.userTasks.get(task.value.key);
  if (!created) throw new Error(`user task ${task.value.key} was not created`);
  if (!holdForListeners(context, created, { eventType: 'creating', action: '', changedAttributes: [], assignee }))
    assignAfterCreation(context, created, assignee);
  return succeeded(null);
}

/**
 * User task: a Camunda user task waits for a person, and completing the task completes the element; a job-worker user
 * task (no `zeebe:userTask`) also opens a job, and completing the job or the task completes the element.
 */
export const userTaskProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: (context, instance, element) => {
    cancelJob(context, instance);
    const task = openUserTaskOf(context, instance);
    if (task && !cancelingListenersRun(context, task, element)) {
      context.emit({ type: 'UserTaskCanceled', userTaskKey: task.key, elementInstanceKey: instance.key });
    }
  },
  // As in Zeebe, the task is CANCELING while its canceling listeners run (each may correct it, none may deny), and the
  // element TERMINATING; the last one's completion cancels the task and terminates the element.
  holdTermination: (context, instance, element) => {
    const task = openUserTaskOf(context, instance);
    if (!task || !cancelingListenersRun(context, task, element)) return false;
    return holdForListeners(context, task, { eventType: 'canceling', action: '', changedAttributes: [] });
  },
};

/** A Camunda user task with canceling listeners (a job-worker user task has no task lifecycle of its own). */
function cancelingListenersRun(context: ProcessingContext, task: UserTask, element: ExecutableElement): boolean {
  return task.jobKey === null && taskListenersFor(context, element, 'canceling').length > 0;
}
