import { routeHandlers } from '../http/contract-routes.js';
import { GlobalTaskListenerController } from './global-task-listener.controller.js';

export const GLOBAL_TASK_LISTENER_ROUTES = routeHandlers(GlobalTaskListenerController, {
  createGlobalTaskListener: (listeners, { body, query }) => listeners.create(body, query.tenantId),
  searchGlobalTaskListeners: (listeners, { body, query }) => listeners.search(body, query.tenantId),
  getGlobalTaskListener: (listeners, { params, query }) => listeners.get(params.id, query.tenantId),
  updateGlobalTaskListener: (listeners, { params, body, query }) => listeners.update(params.id, body, query.tenantId),
  deleteGlobalTaskListener: (listeners, { params, query }) => listeners.delete(params.id, query.tenantId),
});
