import { API_ROUTES, type ApiRoute } from '@baton/api-contract';
import type { RequestRoute } from './request-route.js';

/** A template's shape: its literals in lower case, each parameter as `{}` (controllers name them `:key`, the table `{jobKey}`). */
const shapeOf = (template: string): string => template.toLowerCase().replace(/\{[^}]*\}/g, '{}');
const parameterNames = (template: string): string[] => [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

const routesByShape = new Map<string, ApiRoute>(API_ROUTES.map((route) => [`${route.method.toUpperCase()} ${shapeOf(route.path)}`, route]));

interface Resolved {
  readonly route: ApiRoute;
  /** The route's parameter names as the router has them, in path order, and as the table names them. */
  readonly names: readonly (readonly [router: string, table: string])[];
}
const resolved = new Map<string, Resolved | null>();

function resolve(method: string, template: string): Resolved | null {
  const key = `${method} ${template}`;
  let found = resolved.get(key);
  if (found === undefined) {
    const route = routesByShape.get(`${method} ${shapeOf(template)}`);
    const tableNames = route ? parameterNames(route.path) : [];
    found = route ? { route, names: parameterNames(template).map((name, index) => [name, tableNames[index] ?? name] as const) } : null;
    resolved.set(key, found);
  }
  return found;
}

/**
 * The route-table entry of the route the router picked for a request (HEAD is served by GET's route), and its path
 * parameters under the table's names; undefined when no route took the request, or the route is not in the table.
 */
export function apiRouteOf(method: string, route: RequestRoute): { route: ApiRoute; params: Record<string, string> } | undefined {
  if (route.template === undefined) return undefined;
  const found = resolve(method === 'HEAD' ? 'GET' : method, route.template);
  if (!found) return undefined;
  const params: Record<string, string> = {};
  for (const [router, table] of found.names) params[table] = route.params[router] ?? '';
  return { route: found.route, params };
}
