import { routeHandlers } from '../http/contract-routes.js';
import { ClusterController } from './cluster.controller.js';

export const CLUSTER_ROUTES = routeHandlers(ClusterController, {
  getTopology: (cluster) => cluster.topology(),
  getStatus: (cluster) => cluster.status(),
});
