import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import type { CommandOutcome } from '../runtime/command-executor.js';
import { CommittedCommands } from '../runtime/committed-commands.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { InstanceTimerFiring, type FireResult } from './instance-timer-firing.js';
import { StartTimerFiring } from './start-timer-firing.js';
import { TimerClaims, type ClaimedTimer } from './timer-claims.repository.js';

/** Timers claimed per round: enough to keep the firing lanes busy, few enough that a claim never outlives its lease. */
export const TIMER_BATCH_SIZE = 100;
/** Timers of instances fired together, their writes one statement: fewer commits, and fewer statements to plan and run. */
const FIRE_GROUP_SIZE = 10;
/** Firing lanes at most; each holds one pooled connection while it fires, and the API needs the others. */
const MAX_LANES = 8;
/**
 * The longest the scheduler sleeps: it wakes at the next due time it knows of, but timers opened by other engine
 * processes, start events of new deployments and claims of a crashed engine are only seen by looking again.
 */
export const TIMER_POLL_MS = 1000;
const ERROR_BACKOFF_MS = 1000;

/**
 * Turns due timers into commands. Every engine process on the database runs one; claims (FOR UPDATE SKIP LOCKED
 * with a lease) share the work between them, and each fire checks again, in the write that carries it out, that it
 * is still to be done, so a timer fires exactly once even when a lease runs out mid-fire.
 */
@Injectable()
export class TimerScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(TimerScheduler.name);
  private readonly lanes: number;
  private stopping = false;
  private loop: Promise<void> | null = null;
  /** Set whenever something may have become due since the round started: the next round starts at once. */
  private poked = false;
  private wakeAt = Number.POSITIVE_INFINITY;
  private sleeping: { timer: NodeJS.Timeout; wake: () => void } | null = null;
  private unsubscribeClock: (() => void) | null = null;
  /** Waiting for the scheduler to fall asleep with nothing due (see {@link asleep}). */
  private readonly asleepWaiters: Array<() => void> = [];

  constructor(
    private readonly claims: TimerClaims,
    private readonly instanceTimers: InstanceTimerFiring,
    private readonly startTimers: StartTimerFiring,
    private readonly clock: EngineClock,
    private readonly committed: CommittedCommands,
    config: EngineConfig,
  ) {
    this.lanes = Math.max(1, Math.min(MAX_LANES, Math.floor(config.dbPoolSize / 2)));
  }

  onApplicationBootstrap(): void {
    // A pinned or reset clock may make any timer due; overdue timers after a restart fire in the first round.
    this.unsubscribeClock = this.clock.onChange(() => this.poke());
    this.committed.subscribe((outcome) => this.noticeTimers(outcome));
    this.loop = this.run();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.unsubscribeClock?.();
    this.poke();
    await this.loop;
    for (const resolve of this.asleepWaiters.splice(0)) resolve();
  }

  /** True while the scheduler sleeps with nothing due for the current clock that it knows of, or has stopped. */
  get isAsleep(): boolean {
    return this.stopping || (this.sleeping !== null && !this.poked);
  }

  /** Resolves once the scheduler has fired everything due for the current clock and sleeps (tests: waitUntilIdle). */
  asleep(): Promise<void> {
    if (this.isAsleep) return Promise.resolve();
    return new Promise((resolve) => this.asleepWaiters.push(resolve));
  }

  private poke(): void {
    this.poked = true;
    this.sleeping?.wake();
  }

  /** A timer this engine just opened or rescheduled wakes the scheduler at its due time, not at the next poll. */
  private noticeTimers(outcome: CommandOutcome): void {
    for (const event of outcome.events) {
      const dueAt =
        event.type === 'SubscriptionOpened' && event.subscription.kind === 'timer'
          ? event.subscription.dueAt
          : event.type === 'TimerRescheduled'
            ? event.dueAt
            : null;
      if (dueAt !== null && dueAt < this.wakeAt) this.wakeEarlier(dueAt);
    }
  }

  private wakeEarlier(dueAt: number): void {
    if (dueAt <= this.clock.now()) return this.poke();
    if (!this.sleeping) return; // a round is running; it reads the next due time when it ends
    this.wakeAt = dueAt;
    clearTimeout(this.sleeping.timer);
    this.sleeping.timer = setTimeout(this.sleeping.wake, dueAt - this.clock.now());
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.poked = false;
      try {
        const { claimed, nextDueAt } = await this.claims.claimDue(this.clock.now(), TIMER_BATCH_SIZE);
        if (claimed.length > 0) {
          await this.fireAll(claimed);
          continue; // more may be due: the rest of a large batch, or cycles rescheduled into the past
        }
        if (!this.poked) await this.sleepUntil(nextDueAt);
      } catch (error) {
        if (this.stopping) break;
        this.logger.warn(`timer round failed, trying again in ${ERROR_BACKOFF_MS} ms: ${(error as Error).message}`);
        await this.sleepUntil(this.clock.now() + ERROR_BACKOFF_MS);
      }
    }
  }

  /** Sleeps until `dueAt` (engine time), TIMER_POLL_MS at most, or until poked. */
  private sleepUntil(dueAt: number | null): Promise<void> {
    const now = this.clock.now();
    const delay = dueAt === null || this.clock.isPinned ? TIMER_POLL_MS : Math.min(TIMER_POLL_MS, Math.max(0, dueAt - now));
    this.wakeAt = now + delay;
    return new Promise((resolve) => {
      const wake = () => {
        if (!this.sleeping) return;
        clearTimeout(this.sleeping.timer);
        this.sleeping = null;
        this.wakeAt = Number.POSITIVE_INFINITY;
        resolve();
      };
      this.sleeping = { timer: setTimeout(wake, delay), wake };
      for (const resolveAsleep of this.asleepWaiters.splice(0)) resolveAsleep();
    });
  }

  /**
   * Fires a batch on a few lanes, earliest first. While the lanes work, the next batch is claimed and read (when this
   * one was full, more may be due), so that they do not wait for it; at shutdown, gives back the claims it did not
   * get to.
   */
  private async fireAll(first: ClaimedTimer[]): Promise<void> {
    const timers = [...first];
    let next = 0;
    let more = first.length >= TIMER_BATCH_SIZE; // up to a batch of each kind (TimerClaims.claimDue)
    let refill: Promise<void> | null = null;
    const topUp = () => {
      if (!more || refill || this.stopping || timers.length - next > 2 * this.lanes) return;
      refill = this.claimBatch()
        .then(
          (batch) => {
            timers.push(...batch);
            more = batch.length >= TIMER_BATCH_SIZE;
          },
          (error: Error) => {
            more = false; // the next round claims again
            this.logger.warn(`could not claim the next timers: ${error.message}`);
          },
        )
        .finally(() => {
          refill = null;
        });
    };
    // Consecutive timers of instances go together (a start timer goes alone): their fires commit as one statement.
    const takeGroup = (): ClaimedTimer[] => {
      const group = [timers[next++] as ClaimedTimer];
      while (group[0]?.processInstanceKey !== null && group.length < FIRE_GROUP_SIZE && next < timers.length && timers[next]?.processInstanceKey !== null) {
        group.push(timers[next++] as ClaimedTimer);
      }
      return group;
    };
    const lane = async () => {
      while (!this.stopping) {
        topUp();
        if (next < timers.length) await this.fireGroup(takeGroup());
        else if (refill) await refill;
        else return;
      }
    };
    await this.prepare(timers);
    await Promise.all(Array.from({ length: Math.min(this.lanes, timers.length) }, lane));
    await refill;
    if (next < timers.length) {
      await this.claims
        .release(timers.slice(next).map((timer) => timer.key))
        .catch((error: Error) => this.logger.warn(`could not release timer claims: ${error.message}`));
    }
  }

  private async claimBatch(): Promise<ClaimedTimer[]> {
    const { claimed } = await this.claims.claimDue(this.clock.now(), TIMER_BATCH_SIZE);
    await this.prepare(claimed);
    return claimed;
  }

  /** Without the batch read each fire reads its instance itself. */
  private prepare(timers: ClaimedTimer[]): Promise<void> {
    return this.instanceTimers.prepare(timers).catch((error: Error) => this.logger.warn(`could not read the timers' instances ahead: ${error.message}`));
  }

  /** A failed fire keeps its claim until the lease runs out, then is tried again (by any engine process). */
  private async fireGroup(group: ClaimedTimer[]): Promise<void> {
    if (group.length === 1) {
      await this.fire(group[0] as ClaimedTimer);
      return;
    }
    const results = await this.instanceTimers
      .fireMany(group)
      .catch((error: unknown) => group.map((): PromiseRejectedResult => ({ status: 'rejected', reason: error })));
    for (const [index, result] of results.entries()) {
      if (result.status === 'rejected') this.couldNotFire(group[index] as ClaimedTimer, result.reason);
    }
  }

  private async fire(timer: ClaimedTimer): Promise<FireResult | 'failed'> {
    try {
      return timer.processInstanceKey === null ? await this.startTimers.fire(timer) : await this.instanceTimers.fire(timer);
    } catch (error) {
      this.couldNotFire(timer, error);
      return 'failed';
    }
  }

  private couldNotFire(timer: ClaimedTimer, error: unknown): void {
    this.logger.warn(`timer ${timer.key} (${timer.elementId}) could not fire, retrying after its lease: ${(error as Error).message}`);
  }
}
