import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { BackgroundWork } from '../messages/delivery/background-work.js';
import type { CommandOutcome } from '../runtime/command-executor.js';
import { CommittedCommands } from '../runtime/committed-commands.js';
import { SignalBroadcaster } from './signal-broadcaster.js';
import { SignalOutbox } from './signal-outbox.repository.js';
import type { Signal } from './signal.js';

/** How often the outbox is swept for signals whose broadcast never happened or never finished. */
export const SIGNAL_SWEEP_INTERVAL_MS = 2000;
const SWEEP_BATCH = 50;

/**
 * Broadcasts the signals instances throw, right after the throwing command committed; the sweep broadcasts
 * whatever that missed (the engine died in between, or during the broadcast).
 */
@Injectable()
export class SignalRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SignalRelay.name);
  private readonly work = new BackgroundWork(this.logger);
  private timer: NodeJS.Timeout | undefined;
  private sweeping = false;

  constructor(
    private readonly committed: CommittedCommands,
    private readonly outbox: SignalOutbox,
    private readonly broadcaster: SignalBroadcaster,
  ) {}

  onApplicationBootstrap(): void {
    this.committed.subscribe((outcome) => this.afterCommit(outcome));
    this.timer = setInterval(() => void this.work.run('signal outbox sweep', () => this.sweep()), SIGNAL_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.work.close();
  }

  /** Broadcasts every signal in the outbox that nobody is broadcasting; a no-op while a sweep runs. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (let signals = await this.outbox.leaseDue(SWEEP_BATCH); signals.length > 0; signals = await this.outbox.leaseDue(SWEEP_BATCH)) {
        // A leased signal may have been broadcast in part by an engine that died: what it reached is skipped.
        for (const signal of signals) await this.deliver(signal, true);
      }
    } finally {
      this.sweeping = false;
    }
  }

  /** Broadcasts a leased signal and removes it from the outbox; when part of it failed, the lease lets the sweep retry. */
  async deliver(signal: Signal, repeated = false): Promise<void> {
    const failures = await this.broadcaster.broadcast(signal, repeated);
    if (failures.length > 0) {
      this.logger.warn(
        `signal ${signal.key} ('${signal.name}') did not reach everything (${failures.length} failed), retried after its lease: ${(failures[0] as Error).message}`,
      );
      return;
    }
    await this.outbox.remove(signal.key);
  }

  /** Returns the broadcasts it started (none: undefined), so that CommittedCommands knows when they are over. */
  private afterCommit(outcome: CommandOutcome): Promise<unknown> | undefined {
    const broadcasts: Promise<void>[] = [];
    for (const event of outcome.events) {
      if (event.type !== 'SignalThrown') continue;
      broadcasts.push(
        this.work.run(`broadcasting signal ${event.signalKey}`, async () => {
          const signal = await this.outbox.lease(event.signalKey);
          if (signal) await this.deliver(signal);
        }),
      );
    }
    return broadcasts.length > 0 ? Promise.all(broadcasts) : undefined;
  }
}
