import { routeHandlers } from '../http/contract-routes.js';
import { DeploymentController } from './deployment.controller.js';

export const DEPLOYMENT_ROUTES = routeHandlers(DeploymentController, {
  createDeployment: (deployments, { request, reply }) => deployments.deployForm(request, reply),
});
