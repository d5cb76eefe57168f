import { routeHandlers } from '../http/contract-routes.js';
import { ConversionController } from './conversion.controller.js';

export const CONVERSION_ROUTES = routeHandlers(ConversionController, {
  createConversion: (conversions, { body }) => conversions.convert(body),
});
