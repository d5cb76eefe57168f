import { API_ROUTES, type ApiRoute } from '@baton/api-contract';
import { RouteMatcher } from './route-matcher.js';

const routesByTemplate = new Map<string, ApiRoute>(API_ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route]));
const matcher = new RouteMatcher(API_ROUTES.map((route) => ({ method: route.method.toUpperCase(), path: route.path, served: true })));

/** The route-table entry a request is for, and its path parameters; undefined for a path outside the API. */
export function apiRouteOf(method: string, path: string): { route: ApiRoute; params: Record<string, string> } | undefined {
  const found = matcher.find(method, path);
  const route = found && routesByTemplate.get(`${found.template.method} ${found.template.path}`);
  return found && route ? { route, params: found.params } : undefined;
}
