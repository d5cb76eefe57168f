import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestWithCaller } from '../auth/access-control.middleware.js';
import { Authentication } from '../auth/authentication.js';
import { ANONYMOUS_ADMIN, type Caller, runAsCaller } from '../auth/caller.js';
import type { IdempotencyScope } from '../idempotency/idempotency.store.js';
import { type FailedAnswer, IDEMPOTENCY_HEADER, idempotencyScope, IdempotentRequests } from '../idempotency/idempotent-requests.js';
import { type CommandContext, NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
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

/** A request as the request context leaves it: with the command context its handler passes to its command. */
interface RequestWithCommandContext extends FastifyRequest {
  commandContext: CommandContext | null;
}

/** Gives the request the command context its handler is to pass on (see runtime/command-context.ts). */
export function setCommandContext(request: FastifyRequest, context: CommandContext): void {
  (request as RequestWithCommandContext).commandContext = context;
}

/** The command context of a request, for its handler to pass to the command that is its whole effect. */
export function commandContextOf(request: FastifyRequest): CommandContext {
  return (request as RequestWithCommandContext).commandContext ?? NO_COMMAND_CONTEXT;
}

/**
 * Runs every API handler in its request's context, set up once its body is parsed:
 * - its caller (the access control found it before the body was read, but body parsers resume the request from the
 *   socket's events, which do not carry that async context), so `currentCaller()` holds in every service;
 * - with an `Idempotency-Key`, the key claimed (a repeat answered here, the handler never runs) and the answer
 *   pending in the request's command context, which the handler passes to the command deciding it, so that its
 *   commit stores it too; the answer is stored before it is sent.
 *
 * With tokens checked, a routed request that reaches here without a caller is refused: it would otherwise run as the
 * anonymous administrator that {@link currentCaller} answers outside any request.
 *
 * Fastify hooks rather than Nest interceptors: an interceptor costs every request an rxjs pipeline, which every
 * request would pay for what most of them do not use. Routes whose body their handler reads (a multipart
 * deployment) have their keys handled after that reading (answerFormIdempotently, idempotent-form.ts).
 */
export function installRequestContext(app: NestFastifyApplication): void {
  const requests = app.get(IdempotentRequests);
  const tokensChecked = app.get(Authentication).enabled;
  const keyed = new WeakMap<FastifyRequest, IdempotencyScope>();
  const fastify = app.getHttpAdapter().getInstance();
  // Declared, so that every request has the same shape whether or not it gets a context.
  fastify.decorateRequest('commandContext', null);

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
        setCommandContext(request, { answer: opening.answer });
        runAs(caller, done);
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
