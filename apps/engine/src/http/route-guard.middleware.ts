import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAMUNDA_V2_ROUTES } from './camunda-routes.generated.js';
import { type Middleware, requestPath } from './middleware.js';
import { ApiProblem } from './problem-detail.js';
import { type RouteTemplate, RouteMatcher } from './route-matcher.js';

/** The routes registered on an express app (Nest registers every controller method as one). */
export interface RegisteredRoutes {
  readonly router: { readonly stack: readonly { readonly route?: { readonly path: unknown; readonly methods: Record<string, boolean> } }[] };
}

/** `/v2/user-tasks/:userTaskKey` → `/v2/user-tasks/{userTaskKey}`. */
const toTemplate = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

function servedRoutes(app: RegisteredRoutes): RouteTemplate[] {
  return app.router.stack.flatMap((layer) =>
    layer.route && typeof layer.route.path === 'string'
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => ({ method: method.toUpperCase(), path: toTemplate(layer.route!.path as string), served: true }))
      : [],
  );
}

const camundaRoutes: RouteTemplate[] = CAMUNDA_V2_ROUTES.map((route) => ({ method: route.method, path: `/v2${route.path}`, served: false }));

/**
 * Answers before any route runs: 501 for a Camunda v2 route Baton does not serve (the official client would
 * otherwise read 404 as "not visible yet" and retry), 405 with `Allow` for a known path with a wrong method
 * (OPTIONS gets 204 with `Allow`). Everything else goes on (an unknown path ends in Nest's 404).
 * The table is built at the first request, when Nest has registered every controller.
 */
export function routeGuard(app: RegisteredRoutes): Middleware {
  let table: RouteMatcher | undefined;
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    table ??= new RouteMatcher([...servedRoutes(app), ...camundaRoutes]);
    const method = request.method ?? 'GET';
    const path = requestPath(request);
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
