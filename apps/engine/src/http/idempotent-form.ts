import type { FastifyReply } from 'fastify';
import { currentCaller } from '../auth/caller.js';
import { idempotencyScope, type IdempotentRequests } from '../idempotency/idempotent-requests.js';
import type { FormRequest } from './multipart-form.js';
import { problemOf } from './problem-detail.js';
import { setCommandContext } from './request-context.js';
import { requestRoute, routedPath } from './request-route.js';

/**
 * `Idempotency-Key` on a route whose handler reads its body (a deployment's multipart form), once the form is read:
 * the key's scope hashes the form's files. A repeat is answered with the stored answer and `handle` does not run;
 * otherwise `handle` finds the pending answer in the request's command context. Every other route has its keys
 * handled before its handler runs, by the request context (request-context.ts).
 */
export async function answerFormIdempotently(
  requests: IdempotentRequests,
  request: FormRequest,
  reply: FastifyReply,
  handle: () => Promise<unknown>,
): Promise<unknown> {
  const path = routedPath(requestRoute(request.raw)) ?? '';
  const scope = idempotencyScope({ method: request.method, path, headers: request.headers, body: request.body, formFiles: request.formFiles }, currentCaller());
  if (!scope) return handle();
  const status = reply.statusCode;
  const opening = await requests.open(scope, status);
  if (opening.kind === 'replay') {
    void reply.code(opening.answer.status);
    return opening.answer.status === 204 ? undefined : opening.answer.body;
  }
  setCommandContext(request, { answer: opening.answer });
  try {
    const body = await handle();
    await requests.answered(scope, { status, body });
    return body;
  } catch (error) {
    await requests.failed(scope, problemOf(error) ?? undefined);
    throw error;
  }
}
