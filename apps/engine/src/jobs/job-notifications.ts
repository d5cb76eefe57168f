import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { PgPool } from '../database/pg-pool.js';
import { JOB_CHANNEL, parseJobNotification } from '../runtime/job-channel.js';
import type { PartitionHints } from '../runtime/job-activation.store.js';

/**
 * Wakes long-polling activations when jobs of their type become activatable. The database NOTIFYs at
 * commit (see the instance store), so a job created by any engine process on the database wakes them.
 */
@Injectable()
export class JobNotifications implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(JobNotifications.name);
  private readonly generations = new Map<string, number>();
  /** Per type and partition, the type's generation at the last notification naming the partition (Citus: see hints). */
  private readonly partitionGenerations = new Map<string, Map<number, number>>();
  /** Per type, its generation at the last notification naming no partition, which stands for every one. */
  private readonly everyPartitionGenerations = new Map<string, number>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private client: pg.Client | null = null;
  private closing = false;
  /** Set once the first connection listens: later failures reconnect instead of failing. */
  private started = false;

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

  /**
   * Resolves when a job of the type may be there (`notified`, also when the engine shuts down), after `ms`
   * (`timeout`), or as soon as `interrupt` fires (`interrupted`).
   */
  wait(type: string, ms: number, interrupt?: AbortSignal): Promise<'notified' | 'timeout' | 'interrupted'> {
    return new Promise((resolve) => {
      if (interrupt?.aborted) return resolve('interrupted');
      let waiters = this.waiters.get(type);
      if (!waiters) this.waiters.set(type, (waiters = new Set()));
      const end = (why: 'notified' | 'timeout' | 'interrupted') => {
        clearTimeout(timer);
        waiters.delete(notified);
        interrupt?.removeEventListener('abort', interrupted);
        resolve(why);
      };
      const notified = () => end('notified');
      const interrupted = () => end('interrupted');
      const timer = setTimeout(() => end('timeout'), ms);
      waiters.add(notified);
      interrupt?.addEventListener('abort', interrupted, { once: true });
    });
  }

  /** Jobs of `type` may have become activatable, in `partition` or (none given) in any. */
  notify(type: string, partition?: number): void {
    const generation = this.generation(type) + 1;
    this.generations.set(type, generation);
    if (partition === undefined) {
      this.everyPartitionGenerations.set(type, generation);
    } else {
      let partitions = this.partitionGenerations.get(type);
      if (!partitions) this.partitionGenerations.set(type, (partitions = new Map()));
      partitions.set(partition, generation);
    }
    for (const wake of [...(this.waiters.get(type) ?? [])]) wake();
  }

  /**
   * What a poll of `type` knows of where its jobs may be: a round over the partitions asks again only those notified
   * since it found them drained, unless its `reach` is wider (job-activation.store.ts).
   */
  hints(type: string, reach: PartitionHints['reach']): PartitionHints {
    const generation = this.generation(type);
    const partitions = this.partitionGenerations.get(type);
    const every = this.everyPartitionGenerations.get(type) ?? 0;
    return { reach, generation, notifiedAt: (partition) => Math.max(partitions?.get(partition) ?? 0, every) };
  }

  /**
   * Opens the listening connection. A lost one is replaced once, a second later: node-postgres emits two `error`
   * events for a connection the server terminates, and replacing it at each one doubled the listeners at every loss
   * (the fault drill that cuts connections every 200 ms filled the server). A failed reconnect tries again.
   */
  private async listen(): Promise<void> {
    const client = new pg.Client(this.pool.connectionConfig());
    let replaced = false;
    const replace = (why: string) => {
      if (replaced || this.closing) return;
      replaced = true;
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
      this.logger.warn(`job notification connection lost (${why}); reconnecting`);
      setTimeout(() => void this.listen().catch((error: Error) => this.logger.warn(`job notification reconnect failed: ${error.message}`)), 1000);
    };
    client.on('notification', (message) => {
      if (!message.payload) return;
      const { type, partition } = parseJobNotification(message.payload);
      this.notify(type, partition);
    });
    client.on('error', (error) => replace(error.message));
    try {
      await client.connect();
      await client.query(`listen ${JOB_CHANNEL}`);
    } catch (error) {
      // At start-up the engine fails; later, the connection is replaced like a lost one.
      if (!this.started) throw error;
      replace((error as Error).message);
      return;
    }
    this.client = client;
    // Notifications sent while no connection listened are lost: every type may have jobs no poll was told of.
    if (this.started) for (const type of [...this.generations.keys()]) this.notify(type);
    this.started = true;
  }
}
