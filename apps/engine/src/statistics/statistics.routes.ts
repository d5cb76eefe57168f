import { routeHandlers } from '../http/contract-routes.js';
import { IncidentStatisticsReadModel } from './incident-statistics.read-model.js';
import { InstanceStatisticsReadModel } from './instance-statistics.read-model.js';
import { JobStatisticsReadModel } from './job-statistics.read-model.js';
import { MessageSubscriptionStatisticsReadModel } from './message-subscription-statistics.read-model.js';

export const INSTANCE_STATISTICS_ROUTES = routeHandlers(InstanceStatisticsReadModel, {
  getProcessDefinitionInstanceStatistics: (statistics, { body }) => statistics.perDefinition(body),
  getProcessDefinitionInstanceVersionStatistics: (statistics, { body }) => statistics.perVersion(body),
});

export const INCIDENT_STATISTICS_ROUTES = routeHandlers(IncidentStatisticsReadModel, {
  getProcessInstanceStatisticsByError: (statistics, { body }) => statistics.byError(body),
  getProcessInstanceStatisticsByDefinition: (statistics, { body }) => statistics.byDefinition(body),
});

export const MESSAGE_SUBSCRIPTION_STATISTICS_ROUTES = routeHandlers(MessageSubscriptionStatisticsReadModel, {
  getProcessDefinitionMessageSubscriptionStatistics: (statistics, { body }) => statistics.perDefinition(body),
});

export const JOB_STATISTICS_ROUTES = routeHandlers(JobStatisticsReadModel, {
  getGlobalJobStatistics: (statistics, { query }) => statistics.global(query),
  getJobTypeStatistics: (statistics, { body }) => statistics.byTypes(body),
  getJobWorkerStatistics: (statistics, { body }) => statistics.byWorkers(body),
  getJobTimeSeriesStatistics: (statistics, { body }) => statistics.timeSeries(body),
  getJobErrorStatistics: (statistics, { body }) => statistics.errors(body),
});
