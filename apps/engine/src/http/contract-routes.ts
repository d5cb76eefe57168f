import type { IncomingHttpHeaders } from 'node:http';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_ROUTES, type ApiRoute, type OperationId, type RouteBody, type RouteParams, type RouteQuery } from '@baton/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandContext } from '../runtime/command-context.js';
import { commandContextOf } from './request-context.js';
import { type ParsedRequest, routeValidation, validateRequest } from './request-validation.js';

/** A request as a route's handler reads it, typed from the route table entry of its operation and validated against it. */
export interface ContractRequest<O extends OperationId> {
  readonly params: RouteParams<O>;
  readonly query: RouteQuery<O>;
  readonly body: RouteBody<O>;
  readonly headers: IncomingHttpHeaders;
  /** What the handler passes to the command that is its whole effect (its idempotent answer, its audit entry). */
  readonly context: CommandContext;
  /** Fastify's request, for what the contract does not type (a multipart form). */
  readonly request: FastifyRequest;
  /** Fastify's reply, already set to the route's success status and content type; a handler may set headers or another status. */
  readonly reply: FastifyReply;
}

/** Serves one operation with a controller (any class of Nest's container): what it returns is the answer's body. */
export type RouteHandler<C, O extends OperationId> = (controller: C, request: ContractRequest<O>) => unknown;

/** Handlers of one controller, by operationId. */
export type HandlerTable<C> = { readonly [O in OperationId]?: RouteHandler<C, O> };

/** A controller and the operations it serves, as the engine registers them. */
export interface RouteHandlers {
  readonly controller: Type<unknown>;
  readonly handlers: HandlerTable<unknown>;
}

/** Binds operations of the route table to a controller's methods; the request's parts are typed by each operation. */
export const routeHandlers = <C>(controller: Type<C>, handlers: HandlerTable<C>): RouteHandlers => ({ controller, handlers }) as RouteHandlers;

const ROUTES_BY_OPERATION = new Map<string, ApiRoute>(API_ROUTES.map((route) => [route.operationId, route]));

/** `/v2/jobs/{jobKey}` → `/v2/jobs/:jobKey`, the router's way of writing it. */
export const routerPathOf = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

interface BoundRoute {
  readonly route: ApiRoute;
  readonly controller: Type<unknown>;
  readonly handler: RouteHandler<unknown, OperationId>;
}

/** Every handler of the tables with its route; throws for a handler the table does not describe and for an operation bound twice. */
export function bindRoutes(tables: readonly RouteHandlers[]): BoundRoute[] {
  const bound = new Map<string, BoundRoute>();
  for (const { controller, handlers } of tables) {
    for (const [operationId, handler] of Object.entries(handlers) as [string, RouteHandler<unknown, OperationId> | undefined][]) {
      const route = ROUTES_BY_OPERATION.get(operationId);
      if (!route) throw new Error(`Route handlers: ${controller.name} serves ${operationId}, which the route table does not describe`);
      const earlier = bound.get(operationId);
      if (earlier) throw new Error(`Route handlers: ${operationId} is served by both ${earlier.controller.name} and ${controller.name}`);
      if (handler) bound.set(operationId, { route, controller, handler });
    }
  }
  return [...bound.values()];
}

/** The route table's operations that no handler serves. */
export function unservedOperations(bound: readonly BoundRoute[]): string[] {
  const served = new Set(bound.map(({ route }) => route.operationId));
  return API_ROUTES.filter((route) => !served.has(route.operationId)).map((route) => `${route.operationId} (${route.method.toUpperCase()} ${route.path})`);
}

/**
 * Registers every operation of the tables as a Fastify route at the route table's method and path: Fastify's hooks
 * run as for any route (the edge checks, authentication, the request context and its idempotent answers), then the
 * request is validated against the entry's schemas, the handler runs with the controller Nest's container holds, and
 * its result is sent with the entry's success status and content type. Errors reach the global exception filter, to which
 * Nest routes Fastify's errors. Nest serves no API route itself: it only holds the controllers. Throws, so that the
 * engine does not start, for an operation of the table without a handler and for a handler the table does not
 * describe. Call after the edge checks and before the app is initialised.
 */
export function installContractRoutes(app: NestFastifyApplication, tables: readonly RouteHandlers[]): void {
  const fastify = app.getHttpAdapter().getInstance();
  const bound = bindRoutes(tables);
  const missing = unservedOperations(bound);
  if (missing.length > 0) throw new Error(`Operations of the route table without a handler: ${missing.join(', ')}`);
  for (const { route, controller, handler } of bound) {
    const instance = app.get(controller);
    const validation = routeValidation(route);
    const { status, contentType } = route.success;
    fastify.route({
      method: route.method.toUpperCase(),
      url: routerPathOf(route.path),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const parsed = request as FastifyRequest & ParsedRequest;
        validateRequest(validation, parsed);
        reply.code(status);
        if (contentType !== undefined) reply.type(contentType);
        const { params, query, body, headers } = parsed;
        const result = await handler(instance, {
          params,
          query,
          body,
          headers,
          context: commandContextOf(request),
          request,
          reply,
        } as ContractRequest<OperationId>);
        return reply.sent ? reply : reply.send(result);
      },
    });
  }
}
