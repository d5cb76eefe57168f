import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';
import { API_ROUTES } from '@baton/api-contract';
import type { Middleware } from './middleware.js';
import { ApiProblem } from './problem-detail.js';
import { requestRoute, routedPath } from './request-route.js';

const JSON_MEDIA_TYPE = 'application/json';
const MULTIPART_MEDIA_TYPE = 'multipart/form-data';

/** Routes whose body is a multipart form, as the route table says (deployments, document uploads); every other route takes JSON. */
const MULTIPART_ROUTES = new Set(API_ROUTES.filter((route) => route.body?.contentType === MULTIPART_MEDIA_TYPE).map((route) => route.path));
/** The document uploads: bounded by DOCUMENT_MAX_BYTES instead of MAX_REQUEST_BYTES. */
const DOCUMENT_UPLOAD_ROUTES = new Set(['/v2/documents', '/v2/documents/batch']);
/** Room in a document upload's body beside its files: the form's boundaries, part headers and metadata. */
export const DOCUMENT_FORM_ALLOWANCE_BYTES = 64 * 1024;

export interface BodyLimits {
  /** MAX_REQUEST_BYTES */
  readonly maxRequestBytes: number;
  /** DOCUMENT_MAX_BYTES */
  readonly documentMaxBytes: number;
}

function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

const mediaTypeOf = (request: IncomingMessage) => request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';

/** 413 for a declared length over the route's limit; none for a body without a Content-Length (NaN: counted while read, or 411). */
function tooLarge(declaredLength: number, template: string | undefined, limits: BodyLimits): ApiProblem | undefined {
  const upload = template !== undefined && DOCUMENT_UPLOAD_ROUTES.has(template);
  const limit = upload ? limits.documentMaxBytes + DOCUMENT_FORM_ALLOWANCE_BYTES : limits.maxRequestBytes;
  if (!(declaredLength > limit)) return undefined;
  if (!upload) return new ApiProblem(413, `The request body has ${declaredLength} bytes, more than the limit of ${limit} bytes (MAX_REQUEST_BYTES)`);
  return new ApiProblem(
    413,
    `The request body has ${declaredLength} bytes, more than a document upload takes: ${limits.documentMaxBytes} bytes of files (DOCUMENT_MAX_BYTES) ` +
      `and ${DOCUMENT_FORM_ALLOWANCE_BYTES} bytes of form`,
  );
}

/**
 * Refuses a body before it is read: 413 when its declared Content-Length is over `maxRequestBytes` (for a document
 * upload: `documentMaxBytes` and the form's allowance), 415 when its
 * media type is not the one of its route, 411 for a multipart form without a Content-Length. The JSON parser counts a
 * chunked JSON body while reading it, but the multipart reader (deployments) bounds each file, not the whole form, so a
 * form must declare its length; clients that send a FormData (fetch, the official client, curl -F) do.
 * The body is read off first, so that the client sees the answer and not a reset connection. A request no route took
 * is left to the 404.
 */
export function requestBodyGuard(limits: BodyLimits): Middleware {
  return (request, _response, next) => {
    if (!hasBody(request)) return next();
    const refuse = (problem: ApiProblem) => {
      finished(request, () => next(problem));
      request.resume();
    };
    const route = requestRoute(request);
    const oversized = tooLarge(Number(request.headers['content-length']), route.template, limits);
    if (oversized) return refuse(oversized);
    if (route.template === undefined) return next();
    const path = routedPath(route);
    const expected = MULTIPART_ROUTES.has(route.template) ? MULTIPART_MEDIA_TYPE : JSON_MEDIA_TYPE;
    const actual = mediaTypeOf(request);
    if (actual !== expected) {
      const got = actual === '' ? 'has no Content-Type' : `is ${actual}`;
      return refuse(new ApiProblem(415, `The request body of ${request.method} ${path} must be ${expected}, but it ${got}`));
    }
    if (expected === MULTIPART_MEDIA_TYPE && request.headers['content-length'] === undefined) {
      return refuse(new ApiProblem(411, `A ${MULTIPART_MEDIA_TYPE} body of ${request.method} ${path} must declare its Content-Length`));
    }
    next();
  };
}
