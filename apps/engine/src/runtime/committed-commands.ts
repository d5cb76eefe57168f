import { Injectable, Logger } from '@nestjs/common';
import type { CommandOutcome } from './command-executor.js';
import { apartFromRequest } from './commit-attachments.js';

/** A listener returns the work it started (a promise), so that the engine knows when the reactions to a commit are over. */
export type CommitListener = (outcome: CommandOutcome) => unknown;

/**
 * Lets other contexts react once a command's effects are committed (a new message subscription looks for a
 * buffered message, a thrown signal is broadcast). Listeners run after the answer is decided and never fail
 * the command; what they do must also be recovered by a sweep, since a crash can come between the two.
 */
@Injectable()
export class CommittedCommands {
  private readonly logger = new Logger(CommittedCommands.name);
  private readonly listeners: CommitListener[] = [];
  private readonly reacting = new Set<Promise<unknown>>();

  subscribe(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  publish(outcome: CommandOutcome): void {
    for (const listener of this.listeners) {
      const reaction: Promise<unknown> = apartFromRequest(() => Promise.resolve().then(() => listener(outcome)))
        .catch((error: Error) => this.logger.warn(`after-commit work failed: ${error.message}`))
        .finally(() => this.reacting.delete(reaction));
      this.reacting.add(reaction);
    }
  }

  /** True while a reaction to a commit is running (including the commits it made and their reactions). */
  get busy(): boolean {
    return this.reacting.size > 0;
  }

  /** Resolves once no reaction to a commit is running any more. */
  async drained(): Promise<void> {
    while (this.reacting.size > 0) await Promise.allSettled([...this.reacting]);
  }
}
