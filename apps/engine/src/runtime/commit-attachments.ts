import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoadedInstance } from './instance-store.js';

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

/** Runs `work` so that the instance write it causes also stores `answer`. */
export function withIdempotentAnswer<T>(answer: IdempotentAnswer, work: () => T): T {
  return answers.run(answer, work);
}

/**
 * Called by a handler whose whole effect is the one instance command it runs next: the command's write then
 * stores the request's answer too.
 */
export function answerWithCommand(bodyFor: (loaded: LoadedInstance) => unknown = () => null): void {
  const answer = answers.getStore();
  if (answer) answer.bodyFor = bodyFor;
}

export function pendingIdempotentAnswer(): IdempotentAnswer | undefined {
  return answers.getStore();
}

/**
 * Runs `work` apart from the request that started it: what a commit sets off (a child instance created, a signal
 * broadcast) writes other instances, whose writes must not store the request's answer as theirs.
 */
export function apartFromRequest<T>(work: () => T): T {
  return answers.exit(work);
}
