import { status as Code, type StatusObject } from '@grpc/grpc-js';
import { CONCURRENT_MODIFICATION, problemOf } from '../http/problem-detail.js';

/** The status a failed call ends with. */
export type GrpcStatus = Pick<StatusObject, 'code' | 'details'>;

/**
 * The rejection types of the engine's problems (their titles, Camunda's names) and the codes Zeebe's gateway answers
 * them with (its GrpcErrorMapper): a client reads INVALID_STATE as FAILED_PRECONDITION, as it does from Zeebe.
 */
const REJECTION_CODES: Readonly<Record<string, Code>> = {
  INVALID_ARGUMENT: Code.INVALID_ARGUMENT,
  NOT_FOUND: Code.NOT_FOUND,
  ALREADY_EXISTS: Code.ALREADY_EXISTS,
  INVALID_STATE: Code.FAILED_PRECONDITION,
  FORBIDDEN: Code.PERMISSION_DENIED,
  UNAUTHORIZED: Code.PERMISSION_DENIED,
};

/** Problems that are no rejection of the command, by HTTP status. */
const STATUS_CODES: Readonly<Record<number, Code>> = {
  400: Code.INVALID_ARGUMENT,
  401: Code.UNAUTHENTICATED,
  403: Code.PERMISSION_DENIED,
  404: Code.NOT_FOUND,
  408: Code.DEADLINE_EXCEEDED,
  409: Code.FAILED_PRECONDITION,
  412: Code.FAILED_PRECONDITION,
  413: Code.RESOURCE_EXHAUSTED,
  422: Code.INVALID_ARGUMENT,
  429: Code.RESOURCE_EXHAUSTED,
  501: Code.UNIMPLEMENTED,
  503: Code.UNAVAILABLE,
  504: Code.DEADLINE_EXCEEDED,
};

/**
 * The status of a call that failed with `error`, in Zeebe's words: a command the engine rejected is
 * "Command '<intent>' rejected with code '<type>': <reason>"; a concurrent write is ABORTED (the client may retry);
 * a missing or refused token is UNAUTHENTICATED; anything unexpected is INTERNAL, null here so that the caller logs it.
 */
export function grpcStatusOf(error: unknown, intent: string): GrpcStatus | null {
  const problem = problemOf(error);
  if (!problem) return null;
  if (problem.title === CONCURRENT_MODIFICATION) return { code: Code.ABORTED, details: problem.detail };
  if (problem.status === 401) return { code: Code.UNAUTHENTICATED, details: problem.detail };
  const rejection = REJECTION_CODES[problem.title];
  if (rejection !== undefined) return { code: rejection, details: `Command '${intent}' rejected with code '${problem.title}': ${problem.detail}` };
  return { code: STATUS_CODES[problem.status] ?? (problem.status >= 500 ? Code.INTERNAL : Code.INVALID_ARGUMENT), details: problem.detail };
}

/** The status of an error no rule of the engine produced (Zeebe's words for it). */
export const unexpectedStatus = (error: unknown): GrpcStatus => ({
  code: Code.INTERNAL,
  details: `Unexpected error occurred during the request processing: ${error instanceof Error ? error.message : String(error)}`,
});
