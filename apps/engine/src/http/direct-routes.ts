import type { Type } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type HandlerValidation, nestRouteMethod, nestRoutePath, type ParsedRequest, validateRequest, validationFor } from './request-validation.guard.js';

/** A request as a direct route's call reads it: its path parameters by their Nest names (`:key`), its parsed body and headers. */
export type DirectRequest = FastifyRequest & ParsedRequest;

/**
 * A controller's handler that Fastify calls without Nest's per-request layer; `call` passes the request's parts as
 * the handler's `@Param`, `@Body`, `@Headers` and `@Res({ passthrough: true })` arguments would.
 */
export interface DirectRoute<C = never> {
  readonly controller: Type<C>;
  readonly handler: keyof C & string;
  readonly call: (controller: C, request: DirectRequest, reply: FastifyReply) => Promise<unknown>;
}

/** A direct route, typed by its controller (the table holds routes of several). */
export const directRoute = <C>(controller: Type<C>, handler: keyof C & string, call: DirectRoute<C>['call']): DirectRoute =>
  ({ controller, handler, call }) as unknown as DirectRoute;

interface Resolved {
  route: DirectRoute;
  method: string;
  path: string;
  status: number;
  validation: HandlerValidation;
}

function resolve(route: DirectRoute): Resolved {
  const handler = (route.controller.prototype as Record<string, object | undefined>)[route.handler];
  if (typeof handler !== 'function') throw new Error(`Direct route: ${route.controller.name} has no handler ${route.handler}`);
  const method = nestRouteMethod(handler);
  const path = nestRoutePath(route.controller, handler);
  const validation = validationFor(route.controller, handler);
  // Every handler the route table describes is validated; one it does not describe has no business being fast.
  if (!validation) throw new Error(`Direct route: ${method} ${path} (${route.controller.name}.${route.handler}) is not in the route table`);
  // Nest answers a POST with 201 unless @HttpCode says otherwise.
  const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'POST' ? 201 : 200);
  return { route, method, path, status, validation };
}

/**
 * Serves the given controller handlers from Fastify's own route handler instead of Nest's: Nest wraps each request
 * in an execution context, its guards, interceptor and pipe consumers, its response controller and several promises,
 * a cost the routes a running process sends most should not pay. Everything else a request passes stays as it is: Fastify's hooks (the edge checks, authentication, the
 * request context and its idempotent answers), the route's validation (the guard's function), the handler's status,
 * and errors rendered by the global exception filter, to which Nest routes Fastify's errors. Each route is the Nest
 * route of its handler, whose handler is swapped as Nest registers it; the engine does not start if one is missing.
 * Call before the app is initialised.
 */
export function installDirectRoutes(app: NestFastifyApplication, routes: readonly DirectRoute[]): void {
  const fastify = app.getHttpAdapter().getInstance();
  const pending = new Map(routes.map((route) => resolve(route)).map((resolved) => [`${resolved.method} ${resolved.path.toLowerCase()}`, resolved]));
  fastify.addHook('onRoute', (options: RouteOptions) => {
    for (const method of [options.method].flat()) {
      const key = `${method} ${options.url.toLowerCase()}`;
      const resolved = pending.get(key);
      if (!resolved) continue;
      pending.delete(key);
      const controller = app.get(resolved.route.controller);
      const { call } = resolved.route;
      const { status, validation } = resolved;
      options.handler = async (request: FastifyRequest, reply: FastifyReply) => {
        const parsed = request as DirectRequest;
        validateRequest(validation, parsed);
        const result = await call(controller, parsed, reply);
        return reply.code(status).send(result);
      };
    }
  });
  fastify.addHook('onReady', (done) => {
    const missing = [...pending.keys()];
    done(missing.length > 0 ? new Error(`Direct routes Nest did not register: ${missing.join(', ')}`) : undefined);
  });
}
