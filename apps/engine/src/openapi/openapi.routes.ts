import { routeHandlers } from '../http/contract-routes.js';
import { OpenApiController } from './openapi.controller.js';

export const OPENAPI_ROUTES = routeHandlers(OpenApiController, {
  getOpenApiDocument: (openApi) => openApi.openApi(),
});
