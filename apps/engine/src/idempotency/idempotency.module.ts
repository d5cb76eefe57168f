import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyCleanup } from './idempotency-cleanup.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyStore } from './idempotency.store.js';

@Global()
@Module({
  providers: [IdempotencyStore, IdempotencyInterceptor, IdempotencyCleanup, { provide: APP_INTERCEPTOR, useExisting: IdempotencyInterceptor }],
  exports: [IdempotencyInterceptor, IdempotencyStore],
})
export class IdempotencyModule {}
