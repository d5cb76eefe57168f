import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestWithCaller } from '../auth/access-control.middleware.js';
import { Authentication } from '../auth/authentication.js';
import { ANONYMOUS_ADMIN, type Caller, runAsCaller } from '../auth/caller.js';
import type { IdempotencyScope } from '../idempotency/idempotency.store.js';
import { type FailedAnswer, IDEMPOTENCY_HEADER, idempotencyScope, IdempotentRequests } from '../idempotency/idempotent-requests.js';
import { withIdempotentAnswer } from '../runtime/commit-attachments.js';
import { apiRouteOf } from './api-route-of.js';
import { ApiProblem } from './problem-detail.js';
import { requestRoute, routedPath } from './request-route.js';
import { parseJson } from '../json/json-codec.js';

/** The parsed body of an answer as Fastify sends it (a serialized JSON text), undefined for none. */
function sentBody(payload: unknown): unknown {
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return parseJson(text);
  } catch {
    return text;
  }
}

/** The problem an error answer carries, as its client reads it. */
function problemIn(status: number, payload: unknown): FailedAnswer {
  const body = sentBody(payload) as { title?: unknown; detail?: unknown } | undefined;
  return { status, title: String(body?.title ?? ''), detail: String(body?.detail ?? '') };
}

const runAs = (caller: Caller | undefined, next: () => void) => (caller ? runAsCaller(caller, next) : next());

/**
 * Runs every API handler in its request's context, set up once its body is parsed:
 * - its caller (the access control found it before the body was read, but body parsers resume the request from the
 *   socket's events, which do not carry that async context), so `currentCaller()` holds in every service;
 * - with an `Idempotency-Key`, the key claimed (a repeat answered here, the handler never runs) and the answer
 *   pending, so that the command deciding it commits it too; the answer is stored before it is sent.
 *
 * With tokens checked, a routed request that reaches here without a caller is refused: it would otherwise run as the
 * anonymous administrator that {@link currentCaller} answers outside any request.
 *
 * Fastify hooks rather than Nest interceptors: an interceptor costs every request an rxjs pipeline, which every
 * request would pay for what most of them do not use. Routes whose body their handler reads (a multipart
 * deployment) have their keys handled by the IdempotencyInterceptor placed after that reading.
 */
export function installRequestContext(app: NestFastifyApplication): void {
  const requests = app.get(IdempotentRequests);
  const tokensChecked = app.get(Authentication).enabled;
  const keyed = new WeakMap<FastifyRequest, IdempotencyScope>();
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const caller = (request.raw as RequestWithCaller).caller;
    const route = requestRoute(request.raw);
    if (caller === undefined && tokensChecked && route.template !== undefined) {
      return done(new ApiProblem(401, `${request.method} ${route.template} was not checked for a caller: refused`, 'UNAUTHORIZED'));
    }
    if (request.headers[IDEMPOTENCY_HEADER] === undefined) return runAs(caller, done);
    const match = apiRouteOf(request.method, route);
    const path = routedPath(route);
    const scope =
      match && path !== undefined && match.route.body?.contentType === undefined
        ? idempotencyScope({ method: request.method, path, headers: request.headers, body: request.body }, caller ?? ANONYMOUS_ADMIN)
        : undefined;
    if (!match || !scope) return runAs(caller, done);
    requests.open(scope, match.route.success.status).then(
      (opening) => {
        if (opening.kind === 'replay') {
          const { status, body } = opening.answer;
          void reply.code(status).send(status === 204 ? undefined : body);
          return;
        }
        keyed.set(request, scope);
        runAs(caller, () => withIdempotentAnswer(opening.answer, done));
      },
      (error: Error) => done(error),
    );
  });

  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const scope = keyed.get(request);
    if (!scope) return payload;
    keyed.delete(request);
    const status = reply.statusCode;
    if (status >= 400) {
      await requests.failed(scope, problemIn(status, payload));
      return payload;
    }
    try {
      await requests.answered(scope, { status, body: sentBody(payload) });
    } catch (error) {
      // Not stored: the key is freed (unless the request's commit stored the answer), and the client gets a 500.
      await requests.failed(scope, undefined);
      throw error;
    }
    return payload;
  });
}
