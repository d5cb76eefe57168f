import { Injectable } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import { PgPool } from '../database/pg-pool.js';
import { Partitions } from '../runtime/partitions.js';
import { partitionSql } from '../runtime/partition.js';

/** A due timer this engine process holds for a short lease. */
export interface ClaimedTimer {
  key: string;
  /** null for a timer start event, which belongs to its process definition. */
  processInstanceKey: string | null;
  processDefinitionKey: string;
  elementId: string;
  /** The due time the claim was taken for: a fire for any other due time was already done by someone else. */
  dueAt: number;
}

/** A claimed timer, or (key null) the one row that carries the next due time. */
interface ClaimRow {
  key: string | null;
  process_instance_key: string | null;
  process_definition_key: string | null;
  element_id: string | null;
  due_at: Date | null;
  next_due_at: Date | null;
}

/** Long enough for any batch to fire many times over; short enough that a crashed engine's timers fire soon after. */
export const CLAIM_LEASE_SECONDS = 10;

/** What one round of the scheduler found: the timers it claimed and when the next one nobody holds is due. */
export interface ClaimRound {
  claimed: ClaimedTimer[];
  /** The earliest due time after `now` (null: no such timer): when to look again at the latest. */
  nextDueAt: number | null;
}

/** A timer row of `alias` due by engine time and held by nobody. */
const dueAndFree = (alias: string, clock: string) =>
  `${alias}.kind = 'timer' and ${alias}.due_at <= $1::timestamptz and (${alias}.claimed_until is null or ${alias}.claimed_until < ${clock})`;

/*
 * Due means due by engine time ($1, which tests may pin); the lease runs on the database's clock, the one clock every
 * engine process on the database shares. SKIP LOCKED lets concurrent claims pass each other instead of queueing.
 * One statement claims the timers of instances (event_subscription) and of start events (start_event_subscription),
 * up to the limit of each, and reads the next due time, so an idle engine costs one query per wake-up.
 * (`= any(array(...))` makes the update find the claimed rows by primary key; a join would scan every waiting
 * subscription.) Without row locks (Citus, database/row-locks.ts) the update checks again that each timer is due and free: a timer
 * another engine process claimed meanwhile fails that check under the update's row lock and is not claimed twice;
 * and the lease is taken from the statement's time (`now()`): Citus refuses a volatile function in an update. On
 * Citus the instances' timers are claimed one partition at a time (each statement pinned to one shard, row locks
 * taken there), the start events' timers (a reference table) without row locks.
 */
const claimFrom = (table: string, rowLocks: boolean, partition = '') => {
  const clock = rowLocks && !partition ? 'clock_timestamp()' : 'now()';
  const pinned = (alias: string) => (partition ? `${alias}.partition_id = ${partition} and ` : '');
  return `
    update ${table} s
       set claimed_until = ${clock} + make_interval(secs => $3)
     where ${pinned('s')}s.key = any(array(
             select key from ${table} t
              where ${pinned('t')}${dueAndFree('t', clock)}
              order by due_at
              limit $2${rowLocks ? '\n              for update skip locked))' : `))\n       and ${dueAndFree('s', clock)}`}`;
};
const nextDueIn = (table: string, partition = '') =>
  `(select due_at from ${table} where ${partition ? `partition_id = ${partition} and ` : ''}kind = 'timer' and due_at > $1::timestamptz order by due_at limit 1)`;

const CLAIMED = `key::text as key, process_instance_key::text as process_instance_key, process_definition_key::text as process_definition_key,
         element_id, due_at, null::timestamptz as next_due_at`;
const INSTANCE_TIMER = 'returning s.key, s.process_instance_key, s.process_definition_key, s.element_id, s.due_at';
const START_TIMER = 'returning s.key, null::bigint as process_instance_key, s.process_definition_key, s.element_id, s.due_at';

/** One PostgreSQL: the timers of instances and of start events, and the next due time, in one statement. */
const CLAIM_SQL = `
  with claimed as (${claimFrom('event_subscription', true)}
    ${INSTANCE_TIMER}
  ),
  claimed_starts as (${claimFrom('start_event_subscription', true)}
    ${START_TIMER}
  )
  select ${CLAIMED} from claimed
  union all
  select key::text, null, process_definition_key::text, element_id, due_at, null from claimed_starts
  union all
  select null, null, null, null, null, least(${nextDueIn('event_subscription')}, ${nextDueIn('start_event_subscription')})`;

/** Citus: the timers of one partition's instances ($4) and its next due time, on its shard alone, with row locks as on one PostgreSQL. */
const CLAIM_PARTITION_SQL = `
  with claimed as (${claimFrom('event_subscription', true, '$4::smallint')}
    ${INSTANCE_TIMER}
  )
  select ${CLAIMED} from claimed
  union all
  select null, null, null, null, null, ${nextDueIn('event_subscription', '$4::smallint')}`;

/** Citus: the timers of start events (a reference table: no row locks there, database/row-locks.ts) and their next due time. */
const CLAIM_STARTS_SQL = `
  with claimed_starts as (${claimFrom('start_event_subscription', false)}
    ${START_TIMER}
  )
  select ${CLAIMED} from claimed_starts
  union all
  select null, null, null, null, null, ${nextDueIn('start_event_subscription')}`;

/** The claimed timers of a round's rows, earliest first, and the earliest next due time of its rows that carry one. */
function roundOf(rows: ClaimRow[]): ClaimRound {
  const claimed: ClaimedTimer[] = [];
  let nextDueAt: number | null = null;
  for (const row of rows) {
    if (row.key === null) {
      const due = row.next_due_at?.getTime() ?? null;
      if (due !== null && (nextDueAt === null || due < nextDueAt)) nextDueAt = due;
      continue;
    }
    claimed.push({
      key: row.key,
      processInstanceKey: row.process_instance_key,
      processDefinitionKey: row.process_definition_key as string,
      elementId: row.element_id as string,
      dueAt: (row.due_at as Date).getTime(),
    });
  }
  return { claimed: claimed.sort((a, b) => a.dueAt - b.dueAt), nextDueAt };
}

/** The timer rows of event_subscription and start_event_subscription, as the scheduler sees them: due, claimed, released. */
@Injectable()
export class TimerClaims {
  private readonly byPartition: boolean;
  /** Where this process's next round over the partitions starts: one further each round, so that no partition is always served last. */
  private nextStart = 0;

  constructor(
    private readonly pg: PgPool,
    private readonly partitions: Partitions,
    config: EngineConfig,
  ) {
    this.byPartition = config.databaseMode === 'citus';
  }

  /**
   * Claims up to `limit` timers of instances and up to `limit` timers of start events due at `now` that nobody holds,
   * earliest first: a round that claimed `limit` or more may have left some due. On Citus the instances' timers are
   * claimed partition after partition, each statement on one shard, until `limit` are claimed.
   */
  async claimDue(now: number, limit: number): Promise<ClaimRound> {
    const parameters = [new Date(now).toISOString(), limit, CLAIM_LEASE_SECONDS];
    if (!this.byPartition) return roundOf(await this.pg.query<ClaimRow>(CLAIM_SQL, parameters));
    const rows = await this.pg.query<ClaimRow>(CLAIM_STARTS_SQL, parameters);
    const partitions = this.partitions.all();
    const start = this.nextStart++ % partitions.length;
    let instanceTimers = 0;
    for (let index = 0; index < partitions.length && instanceTimers < limit; index++) {
      const claimed = await this.pg.query<ClaimRow>(CLAIM_PARTITION_SQL, [...parameters, partitions[(start + index) % partitions.length]]);
      instanceTimers += claimed.filter((row) => row.key !== null).length;
      rows.push(...claimed);
    }
    return roundOf(rows);
  }

  /** Gives claims back (at shutdown, for timers not fired yet) so another engine process need not wait for the lease. */
  async release(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.pg.query(
      `with instances as (update event_subscription set claimed_until = null where key = any($1::bigint[]))
       update start_event_subscription set claimed_until = null where key = any($1::bigint[])`,
      [keys],
    );
  }

  /**
   * Drops a timer whose process instance is no longer active. The runtime closes subscriptions with their element,
   * so this only happens if something went wrong; without it the timer would be claimed again after every lease.
   */
  async deleteOrphan(key: string): Promise<boolean> {
    const rows = await this.pg.query(
      `delete from event_subscription s
        where s.key = $1 and s.partition_id = ${partitionSql('$1')}
          and not exists (select 1 from process_instance p
                           where p.key = s.process_instance_key and p.partition_id = s.partition_id and p.state = 'ACTIVE')
       returning s.key`,
      [key],
    );
    return rows.length > 0;
  }
}
