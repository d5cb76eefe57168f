import type { Rejection, RejectionReason } from '@baton/runtime';

/**
 * Why a command did not happen, in the domain's words; the HTTP layer (problem-detail.ts) decides how each is
 * answered. Nothing was written when one of these is thrown.
 */
export abstract class CommandError extends Error {}

/** The command's target (an instance, job, incident, task or subscription) does not exist or is no longer open. */
export class NotFound extends CommandError {
  override name = 'NotFound';
}

/** The target is there but not in a state that allows the command. */
export class InvalidState extends CommandError {
  override name = 'InvalidState';
}

/** The target's instance is suspended: a command another instance asked for waits for its resumption. */
export class Suspended extends InvalidState {
  override name = 'Suspended';
}

export class InvalidArgument extends CommandError {
  override name = 'InvalidArgument';
}

/** The caller's precondition (a user task's If-Match revision) no longer holds. */
export class PreconditionFailed extends CommandError {
  override name = 'PreconditionFailed';
}

/** Other commands kept writing the instance first, every time this one tried: the only error worth retrying as is. */
export class ConcurrentModification extends CommandError {
  override name = 'ConcurrentModification';
}

/** A creation asked for the latest version, and a newer one was deployed since the engine looked: nothing was written. */
export class LatestDefinitionChanged extends Error {
  override name = 'LatestDefinitionChanged';
}

const BY_REASON: Record<RejectionReason, new (message: string) => CommandError> = {
  NOT_FOUND: NotFound,
  INVALID_STATE: InvalidState,
  INVALID_ARGUMENT: InvalidArgument,
  PRECONDITION_FAILED: PreconditionFailed,
};

/** The error for a command the runtime rejected. */
export function rejectionError(rejection: Rejection): CommandError {
  if (rejection.suspended) return new Suspended(rejection.message);
  return new BY_REASON[rejection.reason](rejection.message);
}
