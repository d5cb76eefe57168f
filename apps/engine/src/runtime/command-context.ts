import type { AuditRowValues } from '../audit/audit-entry-sql.js';
import type { LoadedInstance } from './loaded-instance.js';

/**
 * Where the answer to a request sent with an Idempotency-Key is kept: its key's row, which the statement that commits
 * the request's command fills in, so that a crash between the commit and the answer never leaves the key without it.
 */
export interface IdempotentAnswer {
  readonly caller: string;
  readonly route: string;
  readonly key: string;
  /** The key's row's partition (idempotency/idempotency-partition.ts). */
  readonly partition: number;
  readonly status: number;
}

/**
 * The audit entry of an operation (a user task's decision, an operator's action), written as SUCCESS by the statement
 * that commits the operation's command when that command is its whole effect: a crash between the commit and a later
 * insert could otherwise lose the record of a decision that stands.
 */
export interface PendingAudit {
  /** The audit_log row's values that do not come from the audited entity's row (see audit/audit-entry-sql.ts). */
  readonly row: AuditRowValues;
  /** Set once a committed write carried it. */
  written: boolean;
}

/**
 * What a request passes to the one instance command that is its whole effect, so that the command's write also
 * stores the request's idempotent answer and records the operation's audit entry. The HTTP layer makes it (the
 * answer), the audit log adds the entry; a request that runs several commands (a message reaching many instances)
 * passes it to none of them and stores its answer after all of them, and what a commit sets off (a child instance, a
 * signal broadcast) runs without one.
 */
export interface CommandContext {
  readonly answer?: IdempotentAnswer;
  /** The answer's body, from what the command wrote; without it the answer has none (a 204). */
  readonly answerBody?: (loaded: LoadedInstance) => unknown;
  /**
   * Whether the command leaves the request's answer open (a user task transition its task listeners hold: a denial
   * is a 409): its commit then stores none, and the request stores the answer it gives once it has it.
   */
  readonly answersLater?: (loaded: LoadedInstance) => boolean;
  readonly audit?: PendingAudit;
}

/** The context of a request without an Idempotency-Key or audit entry: shared, so that such a request allocates none. */
export const NO_COMMAND_CONTEXT: CommandContext = Object.freeze({});

/** The context whose command's write answers with `body` (computed from what it wrote), when there is an answer to store. */
export function answeringWith(context: CommandContext, body: (loaded: LoadedInstance) => unknown): CommandContext {
  return context.answer ? { ...context, answerBody: body } : context;
}
