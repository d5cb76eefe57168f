import type { IncomingMessage, ServerResponse } from 'node:http';

/** A middleware on node's own types (Fastify runs them through @fastify/middie); `next(error)` hands the error to Nest's exception filters. */
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The path of a request, without its query string. */
export const requestPath = (request: IncomingMessage): string => (request.url ?? '/').split('?')[0] ?? '/';
