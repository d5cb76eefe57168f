import { routeHandlers } from '../http/contract-routes.js';
import { ClusterVariablesController } from './cluster-variables.controller.js';

export const CLUSTER_VARIABLE_ROUTES = routeHandlers(ClusterVariablesController, {
  createGlobalClusterVariable: (variables, { body }) => variables.create(null, body),
  getGlobalClusterVariable: (variables, { params }) => variables.get(null, params.name),
  updateGlobalClusterVariable: (variables, { params, body }) => variables.update(null, params.name, body),
  deleteGlobalClusterVariable: (variables, { params }) => variables.delete(null, params.name),
  createTenantClusterVariable: (variables, { params, body }) => variables.create(params.tenantId, body),
  getTenantClusterVariable: (variables, { params }) => variables.get(params.tenantId, params.name),
  updateTenantClusterVariable: (variables, { params, body }) => variables.update(params.tenantId, params.name, body),
  deleteTenantClusterVariable: (variables, { params }) => variables.delete(params.tenantId, params.name),
  searchClusterVariables: (variables, { body, query }) => variables.search(body, query.truncateValues),
});
