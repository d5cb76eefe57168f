import { routeHandlers } from '../http/contract-routes.js';
import { MetricsController } from './metrics.controller.js';

export const METRICS_ROUTES = routeHandlers(MetricsController, {
  getMetrics: (metrics) => metrics.scrape(),
});
