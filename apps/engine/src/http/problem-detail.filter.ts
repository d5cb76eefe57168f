import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { defaultProblemTitle, problemOf, PROBLEM_CONTENT_TYPE, type ProblemDetail } from './problem-detail.js';
import { problemPath } from './request-route.js';

/**
 * Seconds a 503 or 429 tells the client to wait (Retry-After). Short: an outage the engine rides out (a restart, a
 * failover, a full connection table) usually lasts seconds, a caller's searches over their limit are answered within
 * moments, and the clients back off on their own after each retry.
 */
const RETRY_AFTER_SECONDS = 1;

/**
 * Fastify's own refusals of a request (FST_ERR_… with a 4xx `statusCode`): the body over its limit, a body while
 * it was being read, a malformed URL. Only these are the client's fault; any other error is a 500.
 */
function fastifyClientError(error: unknown, maxRequestBytes: number): { status: number; detail: string } | undefined {
  const { code, statusCode, message } = (error ?? {}) as { code?: unknown; statusCode?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('FST_') || typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, detail: `The request body is larger than the limit of ${maxRequestBytes} bytes (MAX_REQUEST_BYTES)` };
  }
  return { status: statusCode, detail: String(message) };
}

/**
 * Renders every error as an RFC 9457 problem (application/problem+json):
 * `ApiProblem` as is, the domain's command errors as problem-detail.ts maps them, Nest `HttpException`s (incl. unknown routes) and Fastify's refusals with Camunda-style titles,
 * the database out of reach as 503 UNAVAILABLE, anything else as 500 INTERNAL_ERROR (logged with its stack; the
 * response carries no internals). Every 503 and 429 says when to retry (Retry-After): the official client retries a 503, not a 500.
 */
@Catch()
export class ProblemDetailFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemDetail');

  constructor(private readonly maxRequestBytes: number) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const instance = problemPath(request.raw);
    const problem = this.toProblem(exception, instance, request);
    if (reply.sent || reply.raw.headersSent) {
      this.logger.error(`Error after the response was sent for ${request.method} ${instance}: ${problem.detail}`);
      reply.raw.end();
      return;
    }
    if (problem.status === 503 || problem.status === 429) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void reply.code(problem.status).header('content-type', PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
  }

  private toProblem(exception: unknown, instance: string, request: FastifyRequest): ProblemDetail {
    const apiProblem = problemOf(exception);
    if (apiProblem) {
      const problem: ProblemDetail = { type: apiProblem.type, title: apiProblem.title, status: apiProblem.status, detail: apiProblem.detail, instance };
      if (apiProblem.errors) problem.errors = apiProblem.errors;
      return problem;
    }
    // Nest hands Fastify's refusals over as HttpExceptions caused by them.
    const refused = fastifyClientError(exception instanceof HttpException ? exception.cause : exception, this.maxRequestBytes);
    if (refused) return { type: 'about:blank', title: defaultProblemTitle(refused.status), status: refused.status, detail: refused.detail, instance };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { type: 'about:blank', title: defaultProblemTitle(status), status, detail: httpExceptionDetail(exception), instance };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(
        `The database is out of reach (${exception instanceof Error ? exception.message : String(exception)}): ${request.method} ${instance} answered 503`,
      );
      return { type: 'about:blank', title: 'UNAVAILABLE', status: 503, detail: 'The database cannot be reached for now; retry later', instance };
    }
    this.logger.error(`Unexpected error on ${request.method} ${instance}`, exception instanceof Error ? exception.stack : String(exception));
    return {
      type: 'about:blank',
      title: 'INTERNAL_ERROR',
      status: 500,
      detail: 'An internal error occurred while processing the request',
      instance,
    };
  }
}

function httpExceptionDetail(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; '); // class-validator style messages
  if (typeof message === 'string') return message;
  return exception.message;
}
