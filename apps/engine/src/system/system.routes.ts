import { routeHandlers } from '../http/contract-routes.js';
import { SYSTEM_CONFIGURATION } from './system-configuration.js';
import { UsageMetricsReadModel } from './usage-metrics.read-model.js';

export const SYSTEM_ROUTES = routeHandlers(UsageMetricsReadModel, {
  getSystemConfiguration: () => Promise.resolve(SYSTEM_CONFIGURATION),
  getUsageMetrics: (usage, { query }) => usage.of(query),
});
