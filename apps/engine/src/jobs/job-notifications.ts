import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { PgPool } from '../database/pg-pool.js';
import { JOB_CHANNEL } from '../runtime/instance-write.js';

/**
 * Wakes long-polling activations when jobs of their type become activatable. The database NOTIFYs at
 * commit (see the instance store), so a job created by any engine process on the database wakes them.
 */
@Injectable()
export class JobNotifications implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(JobNotifications.name);
  private readonly generations = new Map<string, number>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private client: pg.Client | null = null;
  private closing = false;

  constructor(private readonly pool: PgPool) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    for (const waiters of this.waiters.values()) for (const wake of waiters) wake();
    await this.client?.end().catch(() => undefined);
  }

  /** Once the engine shuts down, long polls answer at once instead of holding the server open. */
  get closed(): boolean {
    return this.closing;
  }

  /** Changes whenever a job of the type may have become activatable; compare before and after a poll. */
  generation(type: string): number {
    return this.generations.get(type) ?? 0;
  }

  /** Resolves when a job of the type may be there, after `ms`, or as soon as `interrupt` fires. */
  wait(type: string, ms: number, interrupt?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (interrupt?.aborted) return resolve();
      let waiters = this.waiters.get(type);
      if (!waiters) this.waiters.set(type, (waiters = new Set()));
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        interrupt?.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiters.add(wake);
      interrupt?.addEventListener('abort', wake, { once: true });
    });
  }

  notify(type: string): void {
    this.generations.set(type, this.generation(type) + 1);
    for (const wake of [...(this.waiters.get(type) ?? [])]) wake();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.pool.connectionConfig());
    client.on('notification', (message) => {
      if (message.payload) this.notify(message.payload);
    });
    client.on('error', (error) => {
      if (this.closing) return;
      this.logger.warn(`job notification connection lost (${error.message}); reconnecting`);
      this.client = null;
      setTimeout(() => void this.listen().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`listen ${JOB_CHANNEL}`);
    this.client = client;
  }
}
