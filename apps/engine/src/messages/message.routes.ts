import { routeHandlers } from '../http/contract-routes.js';
import { MessageController } from './message.controller.js';

export const MESSAGE_ROUTES = routeHandlers(MessageController, {
  publishMessage: (messages, { body, context }) => messages.publish(body, context),
  correlateMessage: (messages, { body }) => messages.correlate(body),
});
