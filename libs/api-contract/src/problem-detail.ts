/**
 * RFC 9457 problem detail, returned with `Content-Type: application/problem+json` for every error.
 *
 * The client validates: `type` is an absolute URL (`z.url()`, default `about:blank`; a relative path such
 * as `/problems/not-found` is REJECTED), `status` is an integer 400..600, and `title`, `detail` and
 * `instance` are required strings. Additional properties are allowed.
 */
export interface ProblemDetail {
  /** Absolute URI identifying the problem type, e.g. `about:blank`. */
  type: string;
  /** Short summary of the problem type, e.g. `NOT_FOUND` or `INVALID_ARGUMENT`. */
  title: string;
  /** HTTP status code (400..600). */
  status: number;
  /** Explanation specific to this occurrence. */
  detail: string;
  /** URI path identifying the origin of the problem, typically the request path. */
  instance: string;
}

export const PROBLEM_JSON_CONTENT_TYPE = 'application/problem+json';
export const DEFAULT_PROBLEM_TYPE = 'about:blank';
