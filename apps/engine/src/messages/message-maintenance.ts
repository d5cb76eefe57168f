import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EngineClock } from '../runtime/engine-clock.js';
import { BackgroundWork } from './delivery/background-work.js';
import { BufferedCorrelation } from './buffered-correlation.js';
import { MessageBuffer } from './message-buffer.repository.js';
import { MessagePublisher } from './message-publisher.js';
import { MessageStartLocks } from './message-start-locks.repository.js';
import { PublishedMessageIds } from './published-message-ids.repository.js';

/** How often the sweep and the cleanup run. Only recovery depends on it; the normal path reacts at once. */
export const MESSAGE_MAINTENANCE_INTERVAL_MS = 2000;

/**
 * Now and then: recovers buffered correlations the after-commit reactions missed, takes over publications whose
 * fan-out was cut, and deletes expired messages,
 * released start-event locks and message ids published before the idempotency window. Every engine process runs it; claims keep them from doing anything twice.
 */
@Injectable()
export class MessageMaintenance implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MessageMaintenance.name);
  private readonly work = new BackgroundWork(this.logger);
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | null = null;

  constructor(
    private readonly clock: EngineClock,
    private readonly buffered: BufferedCorrelation,
    private readonly buffer: MessageBuffer,
    private readonly locks: MessageStartLocks,
    private readonly publishedIds: PublishedMessageIds,
    private readonly publisher: MessagePublisher,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.current) void this.work.run('message maintenance', () => this.runOnce());
    }, MESSAGE_MAINTENANCE_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.work.close();
  }

  /** One full round, after the one in progress (if any): what was there when it was called has been looked at. */
  async runOnce(): Promise<void> {
    while (this.current) await this.current.catch(() => undefined);
    const round = this.round().finally(() => (this.current = null));
    this.current = round;
    return round;
  }

  private async round(): Promise<void> {
    await this.buffered.sweep();
    await this.publisher.resumeStrandedFanOuts();
    await this.buffer.deleteExpired(this.clock.now());
    await this.locks.deleteReleased(this.clock.now());
    await this.publishedIds.deleteExpired(this.clock.now());
  }
}
