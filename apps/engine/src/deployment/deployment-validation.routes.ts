import { routeHandlers } from '../http/contract-routes.js';
import { DeploymentValidationController } from './deployment-validation.controller.js';

export const DEPLOYMENT_VALIDATION_ROUTES = routeHandlers(DeploymentValidationController, {
  validateDeployment: (validation, { body }) => validation.validate(body),
});
