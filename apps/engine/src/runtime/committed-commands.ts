import { Injectable, Logger } from '@nestjs/common';
import type { CommandOutcome } from './command-executor.js';

export type CommitListener = (outcome: CommandOutcome) => Promise<void> | void;

/**
 * Lets other contexts react once a command's effects are committed (a new message subscription looks for a
 * buffered message, a thrown signal is broadcast). Listeners run after the answer is decided and never fail
 * the command; what they do must also be recovered by a sweep, since a crash can come between the two.
 */
@Injectable()
export class CommittedCommands {
  private readonly logger = new Logger(CommittedCommands.name);
  private readonly listeners: CommitListener[] = [];

  subscribe(listener: CommitListener): void {
    this.listeners.push(listener);
  }

  publish(outcome: CommandOutcome): void {
    for (const listener of this.listeners) {
      Promise.resolve()
        .then(() => listener(outcome))
        .catch((error: Error) => this.logger.warn(`after-commit work failed: ${error.message}`));
    }
  }
}
