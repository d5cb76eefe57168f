import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAMUNDA_V2_ROUTES } from './camunda-routes.generated.js';
import type { Middleware } from './middleware.js';
import { ApiProblem } from './problem-detail.js';
import { type RouteTemplate, RouteMatcher } from './route-matcher.js';
import { requestRoute, routeTemplateOf, unroutedPath } from './request-route.js';

/** A route as the HTTP framework registered it: `/v2/user-tasks/:userTaskKey`. */
export interface RegisteredRoute {
  readonly method: string;
  readonly path: string;
}

const camundaRoutes: RouteTemplate[] = CAMUNDA_V2_ROUTES.map((route) => ({ method: route.method, path: `/v2${route.path}`, served: false }));

/** A path's segments decoded as the router decodes them; an encoded `/` stays inside its segment. */
function decodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * Answers a request no route took, before Nest's 404: 501 for a Camunda v2 route Baton does not serve (the official
 * client would otherwise read 404 as "not visible yet" and retry), 405 with `Allow` for a known path with a wrong
 * method (OPTIONS gets 204 with `Allow`). A request the router took goes on; so does an unknown path (404).
 * The table is built at the first request, when Nest has registered every controller (`registered` fills up as it does).
 */
export function routeGuard(registered: readonly RegisteredRoute[]): Middleware {
  let table: RouteMatcher | undefined;
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    table ??= new RouteMatcher([...registered.map(({ method, path }) => ({ method, path: routeTemplateOf(path), served: true })), ...camundaRoutes]);
    if (requestRoute(request).template !== undefined) return next();
    const method = request.method ?? 'GET';
    const path = decodedPath(unroutedPath(request));
    const verdict = table.judge(method, path);
    switch (verdict.kind) {
      case 'unknown':
      case 'served':
        return next();
      case 'not-implemented':
        return next(new ApiProblem(501, `Baton does not implement ${verdict.route.method} ${verdict.route.path} of the Camunda 8 REST API`));
      case 'method-not-allowed':
        response.setHeader('Allow', verdict.allow.join(', '));
        if (method === 'OPTIONS') {
          response.statusCode = 204;
          response.end();
          return;
        }
        return next(new ApiProblem(405, `${method} is not allowed on ${path}; allowed: ${verdict.allow.join(', ')}`));
    }
  };
}
