import { routeHandlers } from '../http/contract-routes.js';
import { ElementInstanceController } from './element-instance.controller.js';
import { VariableController } from './variable.controller.js';

export const ELEMENT_INSTANCE_ROUTES = routeHandlers(ElementInstanceController, {
  searchElementInstances: (elementInstances, { body }) => elementInstances.search(body),
  getElementInstance: (elementInstances, { params }) => elementInstances.get(params.elementInstanceKey),
});

export const VARIABLE_ROUTES = routeHandlers(VariableController, {
  searchVariables: (variables, { body, query }) => variables.search(body, query.truncateValues),
  getVariable: (variables, { params }) => variables.get(params.variableKey),
});
