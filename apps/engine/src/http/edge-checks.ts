import { isUtf8 } from 'node:buffer';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EngineConfig } from '../config/engine-config.js';
import { checkJsonBody, type JsonBodyLimits } from './json-body-check.js';
import type { Middleware } from './middleware.js';
import { requestBodyGuard } from './request-body-guard.middleware.js';
import { type RegisteredRoutes, routeGuard } from './route-guard.middleware.js';

function jsonBodyCheck(limits: JsonBodyLimits): Middleware {
  return (request, _response, next) => {
    const { body } = request as { body?: unknown };
    next(body === undefined ? undefined : checkJsonBody(body, limits));
  };
}

/**
 * The JSON parser would read bytes that are not UTF-8 as U+FFFD and go on: a name or key the sender never wrote.
 * body-parser answers an error thrown here with its `status`.
 */
function refuseInvalidUtf8(_request: unknown, _response: unknown, body: Buffer): void {
  if (!isUtf8(body)) throw Object.assign(new Error('The request body is not valid UTF-8'), { status: 400 });
}

/**
 * The checks every request passes before any route, in this order: route and method (501, 405), media type and
 * declared size of the body (415, 413), JSON parsing within MAX_REQUEST_BYTES (not UTF-8 or not JSON: 400; larger: 413), then the parsed body
 * (NUL characters, depth: 400; variable size: 413). Call before the app is initialised, so these run before the
 * routes; the app must be created with `bodyParser: false`, the JSON parser being registered here.
 */
export function installEdgeChecks(app: NestExpressApplication, config: EngineConfig): void {
  app.use(routeGuard(app.getHttpAdapter().getInstance() as RegisteredRoutes));
  app.use(requestBodyGuard(config.maxRequestBytes));
  // Nest's option type leaves `verify` out (it sets its own only for rawBody, which the engine does not use).
  const jsonOptions = { limit: config.maxRequestBytes, verify: refuseInvalidUtf8 };
  app.useBodyParser('json', jsonOptions);
  app.use(jsonBodyCheck({ maxDepth: config.maxJsonDepth, maxVariableBytes: config.maxVariableBytes }));
}
