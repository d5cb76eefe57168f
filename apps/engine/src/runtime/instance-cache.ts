import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import type { CachedInstance } from './instance-cache-entry.js';
import { InstanceSlot } from './instance-slot.js';
import type { InstanceLocator } from './loaded-instance.js';
import { EVENT_SUBSCRIPTION_TABLE } from './tables/event-subscription.table.js';
import { JOB_TABLE } from './tables/job.table.js';
import { USER_TASK_TABLE } from './tables/user-task.table.js';

/** How long an instance stays after this process last wrote it: long enough for a worker's answer, not a person's. */
export const KEEP_MS = 10_000;

/** Row kinds of the snapshot a command is located by, and the locator that names them. */
const LOCATED_BY: ReadonlyMap<string, string> = new Map([
  [JOB_TABLE.prefix, 'jobKey'],
  [USER_TASK_TABLE.prefix, 'userTaskKey'],
  [EVENT_SUBSCRIPTION_TABLE.prefix, 'subscriptionKey'],
]);

/**
 * One slot per instance this engine process works on (instance-slot.ts): the commands of this process queued on it,
 * and the instance as this process wrote it last, so that its next command on it (a job's completion right after its
 * creation) starts from what it wrote instead of reading it back. A kept instance cannot serve a stale state: the
 * write still requires the instance's revision to be the one the command started from, so a command that started
 * from one another process has since overtaken writes nothing and runs again on a fresh load, as after any
 * concurrent write. A kept instance is taken out while a command uses it and put back only by that command's
 * successful write; job activation (the other writer of revisions) moves it on with it. Kept instances leave after
 * KEEP_MS or when the cache is full, oldest first. Only an instance waiting for a job is kept (InstanceStore.write):
 * one waiting for a person, a timer or a message costs no memory.
 */
@Injectable()
export class InstanceCache implements OnModuleDestroy {
  /** In the order the instances were kept (a slot moves to the end when kept again), slots of queues only in between. */
  private readonly slots = new Map<string, InstanceSlot>();
  private readonly owners = new Map<string, string>();
  private keptCount = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly config: EngineConfig) {
    this.sweeper = setInterval(() => this.sweep(), KEEP_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
    this.slots.clear();
    this.owners.clear();
    this.keptCount = 0;
  }

  /** Whether this process keeps instances at all (INSTANCE_CACHE is not 0). */
  get enabled(): boolean {
    return this.config.instanceCache > 0;
  }

  /** Whether a command served from the cache must be compared with a load (INSTANCE_CACHE_CHECK). */
  get checked(): boolean {
    return this.config.instanceCacheCheck;
  }

  /** Whether a command of this process runs or waits on the instance. */
  busy(processInstanceKey: string): boolean {
    return this.slots.get(processInstanceKey)?.busy ?? false;
  }

  /** Runs `run` once the commands of this process queued on the instance before it are done (see InstanceSlot). */
  oneAtATime<T>(processInstanceKey: string, run: (waited: boolean) => Promise<T>): Promise<T> {
    let slot = this.slots.get(processInstanceKey);
    if (!slot) this.slots.set(processInstanceKey, (slot = new InstanceSlot()));
    const mine = slot;
    return mine.oneAtATime(run, () => {
      if (mine.kept === null && this.slots.get(processInstanceKey) === mine) this.slots.delete(processInstanceKey);
    });
  }

  /** Takes out the instance the locator leads to, if this process holds it; the caller owns it from then on. */
  take(locator: InstanceLocator): CachedInstance | null {
    const [kind, key] = Object.entries(locator)[0] as [string, string];
    const processInstanceKey = kind === 'processInstanceKey' ? key : this.owners.get(`${kind}:${key}`);
    if (processInstanceKey === undefined) return null;
    const kept = this.slots.get(processInstanceKey)?.kept;
    if (!kept) return null;
    this.drop(processInstanceKey);
    return Date.now() - kept.keptAt < KEEP_MS ? kept : null;
  }

  /** Keeps an instance as the write that just committed left it (replacing whatever was kept for it). */
  keep(instance: CachedInstance): void {
    if (!this.enabled) return;
    const key = instance.head.key;
    this.drop(key);
    const locators: string[] = [];
    for (const rowKey of instance.rows.keys()) {
      const separator = rowKey.indexOf(':');
      const locator = LOCATED_BY.get(rowKey.slice(0, separator));
      if (locator) locators.push(`${locator}:${rowKey.slice(separator + 1)}`);
    }
    for (const locator of locators) this.owners.set(locator, key);
    const slot = this.slots.get(key) ?? new InstanceSlot();
    this.slots.delete(key);
    this.slots.set(key, slot);
    slot.kept = { ...instance, locators, keptAt: Date.now() };
    this.keptCount++;
    if (this.keptCount > this.config.instanceCache) {
      for (const [oldest, { kept }] of this.slots) {
        if (!kept) continue;
        this.drop(oldest);
        break;
      }
    }
  }

  /** Drops what is kept of the instance; its slot goes too unless a command is queued on it. */
  private drop(processInstanceKey: string): void {
    const slot = this.slots.get(processInstanceKey);
    if (!slot?.kept) return;
    for (const locator of slot.kept.locators) if (this.owners.get(locator) === processInstanceKey) this.owners.delete(locator);
    slot.kept = null;
    this.keptCount--;
    if (!slot.busy) this.slots.delete(processInstanceKey);
  }

  private sweep(): void {
    const before = Date.now() - KEEP_MS;
    // Oldest first: the first instance kept within the window ends the sweep.
    for (const [key, { kept }] of this.slots) {
      if (!kept) continue;
      if (kept.keptAt >= before) break;
      this.drop(key);
    }
  }
}
