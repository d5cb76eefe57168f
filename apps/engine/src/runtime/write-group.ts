/** A write waiting in a group, with how to answer its caller. */
interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/** The most writes one statement carries; more wait for the next. */
export const MAX_GROUP_SIZE = 500;

/**
 * How long a statement out holds the next group back: one waiting for a row lock (a job activation's transaction
 * holds its instances' rows for a few round trips) must not stall every other write of the process.
 */
export const STALLED_AFTER_MS = 50;

/**
 * Group commit: the writes handed over while the event loop works through what arrived at once (the requests of
 * many clients, a worker's completions) go out together when it turns (setImmediate), so `flush` can send them in
 * one statement and one commit. Nobody waits for a group to fill: at low load a write is alone in its group and
 * leaves one turn of the event loop later. `flush` settles each write of its group on its own, in order.
 *
 * One statement is out at a time: the writes handed over meanwhile wait for its answer and leave together right
 * after it. Under load that makes fewer, larger statements, each paying PostgreSQL's per-statement and per-commit
 * work once for more writes, and fewer backends busy at once on the cores the engine needs. A statement out for longer than
 * STALLED_AFTER_MS no longer holds the next group back.
 */
export class WriteGroup<T, R> {
  private waiting: Waiting<T, R>[] = [];
  /** Whether a statement out holds the next group back (until it answered or stalled). */
  private held = false;
  private scheduled = false;

  constructor(private readonly flush: (items: T[]) => Promise<PromiseSettledResult<R>[]>) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.held || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.send();
    });
  }

  private async send(): Promise<void> {
    const group = this.waiting.splice(0, MAX_GROUP_SIZE);
    if (group.length === 0) return;
    let holds = true;
    const release = () => {
      if (!holds) return;
      holds = false;
      this.held = false;
      this.schedule();
    };
    this.held = true;
    const stalled = setTimeout(release, STALLED_AFTER_MS);
    let results: PromiseSettledResult<R>[];
    try {
      results = await this.flush(group.map((one) => one.item));
    } catch (error) {
      for (const one of group) one.reject(error);
      return;
    } finally {
      clearTimeout(stalled);
      release();
    }
    for (const [index, one] of group.entries()) {
      const result = results[index];
      if (result?.status === 'fulfilled') one.resolve(result.value);
      else one.reject(result ? result.reason : new Error('group commit: no result for a write'));
    }
  }
}
