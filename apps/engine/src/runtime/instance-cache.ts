import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import type { InstanceLocator } from './instance-store.js';

/** How long an instance stays after this process last wrote it: long enough for a worker's answer, not a person's. */
const KEEP_MS = 10_000;

/** The instance row's fields a command needs, as the load reads them. */
export interface InstanceHead {
  key: string;
  process_definition_key: string;
  bpmn_process_id: string;
  version: number;
  tenant_id: string;
  revision: string;
  parent_process_instance_key: string | null;
  parent_element_instance_key: string | null;
  root_process_instance_key: string | null;
  terminate_after_element_ids: string[] | null;
}

/**
 * An instance as this process's last write left it, in the form the load reads it: the rows a load would return,
 * as JSON text by `table:key` (the snapshot's keys, see instance-store.ts), and the active incidents' rows.
 */
export interface CachedInstance {
  head: InstanceHead;
  rows: Map<string, string>;
  incidents: string[];
  /** Whether `rows` is the text of this process's own write (then it is a command's snapshot as it stands) or of a read. */
  asWritten: boolean;
}

interface Entry extends CachedInstance {
  /** Locators other than the instance key that lead here (`jobKey:…`, `userTaskKey:…`, `subscriptionKey:…`). */
  locators: string[];
  keptAt: number;
}

/** Row kinds of the snapshot a command is located by, and the locator that names them. */
const LOCATED_BY: Partial<Record<string, string>> = { job: 'jobKey', userTask: 'userTaskKey', subscription: 'subscriptionKey' };

/**
 * The instances this engine process wrote last, so that its next command on one of them (a job's completion right
 * after its creation) starts from what it wrote instead of reading it back. It cannot serve a stale state: the write
 * still requires the instance's revision to be the one the command started from, so a command that started from an
 * entry another process has since overtaken writes nothing and runs again on a fresh load, as after any concurrent
 * write. An entry is taken out while a command uses it and put back only by that command's successful write; job
 * activation (the other writer of revisions) moves an entry on with it. Entries leave after KEEP_MS or when the cache
 * is full, oldest first. Only an instance waiting for a job is kept (InstanceStore.write): one waiting for a person,
 * a timer or a message costs no memory.
 */
@Injectable()
export class InstanceCache implements OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  private readonly owners = new Map<string, string>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly config: EngineConfig) {
    this.sweeper = setInterval(() => this.sweep(), KEEP_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.owners.clear();
  }

  /** Whether this process keeps instances at all (INSTANCE_CACHE is not 0). */
  get enabled(): boolean {
    return this.config.instanceCache > 0;
  }

  /** Whether a command served from the cache must be compared with a load (INSTANCE_CACHE_CHECK). */
  get checked(): boolean {
    return this.config.instanceCacheCheck;
  }

  /** Takes out the instance the locator leads to, if this process holds it; the caller owns it from then on. */
  take(locator: InstanceLocator): CachedInstance | null {
    const [kind, key] = Object.entries(locator)[0] as [string, string];
    const processInstanceKey = kind === 'processInstanceKey' ? key : this.owners.get(`${kind}:${key}`);
    if (processInstanceKey === undefined) return null;
    const entry = this.entries.get(processInstanceKey);
    if (!entry) return null;
    this.drop(processInstanceKey);
    return Date.now() - entry.keptAt < KEEP_MS ? entry : null;
  }

  /** Keeps an instance as the write that just committed left it (replacing whatever was kept for it). */
  keep(instance: CachedInstance): void {
    if (!this.enabled) return;
    const key = instance.head.key;
    this.drop(key);
    const locators: string[] = [];
    for (const rowKey of instance.rows.keys()) {
      const separator = rowKey.indexOf(':');
      const locator = LOCATED_BY[rowKey.slice(0, separator)];
      if (locator) locators.push(`${locator}:${rowKey.slice(separator + 1)}`);
    }
    for (const locator of locators) this.owners.set(locator, key);
    this.entries.set(key, { ...instance, locators, keptAt: Date.now() });
    if (this.entries.size > this.config.instanceCache) this.drop(this.entries.keys().next().value as string);
  }

  /**
   * Job activation committed: an instance kept at the revision the activation started from moves on with it, its job
   * rows replaced by the activated ones; one kept at another revision is no longer the instance and is dropped.
   */
  jobsActivated(activations: { processInstanceKey: string; revisionBefore: string; jobRows: Map<string, string> }[]): void {
    for (const { processInstanceKey, revisionBefore, jobRows } of activations) {
      const entry = this.entries.get(processInstanceKey);
      if (!entry) continue;
      if (entry.head.revision !== revisionBefore) {
        this.drop(processInstanceKey);
        continue;
      }
      entry.head = { ...entry.head, revision: String(BigInt(revisionBefore) + 1n) };
      for (const [jobKey, row] of jobRows) entry.rows.set(`job:${jobKey}`, row);
    }
  }

  private drop(processInstanceKey: string): void {
    const entry = this.entries.get(processInstanceKey);
    if (!entry) return;
    this.entries.delete(processInstanceKey);
    for (const locator of entry.locators) if (this.owners.get(locator) === processInstanceKey) this.owners.delete(locator);
  }

  private sweep(): void {
    const before = Date.now() - KEEP_MS;
    // Oldest first: the first entry kept within the window ends the sweep.
    for (const [key, entry] of this.entries) {
      if (entry.keptAt >= before) break;
      this.drop(key);
    }
  }
}
