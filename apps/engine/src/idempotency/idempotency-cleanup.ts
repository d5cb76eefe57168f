import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { IdempotencyStore } from './idempotency.store.js';

const CLEANUP_INTERVAL_MS = 15 * 60_000;

/** Deletes expired idempotency keys now and then; lookups already ignore them, this only bounds the table. */
@Injectable()
export class IdempotencyCleanup implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(IdempotencyCleanup.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly store: IdempotencyStore) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.store.deleteExpired().catch((error: Error) => this.logger.warn(`could not delete expired idempotency keys: ${error.message}`));
    }, CLEANUP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
