import { routeHandlers } from '../http/contract-routes.js';
import { ExpressionEvaluationController } from './expression-evaluation.controller.js';

export const EXPRESSION_EVALUATION_ROUTES = routeHandlers(ExpressionEvaluationController, {
  evaluateExpression: (expressions, { body }) => expressions.evaluate(body),
});
