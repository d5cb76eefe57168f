import { Logger } from '@nestjs/common';

/**
 * Work that runs after a request answered or on a timer (after-commit reactions, sweeps). It is tracked so
 * the engine can wait for it on shutdown instead of pulling the pool from under it, and refused once closing.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(private readonly logger: Logger) {}

  get closed(): boolean {
    return this.closing;
  }

  run(what: string, work: () => Promise<void>): Promise<void> {
    if (this.closing) return Promise.resolve();
    const promise = work()
      .catch((error: Error) => this.logger.warn(`${what} failed: ${error.message}`))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
    return promise;
  }

  async close(): Promise<void> {
    this.closing = true;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
