import { compileRouteValidator, type ApiRoute, type FieldProblem, pathParameterNames, type RouteValidator } from '@baton/api-contract';
import { invalidRequest } from './problem-detail.js';

/** What Fastify has parsed of a request by the time its handler runs. */
export interface ParsedRequest {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

/** A route's validator, and its path parameters' names as the route table (and so the router) names them, in order. */
export interface RouteValidation {
  validator: RouteValidator;
  paramNames: string[];
}

/** The validation of a route table entry, compiled once when its route is registered, so no request pays for it. */
export function routeValidation(route: ApiRoute): RouteValidation {
  return { validator: compileRouteValidator(route), paramNames: pathParameterNames(route.path) };
}

/**
 * Validates path parameters, query and JSON body of a request against its route's schemas before the handler runs,
 * and answers 400 naming every broken field at once. The handler then sees canonical enum values and typed query values.
 */
export function validateRequest(validation: RouteValidation, request: ParsedRequest): void {
  const params = Object.fromEntries(validation.paramNames.map((name) => [name, request.params[name] ?? '']));
  const query = { ...(request.query as Record<string, unknown>) };
  const problems: FieldProblem[] = validation.validator.validate({ params, query, body: request.body });
  if (problems.length > 0) throw invalidRequest(problems);
  if (validation.validator.route.query) Object.defineProperty(request, 'query', { value: query, writable: true, configurable: true, enumerable: true });
}
