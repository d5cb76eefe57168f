import { routeHandlers } from '../http/contract-routes.js';
import { ResourceDeletionController } from './resource-deletion.controller.js';

export const RESOURCE_DELETION_ROUTES = routeHandlers(ResourceDeletionController, {
  deleteResource: (deletion, { params, body }) => deletion.delete(params.resourceKey, body),
});
