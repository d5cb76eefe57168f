import { routeHandlers } from '../http/contract-routes.js';
import { UserTaskController } from './user-task.controller.js';

export const USER_TASK_ROUTES = routeHandlers(UserTaskController, {
  searchUserTasks: (tasks, { body }) => tasks.search(body),
  getUserTask: (tasks, { params, reply }) => tasks.get(params.userTaskKey, reply),
  updateUserTask: (tasks, { params, body, headers, context }) => tasks.update(params.userTaskKey, body, headers['if-match'], context),
  assignUserTask: (tasks, { params, body, headers, context }) => tasks.assign(params.userTaskKey, body, headers['if-match'], context),
  unassignUserTask: (tasks, { params, headers, context }) => tasks.unassign(params.userTaskKey, headers['if-match'], context),
  completeUserTask: (tasks, { params, body, headers, context }) => tasks.complete(params.userTaskKey, body, headers['if-match'], context),
  getUserTaskForm: (tasks, { params, reply }) => tasks.form(params.userTaskKey, reply),
  searchUserTaskVariables: (tasks, { params, body, query }) => tasks.variables(params.userTaskKey, body, query.truncateValues),
  searchUserTaskEffectiveVariables: (tasks, { params, body, query }) => tasks.effectiveVariables(params.userTaskKey, body, query.truncateValues),
});
