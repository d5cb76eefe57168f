import { routeHandlers } from '../http/contract-routes.js';
import { AuthenticationController } from './authentication.controller.js';

export const AUTHENTICATION_ROUTES = routeHandlers(AuthenticationController, {
  getAuthentication: (authentication) => authentication.me(),
});
