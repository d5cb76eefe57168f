import { routeHandlers } from '../http/contract-routes.js';
import { ProcessInstanceBatchesController } from './process-instance-batches.controller.js';

export const PROCESS_INSTANCE_BATCH_ROUTES = routeHandlers(ProcessInstanceBatchesController, {
  cancelProcessInstancesBatchOperation: (batches, { body }) => batches.cancelMany(body),
  suspendProcessInstancesBatchOperation: (batches, { body }) => batches.suspendMany(body),
  resumeProcessInstancesBatchOperation: (batches, { body }) => batches.resumeMany(body),
  resolveIncidentsBatchOperation: (batches, { body }) => batches.resolveIncidentsOfMany(body),
  resolveProcessInstanceIncidents: (batches, { params }) => batches.resolveIncidents(params.processInstanceKey),
  deleteProcessInstancesBatchOperation: (batches, { body }) => batches.deleteMany(body),
  deleteProcessInstance: (batches, { params, body }) => batches.delete(params.processInstanceKey, body),
});
