import type { CachedInstance } from './instance-cache-entry.js';

/** An instance kept by this process, with the locators that lead to it and when it was kept. */
export type KeptInstance = CachedInstance & {
  /** Locators other than the instance key that lead here (`jobKey:…`, `userTaskKey:…`, `subscriptionKey:…`). */
  locators: string[];
  keptAt: number;
};

/**
 * What this engine process holds of one instance: the state its last write (or a batch's read) left it in, and the
 * commands of this process queued on it. InstanceCache owns the slots; a slot is dropped once it holds neither.
 */
export class InstanceSlot {
  kept: KeptInstance | null = null;
  /** The last command queued on the instance (settles when it and all before it are done); null when none is. */
  private last: Promise<void> | null = null;

  /** Whether a command of this process runs or waits on the instance. */
  get busy(): boolean {
    return this.last !== null;
  }

  /**
   * Runs the commands of this process on the instance one at a time, in arrival order: racing, all but one would fail
   * their write and run again, and many completions of one instance's jobs at once (a parallel multi-instance) used
   * to run out of attempts. Commands from other engine processes still race, and the revision check decides.
   * `run` learns whether it waited for another command; `idle` is called when no command is queued any more.
   */
  async oneAtATime<T>(run: (waited: boolean) => Promise<T>, idle: () => void): Promise<T> {
    const before = this.last;
    let done!: () => void;
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    const queue = (before ?? Promise.resolve()).then(() => mine);
    this.last = queue;
    try {
      if (before) await before;
      return await run(before !== null);
    } finally {
      done();
      if (this.last === queue) {
        this.last = null;
        idle();
      }
    }
  }
}
