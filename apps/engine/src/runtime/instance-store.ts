import { suspensionToRow } from './suspension-row.js';
import { isLongKey } from '@baton/api-contract';
import { Injectable, Logger } from '@nestjs/common';
import pg from 'pg';
import type { ExecutableProcess } from '@baton/bpmn-model';
import { emptyInstanceState, type ParentInstance, type TimedRuntimeEvent } from '@baton/runtime';
import { EngineConfig } from '../config/engine-config.js';
import { MessageSubscriptionCopies } from '../messages/message-subscription-copies.js';
import type { SqlRunner } from '../database/database.js';
import { PgPool } from '../database/pg-pool.js';
import { stringifyJson } from '../json/json-codec.js';
import { EngineMetrics } from '../metrics/engine-metrics.js';
import type { CommandContext } from './command-context.js';
import { toHistoryRows } from './history-rows.js';
import { InstanceCache } from './instance-cache.js';
import { cachedOfRow, keptObjects, rowOfRead, waitsForJob } from './instance-cache-entry.js';
import { comparable } from './instance-comparison.js';
import { LOAD_MANY_SQL, LOCATOR_SQL } from './instance-load-sql.js';
import { instancesWriteStatement } from './instance-write.js';
import { JobPush } from './job-push.js';
import type { InstanceLocator, LoadedInstance, NewInstanceInfo } from './loaded-instance.js';
import { loadedFromKept, loadedFromRow } from './loaded-from-rows.js';
import { prepareWrite, type PreparedWrite } from './prepared-write.js';
import { settled } from './settled.js';
import type { InstanceIdentity } from './tables/instance-identity.js';
import type { LoadRow } from './tables/instance-tables.js';
import { WriteGroup } from './write-group.js';
import { partitionOf, partitionSql } from './partition.js';

/** A write on its way, with the instance it writes. */
interface PendingWrite {
  loaded: LoadedInstance;
  prepared: PreparedWrite;
}

/** Records a rejection in the instance's history without touching its state (which the rejected command left half-changed). */
const RECORD_REJECTION_SQL = `
  with p as (
    update process_instance set next_sequence = next_sequence + 1 where key = $1 and partition_id = ${partitionSql('$1')}
    returning key, partition_id, next_sequence - 1 as first_sequence
  )
  insert into history_batch (process_instance_key, first_sequence, events, partition_id) select p.key, p.first_sequence, $2::json, p.partition_id from p`;

/** How long a command's answer waits for the copies of its message subscriptions (Citus mode; handOverSubscriptions). */
const HAND_OVER_WAIT_MS = 1000;

/** Loads and writes the rows of one process instance; a write happens only if nobody wrote since the load. */
@Injectable()
export class InstanceStore {
  private readonly logger = new Logger('InstanceStore');
  /** Citus mode: message subscriptions are copied to their correlation key's shard (messages/message-subscription-copies.ts). */
  private readonly handsOverMessageSubscriptions: boolean;

  constructor(
    private readonly pg: PgPool,
    private readonly cache: InstanceCache,
    private readonly metrics: EngineMetrics,
    private readonly push: JobPush,
    private readonly copies: MessageSubscriptionCopies,
    config: EngineConfig,
  ) {
    this.handsOverMessageSubscriptions = config.databaseMode === 'citus';
  }

  newInstance(identity: InstanceIdentity, process: ExecutableProcess, parent: ParentInstance | null = null): LoadedInstance {
    return {
      identity,
      state: emptyInstanceState(identity.processInstanceKey, identity.processDefinitionKey, identity.version, process, parent),
      revision: null,
      snapshot: new Map(),
      loadedIncidents: new Map(),
      tags: [],
      businessId: null,
    };
  }

  /**
   * The active instance the locator points to, or null. `processOf` supplies the compiled graph. With `cached`, an
   * instance this process wrote last comes from the instance cache (see instance-cache.ts) instead of a read.
   */
  async load(locator: InstanceLocator, processOf: (definitionKey: string) => Promise<ExecutableProcess>, cached = false): Promise<LoadedInstance | null> {
    const kept = cached ? this.cache.take(locator) : null;
    if (kept) {
      this.metrics.instanceLoaded('cache');
      const loaded =
        kept.source === 'write' ? await loadedFromKept(kept.head, kept.rows, kept.objects, processOf) : await loadedFromRow(rowOfRead(kept), processOf);
      if (this.cache.checked) await this.compareWithRead(locator, loaded, processOf);
      return loaded;
    }
    const [kind, key] = Object.entries(locator)[0] as [keyof typeof LOCATOR_SQL, string];
    if (!isLongKey(key)) return null;
    const [row] = await this.pg.prepared<LoadRow>(`load-instance-by-${kind}`, LOCATOR_SQL[kind], [key]);
    this.metrics.instanceLoaded('database');
    return row ? loadedFromRow(row, processOf) : null;
  }

  /**
   * Reads several active instances in one statement into the instance cache, for commands about to run on each of
   * them (a batch of due timers): each command then starts from its entry instead of a read of its own. An entry is
   * as safe as any other: the command's write still requires the revision read here.
   */
  async preload(processInstanceKeys: string[]): Promise<void> {
    if (!this.cache.enabled || processInstanceKeys.length === 0) return;
    const partitions = [...new Set(processInstanceKeys.map(partitionOf))];
    const rows = await this.pg.prepared<LoadRow>('load-instances', LOAD_MANY_SQL, [processInstanceKeys, partitions]);
    for (const row of rows) this.cache.keep(cachedOfRow(row));
  }

  /** INSTANCE_CACHE_CHECK: an instance served from the cache must be what a read returns at the same revision. */
  private async compareWithRead(
    locator: InstanceLocator,
    cached: LoadedInstance,
    processOf: (definitionKey: string) => Promise<ExecutableProcess>,
  ): Promise<void> {
    const read = await this.load(locator, processOf);
    if (!read || read.revision !== cached.revision) return; // overtaken: the write will fail and run again on a read
    const [fromCache, fromRead] = [comparable(cached), comparable(read)];
    if (fromCache !== fromRead) {
      throw new Error(`instance cache: process instance ${read.identity.processInstanceKey} differs from its read\ncache: ${fromCache}\nread:  ${fromRead}`);
    }
  }

  /**
   * Writes the command's effects in one statement (so one atomic commit): history, changed rows, the
   * instance's revision. Returns false when another command wrote the instance first. `within` is the caller's
   * transaction when the write must commit together with other changes. An update of the engine's own goes out
   * with the other updates handed over at the same time, in one statement (group commit, see WriteGroup). `context`
   * holds the request's answer and audit entry when the command is the request's whole effect.
   */
  async write(
    loaded: LoadedInstance,
    events: TimedRuntimeEvent[],
    now: number,
    created?: NewInstanceInfo,
    within?: SqlRunner,
    context?: CommandContext,
  ): Promise<boolean> {
    if (created) {
      loaded.tags = created.tags;
      loaded.businessId = created.businessId;
    }
    const alone = within === undefined;
    // Jobs go to waiting polls and an audit entry rides along only with a write that commits on its own: a caller's
    // transaction may still roll back.
    const offer = alone ? this.push.offer(loaded, events, now) : null;
    let written = false;
    let handsOver = false;
    try {
      const carried = alone || !context?.audit ? context : { ...context, audit: undefined };
      const prepared = prepareWrite(loaded, events, now, created, carried, this.handsOverMessageSubscriptions);
      handsOver = alone && prepared.write.messageSubscriptionOutbox.length > 0;
      written = await (within ? this.writeWithin(within, prepared) : (created ? this.creations : this.updates).add({ loaded, prepared }));
    } finally {
      if (written) offer?.committed();
      else offer?.failed();
    }
    // after the jobs went to their waiting polls: those need not wait for the copies
    if (written && handsOver) await this.handOverSubscriptions(loaded.identity.processInstanceKey);
    return written;
  }

  /**
   * Citus mode: the copies of the subscriptions the write opened or closed, on their correlation keys' shards, before
   * the command is answered: a message published without time to live right after the answer finds the catch that
   * waits for it, as on one PostgreSQL (handed over after the answer, it was lost in the window between). Waited for
   * HAND_OVER_WAIT_MS at most: with the correlation key's server out of reach the command is answered anyway (its
   * own shard committed it) and the hand-over goes on, or the sweep takes it up; waiting longer stalled every start
   * in the worker crash drill. A failure here does not fail the committed command.
   */
  private async handOverSubscriptions(processInstanceKey: string): Promise<void> {
    const handedOver = this.copies.handOver(processInstanceKey).catch((error: unknown) => {
      this.logger.warn(`message subscriptions of ${processInstanceKey} not handed over yet: ${error instanceof Error ? error.message : String(error)}`);
    });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, HAND_OVER_WAIT_MS);
    });
    await Promise.race([handedOver, waited]);
    clearTimeout(timer);
  }

  /** A write inside a caller's transaction, as a group of one; not kept (not committed yet). */
  private async writeWithin(sql: SqlRunner, { write, creation }: PreparedWrite): Promise<boolean> {
    const statement = instancesWriteStatement([write], creation ? [creation] : undefined);
    return (await sql.query<{ key: string }>(statement.text, statement.values)).length === 1;
  }

  /** Updates, and creations, handed over together (see write). */
  private readonly updates = new WriteGroup<PendingWrite, boolean>((group) => this.writeGroup(group));
  private readonly creations = new WriteGroup<PendingWrite, boolean>((group) => this.writeGroup(group));

  private async writeGroup(group: PendingWrite[]): Promise<PromiseSettledResult<boolean>[]> {
    const [only] = group;
    if (only && group.length === 1) return [await settled(this.writeAlone(only))];
    // One command of this process at a time runs on an instance, so two writes of one instance in a group are rare
    // (a command that ran without that rule); the later one goes on its own, after the group.
    const seen = new Set<string>();
    const together = group.filter(({ prepared }) => !seen.has(prepared.write.processInstanceKey) && seen.add(prepared.write.processInstanceKey));
    // A statement PostgreSQL refused (one write breaking a constraint) committed nothing: the group is written one by
    // one, so the error reaches only the command that caused it. Any other failure (the connection lost) leaves it
    // unknown whether the statement committed, and reaches every command of the group, as it would each on its own.
    const written = await this.writeTogether(together).catch((error: unknown) => {
      if (error instanceof pg.DatabaseError) return null;
      throw error;
    });
    return Promise.all(
      group.map(async (one) => {
        const position = together.indexOf(one);
        if (position < 0 || written === null) return settled(this.writeAlone(one));
        return { status: 'fulfilled', value: written[position] as boolean };
      }),
    );
  }

  private async writeAlone(one: PendingWrite): Promise<boolean> {
    const [written] = await this.writeTogether([one]);
    return written === true;
  }

  /** Writes of distinct instances, all updates or all creations, in one statement; whether each was written, in order. */
  private async writeTogether(writes: PendingWrite[]): Promise<boolean[]> {
    const creations = writes.flatMap(({ prepared }) => (prepared.creation ? [prepared.creation] : []));
    const statement = instancesWriteStatement(
      writes.map((one) => one.prepared.write),
      creations.length > 0 ? creations : undefined,
    );
    const keys = new Set<string>();
    for (const row of await this.pg.prepared<{ key: string }>(statement.name, statement.text, statement.values)) keys.add(row.key);
    return writes.map(({ loaded, prepared }) => {
      if (!keys.has(prepared.write.processInstanceKey)) return false;
      this.written(loaded, prepared);
      return true;
    });
  }

  /**
   * A committed write: the instance is kept when it waits for a job, whose worker answers within moments. Not one
   * waiting for a person, a timer or a message only: those may wait for days and cost no memory meanwhile.
   */
  private written(loaded: LoadedInstance, prepared: PreparedWrite): void {
    const { write, after, audit } = prepared;
    if (audit) audit.written = true;
    const { identity } = loaded;
    if (write.lifecycle !== 'ACTIVE' || !waitsForJob(after)) return;
    // The write has committed: whatever fails from here on must not answer the command with an error (a client would
    // retry it and make a second instance). Not keeping the instance only costs its next command a load.
    try {
      this.keep(loaded, prepared);
    } catch (error) {
      this.logger.error(`Instance ${identity.processInstanceKey} written but not kept in the cache`, error instanceof Error ? error.stack : String(error));
    }
  }

  private keep({ identity, state, tags, businessId }: LoadedInstance, { write, creation, after }: PreparedWrite): void {
    this.cache.keep({
      head: {
        key: identity.processInstanceKey,
        process_definition_key: identity.processDefinitionKey,
        bpmn_process_id: identity.bpmnProcessId,
        version: identity.version,
        tenant_id: identity.tenantId,
        revision: creation ? write.expectedRevision : String(BigInt(write.expectedRevision) + 1n),
        parent_process_instance_key: state.parent?.processInstanceKey ?? null,
        parent_element_instance_key: state.parent?.elementInstanceKey ?? null,
        root_process_instance_key: state.parent ? state.parent.rootProcessInstanceKey : null,
        terminate_after_element_ids: state.terminateAfterElementIds.length > 0 ? [...state.terminateAfterElementIds] : null,
        tags,
        business_id: businessId,
        suspension: state.suspension ? suspensionToRow(state.suspension, identity) : null,
      },
      rows: after,
      source: 'write',
      objects: keptObjects(state, after),
    });
  }

  /** Adds a record-only event to the history of an existing instance; its revision stays, nothing else changes. */
  async recordInHistory(processInstanceKey: string, event: TimedRuntimeEvent): Promise<void> {
    await this.pg.query(RECORD_REJECTION_SQL, [processInstanceKey, stringifyJson(toHistoryRows([event]))]);
  }
}
