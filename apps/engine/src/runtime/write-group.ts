/** A write waiting in a group, with how to answer its caller. */
interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the writes handed over while the event loop works through what arrived at once (the requests of
 * many clients, a worker's completions) go out together when it turns (setImmediate), so `flush` can send them in
 * one statement and one commit. Nobody waits for a group to fill: at low load a write is alone in its group and
 * leaves one turn of the event loop later. `flush` settles each write of its group on its own, in order.
 */
export class WriteGroup<T, R> {
  private waiting: Waiting<T, R>[] = [];

  constructor(private readonly flush: (items: T[]) => Promise<PromiseSettledResult<R>[]>) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.send());
      this.waiting.push({ item, resolve, reject });
    });
  }

  private async send(): Promise<void> {
    const group = this.waiting;
    this.waiting = [];
    let results: PromiseSettledResult<R>[];
    try {
      results = await this.flush(group.map((one) => one.item));
    } catch (error) {
      for (const one of group) one.reject(error);
      return;
    }
    for (const [index, one] of group.entries()) {
      const result = results[index];
      if (result?.status === 'fulfilled') one.resolve(result.value);
      else one.reject(result ? result.reason : new Error('group commit: no result for a write'));
    }
  }
}
