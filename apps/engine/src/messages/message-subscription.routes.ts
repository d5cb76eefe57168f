import { routeHandlers } from '../http/contract-routes.js';
import { CorrelatedMessageSubscriptionController } from './correlated-message-subscription.controller.js';
import { MessageSubscriptionController } from './message-subscription.controller.js';

export const MESSAGE_SUBSCRIPTION_ROUTES = routeHandlers(MessageSubscriptionController, {
  searchMessageSubscriptions: (subscriptions, { body }) => subscriptions.search(body),
});

export const CORRELATED_MESSAGE_SUBSCRIPTION_ROUTES = routeHandlers(CorrelatedMessageSubscriptionController, {
  searchCorrelatedMessageSubscriptions: (correlations, { body }) => correlations.search(body),
});
