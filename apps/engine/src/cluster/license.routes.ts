import { routeHandlers } from '../http/contract-routes.js';
import { LicenseController } from './license.controller.js';

export const LICENSE_ROUTES = routeHandlers(LicenseController, {
  getLicense: (license) => license.license(),
});
