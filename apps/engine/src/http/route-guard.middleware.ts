import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAMUNDA_V2_ROUTES } from './camunda-routes.generated.js';
import type { Middleware } from './middleware.js';
import { ApiProblem } from './problem-detail.js';
import { type RouteTemplate, RouteMatcher } from './route-matcher.js';
import { requestRoute, routedPath, routeTemplateOf, unroutedPath } from './request-route.js';

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
 * Answers before any route runs: 501 for a Camunda v2 route Baton does not serve (the official client would
 * otherwise read 404 as "not visible yet" and retry; also when one of Baton's routes took it by a path parameter,
 * as `/v2/jobs/{jobKey}` would take a Camunda literal), and for a request no route took, 405 with `Allow` for a
 * known path with a wrong method (OPTIONS gets 204 with `Allow`). Everything else goes on (an unknown path is 404).
 * The table is built at the first request, when Nest has registered every controller (`registered` fills up as it does).
 */
export function routeGuard(registered: readonly RegisteredRoute[]): Middleware {
  let table: RouteMatcher | undefined;
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    table ??= new RouteMatcher([...registered.map(({ method, path }) => ({ method, path: routeTemplateOf(path), served: true })), ...camundaRoutes]);
    const method = request.method ?? 'GET';
    const route = requestRoute(request);
    const path = routedPath(route) ?? decodedPath(unroutedPath(request));
    const verdict = table.judge(method, path);
    switch (verdict.kind) {
      case 'unknown':
      case 'served':
        return next();
      case 'not-implemented':
        return next(new ApiProblem(501, `Baton does not implement ${verdict.route.method} ${verdict.route.path} of the Camunda 8 REST API`));
      case 'method-not-allowed':
        // the router took it: a path parameter took a segment another method's route has as a literal
        if (route.template !== undefined) return next();
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
