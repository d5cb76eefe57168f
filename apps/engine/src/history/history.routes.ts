import { routeHandlers } from '../http/contract-routes.js';
import { HistoryController } from './history.controller.js';
import { SequenceFlowsController } from './sequence-flows.controller.js';

export const HISTORY_ROUTES = routeHandlers(HistoryController, {
  getProcessInstanceHistory: (history, { params }) => history.history(params.processInstanceKey),
});

export const SEQUENCE_FLOW_ROUTES = routeHandlers(SequenceFlowsController, {
  getProcessInstanceSequenceFlows: (flows, { params }) => flows.sequenceFlows(params.processInstanceKey),
});
