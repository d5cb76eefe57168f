import { routeHandlers } from '../http/contract-routes.js';
import { OperationsOverviewController } from './operations-overview.controller.js';

export const OPERATIONS_OVERVIEW_ROUTES = routeHandlers(OperationsOverviewController, {
  getOperationsOverview: (overviews) => overviews.overview(),
});
