import { routeHandlers } from '../http/contract-routes.js';
import { ConditionalEvaluationService } from './conditional-evaluation.service.js';

export const CONDITIONAL_ROUTES = routeHandlers(ConditionalEvaluationService, {
  evaluateConditionals: (conditionals, { body, context }) => conditionals.evaluate(body, context),
});
