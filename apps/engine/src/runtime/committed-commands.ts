import { Injectable, Logger } from '@nestjs/common';
import type { CommandOutcome } from './loaded-instance.js';

/**
 * A listener returns the work it started (a promise), so that the engine knows when the reactions to a commit are
 * over, and nothing when it started none.
 */
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

  /**
   * One reaction per command, in which every listener runs: most listeners find nothing to do in most commands, and a
   * promise chain of its own for each of them cost every command a few dozen promises.
   */
  publish(outcome: CommandOutcome): void {
    if (this.listeners.length === 0) return;
    const reaction: Promise<unknown> = Promise.resolve()
      .then(() => this.react(outcome))
      .finally(() => this.reacting.delete(reaction));
    this.reacting.add(reaction);
  }

  /** Runs every listener on the outcome; each one's failure is its own and is only logged. */
  private async react(outcome: CommandOutcome): Promise<void> {
    const started: Promise<unknown>[] = [];
    for (const listener of this.listeners) {
      try {
        const work = listener(outcome);
        if (work !== undefined) started.push(Promise.resolve(work).catch((error: unknown) => this.failed(error)));
      } catch (error) {
        this.failed(error);
      }
    }
    if (started.length > 0) await Promise.all(started);
  }

  private failed(error: unknown): void {
    this.logger.warn(`after-commit work failed: ${error instanceof Error ? error.message : String(error)}`);
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
