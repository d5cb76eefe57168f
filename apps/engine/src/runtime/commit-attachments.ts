import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditRowValues } from '../audit/audit-entry-sql.js';
import type { LoadedInstance } from './loaded-instance.js';

/**
 * The answer to a request sent with an Idempotency-Key, stored by the same statement that commits the
 * request's command: a crash between the commit and the answer can then never leave the key without it.
 */
export interface IdempotentAnswer {
  caller: string;
  route: string;
  key: string;
  status: number;
  /**
   * The body the request will answer, computed from what the command wrote (null for 204). Null until the
   * request's handler says its answer is decided by one instance command: requests that run several commands
   * (a message reaching many instances) store their answer only after all of them.
   */
  bodyFor: ((loaded: LoadedInstance) => unknown) | null;
}

const answers = new AsyncLocalStorage<IdempotentAnswer>();

/**
 * The audit entry of an operation (a user task's decision, an operator's action), written as SUCCESS by the statement
 * that commits the operation's command when its handler says that command is its whole effect: a crash between the
 * commit and a later insert could otherwise lose the record of a decision that stands.
 */
export interface PendingAudit {
  /** The audit_log row's values that do not come from the audited entity's row (see audit/audit-entry-sql.ts). */
  readonly row: AuditRowValues;
  /** Set by the handler (answerWithCommand): the next instance command's write carries the entry. */
  rideAlong: boolean;
  /** Set once a committed write carried it. */
  written: boolean;
}

const audits = new AsyncLocalStorage<PendingAudit>();

/** Runs `work` so that the instance write it declares its whole effect (answerWithCommand) also records `audit`. */
export function withPendingAudit<T>(audit: PendingAudit, work: () => T): T {
  return audits.run(audit, work);
}

/** The audit entry the next instance write carries, if the operation running declared its command its whole effect. */
export function auditRidingAlong(): PendingAudit | undefined {
  const audit = audits.getStore();
  return audit?.rideAlong && !audit.written ? audit : undefined;
}

/** Runs `work` so that the instance write it causes also stores `answer`. */
export function withIdempotentAnswer<T>(answer: IdempotentAnswer, work: () => T): T {
  return answers.run(answer, work);
}

/**
 * Called by a handler whose whole effect is the one instance command it runs next: the command's write then
 * stores the request's answer and the operation's audit entry too.
 */
export function answerWithCommand(bodyFor: (loaded: LoadedInstance) => unknown = () => null): void {
  const answer = answers.getStore();
  if (answer) answer.bodyFor = bodyFor;
  const audit = audits.getStore();
  if (audit) audit.rideAlong = true;
}

export function pendingIdempotentAnswer(): IdempotentAnswer | undefined {
  return answers.getStore();
}

/**
 * Runs `work` apart from the request that started it: what a commit sets off (a child instance created, a signal
 * broadcast) writes other instances, whose writes must not store the request's answer or audit entry as theirs.
 */
export function apartFromRequest<T>(work: () => T): T {
  return answers.exit(() => audits.exit(work));
}
