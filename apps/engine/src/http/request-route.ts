import type { IncomingMessage } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The route Fastify's router picked for a request. Access control, the edge checks, idempotent answers and problem
 * answers read this, never the request target again: a second reading of the target could let
 * `POST /v2/variables/search#/a` (the router ignores a fragment), `/v2/%76ariables/search` (it decodes) and
 * `http://host/v2/...` (it takes an absolute target) reach a route that the access check took for no route at all.
 */
export interface RequestRoute {
  /** The route's template as the route table writes it (`/v2/user-tasks/{userTaskKey}`); undefined: no route took the request. */
  readonly template: string | undefined;
  /** The path parameters as the router decoded them. */
  readonly params: Readonly<Record<string, string>>;
}

const NO_ROUTE: RequestRoute = Object.freeze({ template: undefined, params: Object.freeze({}) });
const ROUTE = Symbol('request route');
type RoutedRequest = IncomingMessage & { [ROUTE]?: RequestRoute };

/** `/v2/user-tasks/:userTaskKey` → `/v2/user-tasks/{userTaskKey}`, the route table's way of writing it. */
export const routeTemplateOf = (fastifyPath: string): string => fastifyPath.replace(/:(\w+)/g, '{$1}');

/**
 * Keeps on every request the route the router picked, in the first hook of all (Fastify routes a request before its
 * first `onRequest` hook). Call before any other hook is added.
 */
export function installRequestRoutes(app: NestFastifyApplication): void {
  const templates = new Map<string, string>();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, _reply, done) => {
      const url = request.routeOptions.url;
      let route = NO_ROUTE;
      if (url !== undefined && !request.is404) {
        let template = templates.get(url);
        if (template === undefined) templates.set(url, (template = routeTemplateOf(url)));
        route = { template, params: (request.params ?? {}) as Record<string, string> };
      }
      (request.raw as RoutedRequest)[ROUTE] = route;
      done();
    });
}

/**
 * The route of a request. Throws when the request did not pass {@link installRequestRoutes}: a check that cannot
 * tell which route a request is for must not guess: guessing "none" would let the request through.
 */
export function requestRoute(request: IncomingMessage): RequestRoute {
  const route = (request as RoutedRequest)[ROUTE];
  if (route === undefined) throw new Error('The route of the request is unknown: installRequestRoutes was not called first');
  return route;
}

/** The path a routed request is for, written as the route table writes paths (`/v2/user-tasks/123`); undefined for no route. */
export function routedPath(route: RequestRoute): string | undefined {
  return route.template?.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(route.params[name] ?? ''));
}

/**
 * The path of a request no route took, for messages only: the request target up to its query or fragment, without
 * the scheme and host of an absolute target.
 */
export function unroutedPath(request: IncomingMessage): string {
  const target = request.url ?? '/';
  const path = target.split(/[?#]/, 1)[0] ?? '/';
  return path.startsWith('/') ? path : path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/';
}

/**
 * The path problem answers and logs name: the routed path, else the target's path; also for an error Fastify raised
 * before its first hook (a malformed target), where no route was read.
 */
export function problemPath(request: IncomingMessage): string {
  const route = (request as RoutedRequest)[ROUTE];
  return (route && routedPath(route)) ?? unroutedPath(request);
}
