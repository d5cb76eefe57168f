import { routeHandlers } from '../http/contract-routes.js';
import { ProcessInstanceController } from './process-instance.controller.js';

export const PROCESS_INSTANCE_ROUTES = routeHandlers(ProcessInstanceController, {
  createProcessInstance: (instances, { body, context }) => instances.create(body, context),
  getProcessInstance: (instances, { params }) => instances.get(params.processInstanceKey),
  getProcessInstanceCallHierarchy: (instances, { params }) => instances.callHierarchy(params.processInstanceKey),
  searchProcessInstances: (instances, { body }) => instances.search(body),
  cancelProcessInstance: (instances, { params, body, context }) => instances.cancel(params.processInstanceKey, body, context),
  suspendProcessInstance: (instances, { params, body, context }) => instances.suspend(params.processInstanceKey, body, context),
  resumeProcessInstance: (instances, { params, body, context }) => instances.resume(params.processInstanceKey, body, context),
});
