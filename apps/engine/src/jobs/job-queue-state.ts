/** What a poll does next about its queue's jobs (see {@link JobQueueState.next}). */
export type QueueTurn = { kind: 'ask' } | { kind: 'skip' } | { kind: 'after'; done: Promise<void> };

const ASK: QueueTurn = { kind: 'ask' };
const SKIP: QueueTurn = { kind: 'skip' };

/**
 * What this engine process knows of the activations of one queue (a job type in some tenants), so that its polls do
 * not ask the database for jobs another of its polls is taking or has just found gone. Workers ask again as soon as
 * they have room and every notification wakes every waiting poll: in workload B, with four workers, half of all
 * candidate queries found no job.
 *
 * Generations are those of the job notifications: one passes whenever a job of the type may have become activatable.
 */
export class JobQueueState {
  /** The generation at which the latest finished activation that found fewer jobs than it asked for had started. */
  private drainedAt = -1;
  /** Whether the latest finished activation got all it asked for: more jobs are likely there. */
  private lastFull = false;
  /** The latest activation under way, and the generation it started at. */
  private running: { since: number; done: Promise<void> } | null = null;
  /** When the latest activation started (epoch ms). */
  private askedAt = Number.NEGATIVE_INFINITY;

  /**
   * `skip` when an activation that started at this generation or later found the queue drained (nothing was notified
   * since); `after` while one that started at this generation is under way and the one before took all there was
   * (it will take what this poll would find; ask again once it is done); else `ask`. Jobs that become activatable
   * without a notification (a back-off or a lock that ran out) are the caller's to ask for anyway, after its poll
   * interval.
   */
  next(generation: number): QueueTurn {
    if (this.drainedAt === generation) return SKIP;
    if (this.running?.since === generation && !this.lastFull) return { kind: 'after', done: this.running.done };
    return ASK;
  }

  /**
   * Whether no activation started within `interval` ms before `now`: jobs whose back-off or lock ran out are then
   * likely there without a notification, and polls that are answered by pushes alone would never ask for them.
   */
  askDue(now: number, interval: number): boolean {
    return now - this.askedAt >= interval;
  }

  /** An activation starts at `generation` and `now`; call what it returns with how many jobs it found and asked for, or with nothing when it failed. */
  asking(generation: number, now: number): (outcome?: { found: number; asked: number }) => void {
    this.askedAt = now;
    let finish = () => {};
    const running = { since: generation, done: new Promise<void>((resolve) => (finish = resolve)) };
    this.running = running;
    return (outcome) => {
      if (outcome) {
        if (outcome.found < outcome.asked) this.drainedAt = Math.max(this.drainedAt, generation);
        this.lastFull = outcome.found >= outcome.asked;
      }
      if (this.running === running) this.running = null;
      finish();
    };
  }
}

/** The state of every queue this process polls, by queue key. */
export class JobQueueStates {
  private readonly states = new Map<string, JobQueueState>();

  of(type: string, tenantIds: readonly string[]): JobQueueState {
    const key = `${type}\0${tenantIds.join('\0')}`;
    let state = this.states.get(key);
    if (!state) this.states.set(key, (state = new JobQueueState()));
    return state;
  }
}
