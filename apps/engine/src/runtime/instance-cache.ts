import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Compensation, ElementInstance, EventSubscription, Incident, Job, UserTask, Variable } from '@baton/runtime';
import { EngineConfig } from '../config/engine-config.js';
import { jobFromRow, type JobRow } from './instance-rows.js';
import type { InstanceLocator } from './loaded-instance.js';
import { stringifyJson } from '../json/json-codec.js';

/** How long an instance stays after this process last wrote it: long enough for a worker's answer, not a person's. */
export const KEEP_MS = 10_000;

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
  tags: string[];
}

/**
 * What a load would read of an instance, as the domain objects of the write that left it so (copies the entry owns:
 * the command that wrote them may still read its own, and the command that takes them changes them in place).
 */
export interface KeptObjects {
  elementInstances: ElementInstance[];
  variables: Variable[];
  jobs: Job[];
  subscriptions: EventSubscription[];
  userTasks: UserTask[];
  compensations: Compensation[];
  incidents: Incident[];
}

/**
 * An instance as this process last wrote or read it: `rows` are the rows a load would return, as JSON text by
 * `table:key` (the snapshot's keys, see loaded-from-rows.ts). Kept by a write, `rows` are that write's snapshot as it
 * stands and `objects` the same rows as the command's domain objects, so a command taking it neither parses nor
 * converts a row; kept by a read (a batch of due timers), they are the read's text, with its active incidents' rows.
 */
export type CachedInstance = { head: InstanceHead; rows: Map<string, string> } & (
  | { source: 'write'; objects: KeptObjects }
  | { source: 'read'; incidents: string[] }
);

type Entry = CachedInstance & {
  /** Locators other than the instance key that lead here (`jobKey:…`, `userTaskKey:…`, `subscriptionKey:…`). */
  locators: string[];
  keptAt: number;
};

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
  jobsActivated(activations: { processInstanceKey: string; revisionBefore: string; jobRows: Map<string, JobRow> }[]): void {
    for (const { processInstanceKey, revisionBefore, jobRows } of activations) {
      const entry = this.entries.get(processInstanceKey);
      if (!entry) continue;
      if (entry.head.revision !== revisionBefore) {
        this.drop(processInstanceKey);
        continue;
      }
      entry.head = { ...entry.head, revision: String(BigInt(revisionBefore) + 1n) };
      for (const [jobKey, row] of jobRows) entry.rows.set(`job:${jobKey}`, stringifyJson(row));
      if (entry.source === 'write') {
        entry.objects.jobs = entry.objects.jobs.map((job) => {
          const activated = jobRows.get(job.key);
          return activated ? jobFromRow(activated) : job;
        });
      }
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
