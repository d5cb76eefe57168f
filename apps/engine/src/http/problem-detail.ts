import { CommandError, ConcurrentModification, InvalidArgument, InvalidState, NotFound, PreconditionFailed } from '../runtime/command-errors.js';

/** RFC 9457 problem detail, as the Camunda 8 REST API returns it. */
export interface ProblemDetail {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  /** Every broken field of a request that does not match its schema (400 only). */
  errors?: FieldError[];
}

/** One broken field of a request: its dotted path (or parameter name) and what is wrong with it. */
export interface FieldError {
  field: string;
  message: string;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * Titles follow Camunda's REST API, which uses rejection-type names (INVALID_ARGUMENT, NOT_FOUND, INVALID_STATE,
 * ALREADY_EXISTS, ...) rather than HTTP reason phrases. Used when a problem does not name its own title.
 */
export const DEFAULT_PROBLEM_TITLES: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'DEADLINE_EXCEEDED',
  409: 'INVALID_STATE',
  411: 'LENGTH_REQUIRED',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL_ERROR',
  501: 'NOT_IMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

export function defaultProblemTitle(status: number): string {
  return DEFAULT_PROBLEM_TITLES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_ARGUMENT');
}

/** Throw from controllers/services; the global filter renders it as application/problem+json. */
export class ApiProblem extends Error {
  override name = 'ApiProblem';
  readonly title: string;

  constructor(
    readonly status: number,
    readonly detail: string,
    title?: string,
    /** Problem type URI; Camunda always sends 'about:blank'. */
    readonly type = 'about:blank',
    readonly errors?: FieldError[],
  ) {
    super(detail);
    this.title = title ?? defaultProblemTitle(status);
  }
}

export const badRequest = (detail: string, title = 'INVALID_ARGUMENT') => new ApiProblem(400, detail, title);
/** 400 listing every field of the request that breaks its schema. */
export function invalidRequest(errors: FieldError[]): ApiProblem {
  const detail = errors.map((error) => (error.field === '' ? error.message : `'${error.field}' ${error.message}`)).join('; ');
  return new ApiProblem(400, `Invalid request: ${detail}`, 'INVALID_ARGUMENT', 'about:blank', errors);
}
export const notFound = (detail: string, title = 'NOT_FOUND') => new ApiProblem(404, detail, title);
/** 409; Camunda uses INVALID_STATE (wrong state) and ALREADY_EXISTS (duplicate key). */
export const conflict = (detail: string, title = 'INVALID_STATE') => new ApiProblem(409, detail, title);
export const unprocessable = (detail: string, title = 'UNPROCESSABLE_ENTITY') => new ApiProblem(422, detail, title);
export const unavailable = (detail: string, title = 'UNAVAILABLE') => new ApiProblem(503, detail, title);

/** The title of the 409 that says "try again": the only 4xx that is not the request's final answer. */
export const CONCURRENT_MODIFICATION = 'CONCURRENT_MODIFICATION';

/** How each command error is answered; titles are the runtime's rejection reasons, as Camunda names them. */
function commandProblem(error: CommandError): ApiProblem {
  if (error instanceof NotFound) return new ApiProblem(404, error.message, 'NOT_FOUND');
  if (error instanceof InvalidState) return new ApiProblem(409, error.message, 'INVALID_STATE');
  if (error instanceof InvalidArgument) return new ApiProblem(400, error.message, 'INVALID_ARGUMENT');
  if (error instanceof PreconditionFailed) return new ApiProblem(412, error.message, 'PRECONDITION_FAILED');
  if (error instanceof ConcurrentModification) return new ApiProblem(409, error.message, CONCURRENT_MODIFICATION);
  throw new Error(`no HTTP answer for ${error.name}`);
}

/** The problem an error is answered with, or null for an unexpected error (a 500). */
export function problemOf(error: unknown): ApiProblem | null {
  if (error instanceof ApiProblem) return error;
  if (error instanceof CommandError) return commandProblem(error);
  return null;
}
