import { Global, Module } from '@nestjs/common';
import { IdempotencyCleanup } from './idempotency-cleanup.js';
import { IdempotencyStore } from './idempotency.store.js';
import { IdempotentRequests } from './idempotent-requests.js';

/** Requests sent with an Idempotency-Key: their keys and answers (see http/request-context.ts), kept for IDEMPOTENCY_TTL_HOURS. */
@Global()
@Module({
  providers: [IdempotencyStore, IdempotentRequests, IdempotencyCleanup],
  exports: [IdempotentRequests, IdempotencyStore],
})
export class IdempotencyModule {}
