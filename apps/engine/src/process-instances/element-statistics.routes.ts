import { routeHandlers } from '../http/contract-routes.js';
import { ElementStatisticsController } from './element-statistics.controller.js';

export const ELEMENT_STATISTICS_ROUTES = routeHandlers(ElementStatisticsController, {
  getProcessInstanceStatistics: (statistics, { params }) => statistics.ofInstance(params.processInstanceKey),
  getProcessDefinitionStatistics: (statistics, { params, body }) => statistics.ofDefinition(params.processDefinitionKey, body),
  getProcessDefinitionElementDurations: (statistics, { params }) => statistics.durationsOfDefinition(params.processDefinitionKey),
});
