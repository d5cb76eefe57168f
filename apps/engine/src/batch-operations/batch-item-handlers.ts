import { Injectable } from '@nestjs/common';
import type { BatchItem, BatchOperationRow } from './batch-operation.repository.js';

/** How one item of a batch went: done (or found done already), skipped (nothing to do any more), or failed with the reason. */
export type BatchItemOutcome = { state: 'COMPLETED' | 'SKIPPED' } | { state: 'FAILED'; errorMessage: string };

/** Carries out one item of a batch of its type; it must be idempotent, as an engine that died may have done it already. */
export type BatchItemHandler = (batch: BatchOperationRow, item: BatchItem) => Promise<BatchItemOutcome>;

/** The handler of each batch operation type; the context that owns a type registers it at start-up. */
@Injectable()
export class BatchItemHandlers {
  private readonly handlers = new Map<string, BatchItemHandler>();

  register(type: string, handler: BatchItemHandler): void {
    this.handlers.set(type, handler);
  }

  handlerOf(type: string): BatchItemHandler {
    const handler = this.handlers.get(type);
    if (!handler) throw new Error(`No handler for batch operations of type ${type}`);
    return handler;
  }
}
