/**
 * A bound on the transactions of one kind this process has open at once. Each holds a pooled connection, may wait
 * for a lock meanwhile and may need a second connection (for keys) before it can end, so many of them waiting on one
 * lock must not take the whole pool.
 */
export class TransactionSlots {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.running < this.size) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  /** Hands the slot straight to the next waiter, or frees it. */
  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running--;
  }
}
