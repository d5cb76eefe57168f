import { findExtension } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import { readTaskHeaders } from './job-definition.js';
import type { ElementTransformer } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';
import { readUserTask } from './user-task-definition.js';

export const JOB_WORKER_USER_TASK = 'a user task needs the zeebe:userTask extension (Camunda user task); job-worker user tasks are not supported';

const USER_TASK_EXTENSIONS = [
  'zeebe:UserTask',
  'zeebe:AssignmentDefinition',
  'zeebe:TaskSchedule',
  'zeebe:PriorityDefinition',
  'zeebe:FormDefinition',
  'zeebe:TaskHeaders',
  'zeebe:IoMapping',
] as const;

/** A Camunda user task (`zeebe:userTask`): the engine creates the task and waits until someone completes it. */
export const userTaskTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    if (!findExtension(node, 'zeebe:UserTask')) {
      context.problems.onElement(node, JOB_WORKER_USER_TASK);
      return null;
    }
    const element = createBaseElement(node, 'USER_TASK', USER_TASK_EXTENSIONS, context);
    let valid = true;
    const report = (message: string): void => {
      context.problems.onElement(node, message);
      valid = false;
    };
    const userTask = readUserTask(node, report);
    const customHeaders = readTaskHeaders(node, report);
    return valid ? { ...element, userTask, customHeaders } : null;
  },
};
