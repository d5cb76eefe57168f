import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultProblemTitle, problemOf, PROBLEM_CONTENT_TYPE, type ProblemDetail } from './problem-detail.js';

/** body-parser error types (http-errors with a `type` field) and what to tell the client. */
const BODY_PARSER_DETAILS: Record<string, (error: Error) => string> = {
  'entity.parse.failed': (error) => `The request body is not valid JSON: ${error.message}`,
  'entity.too.large': (error) => `The request body is larger than the limit of ${(error as Error & { limit?: number }).limit} bytes (MAX_REQUEST_BYTES)`,
  'encoding.unsupported': (error) => error.message,
  'charset.unsupported': (error) => error.message,
  'request.aborted': () => 'The request was aborted before its body was read',
  'entity.verify.failed': (error) => error.message,
};

/**
 * Renders every error as an RFC 9457 problem (application/problem+json):
 * `ApiProblem` as is, the domain's command errors as problem-detail.ts maps them, Nest `HttpException`s (incl. unknown routes and body-parser errors) with Camunda-style titles,
 * anything else as 500 INTERNAL_ERROR (logged with its stack; the response carries no internals).
 */
@Catch()
export class ProblemDetailFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemDetail');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<IncomingMessage & { originalUrl?: string }>();
    const response = http.getResponse<ServerResponse>();
    const instance = (request.originalUrl ?? request.url ?? '').split('?')[0];
    const problem = this.toProblem(exception, instance, request);
    if (response.headersSent) {
      this.logger.error(`Error after the response was sent for ${request.method} ${instance}: ${problem.detail}`);
      response.end();
      return;
    }
    const body = JSON.stringify(problem);
    response.statusCode = problem.status;
    response.setHeader('Content-Type', PROBLEM_CONTENT_TYPE);
    response.setHeader('Content-Length', Buffer.byteLength(body));
    response.end(body);
  }

  private toProblem(exception: unknown, instance: string, request: IncomingMessage): ProblemDetail {
    const apiProblem = problemOf(exception);
    if (apiProblem) {
      const problem: ProblemDetail = { type: apiProblem.type, title: apiProblem.title, status: apiProblem.status, detail: apiProblem.detail, instance };
      if (apiProblem.errors) problem.errors = apiProblem.errors;
      return problem;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { type: 'about:blank', title: defaultProblemTitle(status), status, detail: httpExceptionDetail(exception), instance };
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
  const cause = exception.cause as (Error & { type?: string }) | undefined;
  if (cause instanceof Error && cause.type && BODY_PARSER_DETAILS[cause.type]) return BODY_PARSER_DETAILS[cause.type](cause);
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; '); // class-validator style messages
  if (typeof message === 'string') return message;
  return exception.message;
}
