import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import type { FastifyReply } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { currentCaller } from '../auth/caller.js';
import type { FormRequest } from '../http/multipart-form.interceptor.js';
import { problemOf } from '../http/problem-detail.js';
import { requestRoute, routedPath } from '../http/request-route.js';
import { withIdempotentAnswer } from '../runtime/commit-attachments.js';
import type { IdempotencyScope } from './idempotency.store.js';
import { idempotencyScope, IdempotentRequests } from './idempotent-requests.js';

/**
 * `Idempotency-Key` on a route whose body an interceptor reads (a deployment's multipart form), placed after that
 * interceptor: the key's scope hashes the form's files. Every other route has its keys handled before its handler
 * runs, by the request context (http/request-context.ts).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly requests: IdempotentRequests,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FormRequest>();
    const path = routedPath(requestRoute(request.raw)) ?? '';
    const scope = idempotencyScope(
      { method: request.method, path, headers: request.headers, body: request.body, formFiles: request.formFiles },
      currentCaller(),
    );
    if (!scope) return next.handle();
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? 200;
    return from(this.run(scope, status, context.switchToHttp().getResponse<FastifyReply>(), next));
  }

  private async run(scope: IdempotencyScope, status: number, reply: FastifyReply, next: CallHandler): Promise<unknown> {
    const opening = await this.requests.open(scope, status);
    if (opening.kind === 'replay') {
      void reply.code(opening.answer.status);
      return opening.answer.status === 204 ? undefined : opening.answer.body;
    }
    try {
      const body: unknown = await withIdempotentAnswer(opening.answer, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
      await this.requests.answered(scope, { status, body });
      return body;
    } catch (error) {
      await this.requests.failed(scope, problemOf(error) ?? undefined);
      throw error;
    }
  }
}
