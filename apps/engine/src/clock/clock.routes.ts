import { routeHandlers } from '../http/contract-routes.js';
import { ClockController } from './clock.controller.js';

export const CLOCK_ROUTES = routeHandlers(ClockController, {
  pinClock: (clock, { body }) => clock.pin(body),
  resetClock: (clock) => clock.reset(),
});
