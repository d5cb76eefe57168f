import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { requestRoute } from './request-route.js';

/** A middleware on node's own types, run before routing (see {@link useBeforeRouting}); `next(error)` hands the error to Nest's exception filters. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** A request as a mounted middleware sees it: `url` below the mount point, `originalUrl` the whole of it. */
export type MountedRequest = IncomingMessage & { originalUrl?: string };

/**
 * The URL below `prefix` (lower case, no trailing slash) when the URL's path is the prefix or below it, in any case
 * as the router matches paths; undefined otherwise. Its query stays.
 */
export function belowPrefix(url: string, prefix: string): string | undefined {
  // Every request passes each mounted middleware's hook: most leave at this first comparison.
  if (url.slice(0, prefix.length).toLowerCase() !== prefix) return undefined;
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  const rest = path.slice(prefix.length);
  if (rest !== '' && !rest.startsWith('/')) return undefined;
  return (rest === '' ? '/' : rest) + (end < 0 ? '' : url.slice(end));
}

/**
 * Runs a middleware in a Fastify `onRequest` hook, where `app.use()` would run it through @fastify/middie, and in the
 * order of the calls. Not through middie: with one middleware registered, middie copies Fastify's computed request
 * properties (ip, hostname, query, ...) onto every request and normalizes every path, which costs each request more
 * CPU than the middlewares themselves.
 * With a `prefix` the middleware runs only on paths below it and sees `url` without it, as Express mounts one, and
 * only on requests no route took: a route's request is never answered by what is mounted beside the routes (the
 * realm, the apps' files). A middleware that answers without calling `next` ends the request there.
 */
export function useBeforeRouting(app: NestFastifyApplication, middleware: Middleware, prefix?: string): void {
  const mountedAt = prefix?.replace(/\/$/, '').toLowerCase();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const raw: MountedRequest = request.raw;
      const url = raw.url ?? '/';
      if (mountedAt !== undefined) {
        if (requestRoute(raw).template !== undefined) return done();
        const below = belowPrefix(url, mountedAt);
        if (below === undefined) return done();
        raw.originalUrl = url;
        raw.url = below;
      }
      middleware(raw, reply.raw, (error?: unknown) => {
        raw.url = url;
        done(error as Error | undefined);
      });
    });
}
