import { isUtf8 } from 'node:buffer';
import multipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { EngineConfig } from '../config/engine-config.js';
import { parseJson, stringifyJson } from '../json/json-codec.js';
import { checkJsonBody, type JsonBodyLimits } from './json-body-check.js';
import { useBeforeRouting } from './middleware.js';
import { badRequest } from './problem-detail.js';
import { requestBodyGuard } from './request-body-guard.middleware.js';
import { type RegisteredRoute, routeGuard } from './route-guard.middleware.js';

const routesOfApps = new WeakMap<object, readonly RegisteredRoute[]>();

/** The routes an app registered after its edge checks were installed, as the route guard sees them. */
export const registeredRoutes = (app: object): readonly RegisteredRoute[] => routesOfApps.get(app) ?? [];

/**
 * Parses a JSON body as the API takes it: valid UTF-8 (the parser would read other bytes as U+FFFD, a name or key the
 * sender never wrote), an object or an array at the top, then the checks of the parsed value (NUL characters, lone
 * surrogates, variable count and size). An empty body is no body; an integer beyond 2^53 is read as an exact bigint.
 */
function parseJsonBody(body: Buffer, limits: JsonBodyLimits): unknown {
  if (body.length === 0) return undefined;
  if (!isUtf8(body)) throw badRequest('The request body is not valid UTF-8');
  const text = body.toString('utf8');
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw badRequest('The request body is not valid JSON: it must be an object or an array');
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problem = checkJsonBody(value, limits);
  if (problem) throw problem;
  return value;
}

/**
 * The checks every request passes before any route, in this order: route and method (501, 405), media type and
 * declared size of the body (415, 413), JSON parsing within MAX_REQUEST_BYTES (not UTF-8 or not JSON: 400; larger: 413), then the parsed body
 * (NUL characters, lone surrogates, depth: 400; variable count and size: 413). Call before the app is initialised, so that the route guard sees
 * every route as it is registered; the app must be created with `bodyParser: false`, the JSON parser being this one.
 */
export function installEdgeChecks(app: NestFastifyApplication, config: EngineConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  const served: RegisteredRoute[] = [];
  routesOfApps.set(app, served);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.push({ method, path: route.url });
  });
  useBeforeRouting(app, routeGuard(served));
  useBeforeRouting(app, requestBodyGuard(config));
  const limits = { maxDepth: config.maxJsonDepth, maxVariableBytes: config.maxVariableBytes, maxVariables: config.maxVariables };
  fastify.removeAllContentTypeParsers();
  // Answers write a bigint (a variable holding a long) as its digits; JSON.stringify, used otherwise, throws on one.
  fastify.setReplySerializer((payload) => stringifyJson(payload));
  // The edge refuses a form without a Content-Length or with one over MAX_REQUEST_BYTES; each part is bounded too.
  void fastify.register(multipart, { limits: { fileSize: config.maxRequestBytes, fieldSize: config.maxRequestBytes } });
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: config.maxRequestBytes }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer, limits));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
