import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import { Database, type SqlRunner } from '../database/database.js';
import { takesRowLocks } from '../database/row-locks.js';
import { BackgroundWork } from '../messages/delivery/background-work.js';

/** How often retention looks for what to delete. */
export const RETENTION_INTERVAL_MS = 60_000;
/** Call hierarchies (or audit entries) deleted per transaction: short transactions that hold few locks. */
export const RETENTION_BATCH = 100;
/** Pause between two batches, so that a large backlog never takes the connections the hot path needs. */
const PAUSE_BETWEEN_BATCHES_MS = 20;

/** Every table that holds rows of an instance, by the column naming it (the audit log has its own retention). */
const INSTANCE_TABLES: ReadonlyArray<readonly [table: string, column: string]> = [
  ['history_batch', 'process_instance_key'],
  ['variable', 'process_instance_key'],
  ['element_instance', 'process_instance_key'],
  ['job', 'process_instance_key'],
  ['incident', 'process_instance_key'],
  ['event_subscription', 'process_instance_key'],
  ['user_task', 'process_instance_key'],
  ['compensation', 'process_instance_key'],
  ['correlated_message_subscription', 'process_instance_key'],
  ['message_correlation', 'process_instance_key'],
  ['message_start_lock', 'process_instance_key'],
  ['instance_command_outbox', 'process_instance_key'],
  ['decision_instance', 'process_instance_key'],
  // Citus mode's message subscription copies and their hand-overs (empty on one PostgreSQL)
  ['message_subscription', 'process_instance_key'],
  ['message_subscription_outbox', 'process_instance_key'],
];

/**
 * Deletes documents past their expiry (always), and closed call hierarchies whose root ended more than RETENTION_DAYS ago
 * (the root with every instance it
 * called, and all their rows: history, variables, element instances, jobs, incidents, tasks, subscriptions), and
 * audit log entries older than AUDIT_RETENTION_DAYS. A hierarchy goes whole, never while any instance of it runs,
 * so no live instance loses a parent or child. The work goes in small batches, each its own short transaction
 * whose roots are taken with FOR UPDATE SKIP LOCKED (several engine processes share the work, and nothing waits
 * on a row the hot path holds), with a pause between batches.
 *
 * Age is measured by the database's clock (`now()`), never by the engine's: CLOCK_CONTROL lets a caller pin the
 * engine's clock anywhere, and retention measured by it deleted every instance and audit entry once the clock was
 * pinned a few weeks ahead. The database's clock is also the one every engine process shares.
 *
 * On Citus the batches are taken without row locks (Citus refuses FOR UPDATE in a statement over several shards, see
 * database/row-locks.ts): two engine processes may pick the same closed hierarchy, and the second deletes nothing.
 */
@Injectable()
export class Retention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Retention.name);
  private readonly work = new BackgroundWork(this.logger);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RetentionRound> | null = null;

  /** Whether the batches lock what they take (`for update skip locked`): not on Citus. */
  private readonly locks: boolean;

  constructor(
    private readonly database: Database,
    private readonly config: EngineConfig,
  ) {
    this.locks = takesRowLocks(config);
  }

  /** Runs whatever is configured: expired documents are swept always, as their uploaders asked. */
  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running)
        void this.work.run('retention', async () => {
          await this.runOnce();
        });
    }, RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.work.close();
  }

  /** Deletes everything due now, batch after batch; returns how much went. */
  runOnce(): Promise<RetentionRound> {
    this.running ??= this.round().finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<RetentionRound> {
    const result: RetentionRound = { instances: 0, auditEntries: 0, decisionInstances: 0, documents: 0, batches: 0 };
    const { retentionDays, auditRetentionDays } = this.config;
    if (retentionDays !== undefined) {
      for (;;) {
        const deleted = await this.database.transaction((sql) => deleteClosedHierarchies(sql, retentionDays, RETENTION_BATCH, this.locks));
        result.instances += deleted.instances;
        if (deleted.roots === 0) break;
        result.batches += 1;
        if (deleted.roots < RETENTION_BATCH) break;
        await pause();
      }
      for (;;) {
        const deleted = await deleteOldStandaloneDecisionInstances(this.database, retentionDays, RETENTION_BATCH * 10, this.locks);
        result.decisionInstances += deleted;
        if (deleted < RETENTION_BATCH * 10) break;
        await pause();
      }
    }
    if (auditRetentionDays !== undefined) {
      for (;;) {
        const deleted = await deleteOldAuditEntries(this.database, auditRetentionDays, RETENTION_BATCH * 10, this.locks);
        result.auditEntries += deleted;
        if (deleted < RETENTION_BATCH * 10) break;
        await pause();
      }
    }
    for (;;) {
      const deleted = await deleteExpiredDocuments(this.database, RETENTION_BATCH);
      result.documents += deleted;
      if (deleted < RETENTION_BATCH) break;
      await pause();
    }
    await this.database.query(`delete from document_link where expires_at <= now()`);
    if (result.instances + result.auditEntries + result.decisionInstances + result.documents > 0) {
      this.logger.log(
        `retention: deleted ${result.instances} closed instances, ${result.decisionInstances} standalone decision instances, ` +
          `${result.auditEntries} audit entries and ${result.documents} expired documents ` +
          `(instances in ${result.batches} batches)`,
      );
    }
    return result;
  }
}

export interface RetentionRound {
  instances: number;
  auditEntries: number;
  /** Those of standalone evaluations (a business rule task's go with its instance). */
  decisionInstances: number;
  /** Documents past their expiry (their links go with them). */
  documents: number;
  batches: number;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_BATCHES_MS));

/** `$1` days before the database's now: the end of the period that is kept. */
const CUTOFF = `now() - $1::float8 * interval '1 day'`;

/** The lock a batch takes on what it picked, skipping what another transaction holds; none on Citus. */
const skipLocked = (locks: boolean, of = '') => (locks ? ` for update${of} skip locked` : '');

/**
 * The roots still running an instance of their hierarchy, asked per root (`not exists`, correlated). A hierarchy lives
 * on its root's partition (a called instance's key comes from its caller's command), so the subquery equates the
 * partitions too: Citus, distributed by partition_id, then runs it beside each root on every shard (by the root's key
 * alone it refused the join, and the running instances' roots were read first and handed to every shard).
 */
const HIERARCHY_RUNS =
  'exists (select 1 from process_instance c where c.root_process_instance_key = r.key and c.partition_id = r.partition_id and c.end_date is null)';

/**
 * One batch: the oldest closed roots that ended more than `days` ago and whose hierarchy has no instance still
 * running, locked (skipping those another transaction holds), then every instance of their hierarchies and all their rows.
 */
async function deleteClosedHierarchies(sql: SqlRunner, days: number, limit: number, locks: boolean): Promise<{ roots: number; instances: number }> {
  const roots = await sql.query<{ key: string }>(
    `select r.key::text as key from process_instance r
      where r.root_process_instance_key is null and r.end_date is not null and r.end_date < ${CUTOFF}
        and not ${HIERARCHY_RUNS}
      order by r.end_date
      limit ${limit}${skipLocked(locks, ' of r')}`,
    [days],
  );
  if (roots.length === 0) return { roots: 0, instances: 0 };
  const rootKeys = roots.map((row) => row.key);
  const instances = await sql.query<{ key: string }>(
    `select key::text as key from process_instance where key = any($1::bigint[]) or root_process_instance_key = any($1::bigint[])`,
    [rootKeys],
  );
  const keys = instances.map((row) => row.key);
  await deleteInstances(sql, keys);
  return { roots: roots.length, instances: keys.length };
}

/** Deletes these instances and every row of theirs; the caller made sure none of them runs. */
export async function deleteInstances(sql: SqlRunner, keys: readonly string[]): Promise<void> {
  for (const [table, column] of INSTANCE_TABLES) await sql.query(`delete from ${table} where ${column} = any($1::bigint[])`, [keys]);
  await sql.query(`delete from process_instance where key = any($1::bigint[])`, [keys]);
}

/**
 * The decision instances of standalone evaluations (`POST /v2/decision-definitions/evaluation`) evaluated more than
 * `days` ago, a batch at a time: they belong to no instance, so no hierarchy takes them along.
 */
async function deleteOldStandaloneDecisionInstances(sql: SqlRunner, days: number, limit: number, locks: boolean): Promise<number> {
  const [row] = await sql.query<{ deleted: string }>(
    `with gone as (
       delete from decision_instance where (decision_evaluation_key, instance_index) in (
         select decision_evaluation_key, instance_index from decision_instance
          where process_instance_key is null and evaluation_date < ${CUTOFF}
          order by evaluation_date limit ${limit}${skipLocked(locks)}
       )
       returning 1
     )
     select count(*)::text as deleted from gone`,
    [days],
  );
  return Number(row?.deleted ?? 0);
}

async function deleteOldAuditEntries(sql: SqlRunner, days: number, limit: number, locks: boolean): Promise<number> {
  const [row] = await sql.query<{ deleted: string }>(
    `with gone as (
       delete from audit_log where key in (select key from audit_log where timestamp < ${CUTOFF} order by timestamp limit ${limit}${skipLocked(locks)})
       returning 1
     )
     select count(*)::text as deleted from gone`,
    [days],
  );
  return Number(row?.deleted ?? 0);
}

/**
 * Documents past the expiry their uploader gave, and uploads for a user task's completion that no completion took in
 * time (reads treat both as gone already), a batch at a time; their links go by cascade.
 */
async function deleteExpiredDocuments(sql: SqlRunner, limit: number): Promise<number> {
  const [row] = await sql.query<{ deleted: string }>(
    `with gone as (
       delete from document where document_id in (
         select document_id from document where expires_at <= now() order by expires_at limit ${limit} for update skip locked
       ) or document_id in (
         select document_id from document where pending_until <= now() order by pending_until limit ${limit} for update skip locked
       )
       returning 1
     )
     select count(*)::text as deleted from gone`,
  );
  return Number(row?.deleted ?? 0);
}
