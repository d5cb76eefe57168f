import { type CanActivate, type ExecutionContext, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { API_ROUTES, compileRouteValidator, pathParameterNames, type ApiRoute, type FieldProblem, type RouteValidator } from '@baton/api-contract';
import { invalidRequest } from './problem-detail.js';

/** What Fastify has parsed of a request by the time guards run. */
export interface ParsedRequest {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

/** A handler's validator, and its path parameters' names in the route table and as Nest gives them (`:key`), in order. */
export interface HandlerValidation {
  validator: RouteValidator;
  paramNames: string[];
  nestParamNames: string[];
}

/** `METHOD /path/{}` with parameter names erased, the same for a Nest route and a route table entry. */
const routeShape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:[^/]+/g, '{}')}`;

/** The path Nest serves a handler at, from its controller's and its own `@Controller`/`@Get(...)` paths. */
export function nestRoutePath(controller: object, handler: object): string {
  const parts = [Reflect.getMetadata(PATH_METADATA, controller), Reflect.getMetadata(PATH_METADATA, handler)] as (string | undefined)[];
  const path = parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter((segment) => segment !== '')
    .join('/');
  return `/${path}`;
}

export function nestRouteMethod(handler: object): string {
  return RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] ?? 'GET';
}

const validatorsByShape = new Map<string, { route: ApiRoute; validator?: RouteValidator }>(
  API_ROUTES.map((route) => [routeShape(route.method, route.path), { route }]),
);

/** Compiles every route's validator (once per process), so no request pays for it. */
export function compileAllRouteValidators(): void {
  for (const entry of validatorsByShape.values()) entry.validator ??= compileRouteValidator(entry.route);
}

/** The validation of a controller's handler, from the route table entry of its method and path; undefined for none. */
export function validationFor(controller: object, handler: object): HandlerValidation | undefined {
  const nestPath = nestRoutePath(controller, handler);
  const entry = validatorsByShape.get(routeShape(nestRouteMethod(handler), nestPath));
  if (!entry) return undefined;
  entry.validator ??= compileRouteValidator(entry.route);
  return {
    validator: entry.validator,
    paramNames: pathParameterNames(entry.route.path),
    nestParamNames: [...nestPath.matchAll(/:([^/]+)/g)].map((match) => match[1] ?? ''),
  };
}

/**
 * Validates path parameters, query and JSON body of every request against its route's schemas before the handler
 * runs, and answers 400 naming every broken field at once. The handler then sees canonical enum values and typed
 * query values. Handlers the route table does not describe are not validated (the route coverage spec forbids them).
 */
export class RequestValidationGuard implements CanActivate {
  private readonly byHandler = new WeakMap<object, HandlerValidation | null>();

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const handler = context.getHandler();
    let validation = this.byHandler.get(handler);
    if (validation === undefined) {
      validation = validationFor(context.getClass(), handler) ?? null;
      this.byHandler.set(handler, validation);
    }
    if (validation !== null) validateRequest(validation, context.switchToHttp().getRequest<ParsedRequest>());
    return true;
  }
}

/** Validates a parsed request against its route's schemas: a 400 naming every broken field, else its query typed in place. */
export function validateRequest(validation: HandlerValidation, request: ParsedRequest): void {
  const params = Object.fromEntries(validation.paramNames.map((name, index) => [name, request.params[validation.nestParamNames[index] ?? ''] ?? '']));
  const query = { ...(request.query as Record<string, unknown>) };
  const problems: FieldProblem[] = validation.validator.validate({ params, query, body: request.body });
  if (problems.length > 0) throw invalidRequest(problems);
  if (validation.validator.route.query) Object.defineProperty(request, 'query', { value: query, writable: true, configurable: true, enumerable: true });
}
