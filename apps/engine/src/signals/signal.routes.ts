import { routeHandlers } from '../http/contract-routes.js';
import { SignalController } from './signal.controller.js';

export const SIGNAL_ROUTES = routeHandlers(SignalController, {
  broadcastSignal: (signals, { body, context }) => signals.broadcast(body, context),
});
