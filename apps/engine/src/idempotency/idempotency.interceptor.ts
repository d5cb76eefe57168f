import { createHash, randomUUID } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import type { FastifyReply } from 'fastify';
import type { FormRequest } from '../http/multipart-form.interceptor.js';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { ApiProblem, CONCURRENT_MODIFICATION, conflict, problemOf, unprocessable } from '../http/problem-detail.js';
import { withIdempotentAnswer } from '../runtime/commit-attachments.js';
import { IdempotencyStore, type IdempotencyScope, type Reservation } from './idempotency.store.js';
import { currentCaller } from '../auth/caller.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reading endpoints that happen to use POST; a key on them changes nothing, so it is ignored. */
function isSearch(path: string): boolean {
  return path.endsWith('/search');
}

function hashRequest(request: FormRequest): string {
  const hash = createHash('sha256').update(JSON.stringify(request.body ?? null));
  for (const file of request.formFiles ?? []) hash.update(`\0${file.fieldname}\0${file.originalname}\0`).update(file.buffer);
  return hash.digest('hex');
}

/** Keys belong to the user or client the token names (not the token: a refreshed token still finds them). */
function callerOf(): string {
  const caller = currentCaller();
  return caller.kind === 'ANONYMOUS' ? 'anonymous' : `${caller.kind}:${caller.id}`;
}

/**
 * `Idempotency-Key` on any mutating request: the first request with a key runs and its answer (success or a
 * 4xx problem) is stored; a repeat with the same body gets that answer and changes nothing; the same key with
 * another body is refused with 422. Multipart requests are handled once their files are parsed, by the
 * instance the controller attaches after its MultipartFormInterceptor.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FormRequest>();
    const key = request.headers[IDEMPOTENCY_HEADER];
    const path = request.url.split('?')[0] ?? '';
    if (typeof key !== 'string' || key === '' || !MUTATING_METHODS.has(request.method ?? '') || isSearch(path)) return next.handle();
    const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
    if (multipart && !request.formFiles) return next.handle();
    const scope: IdempotencyScope = {
      caller: callerOf(),
      route: `${request.method} ${path}`,
      key,
      requestHash: hashRequest(request),
      reservation: randomUUID(),
    };
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? 200;
    return from(this.run(scope, status, context.switchToHttp().getResponse<FastifyReply>(), next));
  }

  private async run(scope: IdempotencyScope, status: number, reply: FastifyReply, next: CallHandler): Promise<unknown> {
    let reservation: Reservation;
    try {
      reservation = await this.store.reserve(scope);
    } catch (error) {
      // The reservation may have committed though its answer was lost (a dropped connection): free it, or the key
      // would answer "in progress" until it expires. Only this request's own reservation is freed.
      await this.store.release(scope);
      throw error;
    }
    if (reservation.kind === 'different-request') {
      throw unprocessable(`Idempotency-Key '${scope.key}' was already used for a different request to ${scope.route}`);
    }
    if (reservation.kind === 'in-progress') {
      throw conflict(`A request with Idempotency-Key '${scope.key}' is still being processed; retry later`, 'ALREADY_EXISTS');
    }
    if (reservation.kind === 'replay') {
      if (reservation.answer.status >= 400) {
        const problem = reservation.answer.body as { title: string; detail: string };
        throw new ApiProblem(reservation.answer.status, problem.detail, problem.title);
      }
      void reply.code(reservation.answer.status);
      return reservation.answer.status === 204 ? undefined : reservation.answer.body;
    }
    try {
      const pending = { caller: scope.caller, route: scope.route, key: scope.key, status, bodyFor: null };
      const body: unknown = await withIdempotentAnswer(pending, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
      await this.store.remember(scope, { status, body });
      return body;
    } catch (error) {
      const problem = problemOf(error);
      if (problem && problem.status < 500 && problem.title !== CONCURRENT_MODIFICATION) {
        await this.store.remember(scope, { status: problem.status, body: { title: problem.title, detail: problem.detail } });
      } else {
        await this.store.release(scope);
      }
      throw error;
    }
  }
}
