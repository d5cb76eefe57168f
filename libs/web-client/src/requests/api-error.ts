import type { ProblemDetail } from '@baton/api-contract';

/**
 * The one shape of a refused or failed request: the status, the engine's RFC 9457 problem when it sent one (its
 * `errors` name the fields a 400 refused), and the problem's detail as the message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDetail | null,
    fallback = `The engine answered ${status}`,
  ) {
    super(problem?.detail ?? fallback);
  }
}
