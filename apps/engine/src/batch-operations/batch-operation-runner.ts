import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { BackgroundWork } from '../messages/delivery/background-work.js';
import { BatchItemHandlers } from './batch-item-handlers.js';
import { BatchOperations, type BatchItem, type BatchOperationRow } from './batch-operation.repository.js';

/** How often an engine process looks for a batch to work on (a new one, or one whose engine died). */
export const BATCH_POLL_INTERVAL_MS = 500;
/** Items taken at a time; the lease is renewed (and a suspension or cancellation noticed) between chunks. */
const CHUNK = 40;
/** Items of a chunk carried out at once: each is its own instance command, on its own connection. */
const PARALLEL = 4;

/**
 * Works through ACTIVE batch operations, one item (one instance command) at a time per lane, while it holds the
 * batch's lease. A crash loses nothing: the lease runs out and the next engine process carries on with the items
 * still ACTIVE; an item whose command committed just before the crash is found done by its idempotent handler.
 */
@Injectable()
export class BatchOperationRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BatchOperationRunner.name);
  private readonly work = new BackgroundWork(this.logger);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly batches: BatchOperations,
    private readonly handlers: BatchItemHandlers,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.poll(), BATCH_POLL_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.work.close();
  }

  /** Looks for a batch now (a new batch need not wait for the next poll). */
  poll(): void {
    this.running ??= this.work.run('batch operations', () => this.runDue()).finally(() => (this.running = null));
  }

  private async runDue(): Promise<void> {
    for (let batch = await this.batches.leaseNext(); batch && !this.work.closed; batch = await this.batches.leaseNext()) await this.runBatch(batch);
  }

  private async runBatch(batch: BatchOperationRow): Promise<void> {
    const handler = this.handlers.handlerOf(batch.type);
    for (;;) {
      const items = await this.batches.openItems(batch.key, CHUNK);
      if (items.length === 0) return this.batches.complete(batch.key);
      for (let start = 0; start < items.length; start += PARALLEL) {
        await Promise.all(items.slice(start, start + PARALLEL).map((item) => this.runItem(batch, item, handler)));
      }
      if (this.work.closed || !(await this.batches.renew(batch.key))) return;
    }
  }

  private async runItem(batch: BatchOperationRow, item: BatchItem, handler: ReturnType<BatchItemHandlers['handlerOf']>): Promise<void> {
    let outcome: Awaited<ReturnType<typeof handler>>;
    try {
      outcome = await handler(batch, item);
    } catch (error) {
      outcome = { state: 'FAILED', errorMessage: error instanceof Error ? error.message : String(error) };
    }
    await this.batches.finishItem(batch.key, item.itemKey, outcome.state, outcome.state === 'FAILED' ? outcome.errorMessage : null);
  }
}
