import { findExtension } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import { DEFAULT_RETRIES, readTaskHeaders } from './job-definition.js';
import type { ElementTransformer } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';
import { readTaskListeners } from './task-listeners.js';
import { readUserTask } from './user-task-definition.js';

/** The job type Zeebe gives job-worker user tasks (`Protocol.USER_TASK_JOB_TYPE`). */
export const USER_TASK_JOB_TYPE = 'io.camunda.zeebe:userTask';

const USER_TASK_EXTENSIONS = [
  'zeebe:UserTask',
  'zeebe:AssignmentDefinition',
  'zeebe:TaskSchedule',
  'zeebe:PriorityDefinition',
  'zeebe:FormDefinition',
  'zeebe:TaskHeaders',
  'zeebe:IoMapping',
  'zeebe:TaskListeners',
] as const;

/**
 * A Camunda user task (`zeebe:userTask`): the engine creates the task and waits until someone completes it. Without
 * `zeebe:userTask` it is a job-worker user task, as in Zeebe: a job of type `io.camunda.zeebe:userTask` for a task app.
 */
export const userTaskTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    const kind = findExtension(node, 'zeebe:UserTask') ? 'camunda' : 'job-worker';
    const element = createBaseElement(node, 'USER_TASK', USER_TASK_EXTENSIONS, context);
    let valid = true;
    const report = (message: string): void => {
      context.problems.onElement(node, message);
      valid = false;
    };
    const userTask = readUserTask(node, kind, report);
    const customHeaders = readTaskHeaders(node, report);
    const taskListeners = readTaskListeners(node, kind === 'camunda', report);
    if (!valid) return null;
    if (kind === 'camunda') return { ...element, userTask: { ...userTask, ...(taskListeners.length > 0 ? { taskListeners } : {}) }, customHeaders };
    const type = { kind: 'static', value: USER_TASK_JOB_TYPE } as const;
    const retries = { kind: 'static', value: DEFAULT_RETRIES } as const;
    return { ...element, job: { type, retries, customHeaders, userTaskHeaders: userTask } };
  },
};
