import { routeHandlers } from '../http/contract-routes.js';
import { ResourceReadModel } from './resource.read-model.js';

export const RESOURCE_ROUTES = routeHandlers(ResourceReadModel, {
  getResource: (resources, { params }) => resources.get(params.resourceKey),
  getResourceContent: (resources, { params, reply }) => resources.content(params.resourceKey, reply),
});
