import { routeHandlers } from '../http/contract-routes.js';
import { SavedTaskFilterController } from './saved-task-filter.controller.js';

export const SAVED_TASK_FILTER_ROUTES = routeHandlers(SavedTaskFilterController, {
  listSavedTaskFilters: (filters) => filters.list(),
  saveTaskFilter: (filters, { body }) => filters.save(body),
  deleteSavedTaskFilter: (filters, { params }) => filters.delete(params.savedTaskFilterKey),
});
