import { ELEMENT_INSTANCE_TABLE } from './tables/element-instance.table.js';
import { INSTANCE_TABLES } from './tables/instance-tables.js';
import type { InstanceTable } from './tables/instance-table.js';
import { headSql } from './tables/process-instance.head.js';
import { partitionSql } from './partition.js';

/**
 * A table's live rows of the instance `p` as one JSON array; `instanceKey` is `p.key`, or the parameter that names
 * the instance when the load is by its key. Variables are reached from the instance's live element instances (two
 * index lookups): filtering them by an `exists` on element_instance let the planner hash-join against every active
 * element instance of every instance, a cost growing with the database.
 */
function liveRowsSql(table: InstanceTable, instanceKey: string, partition: string): string {
  if ('inLiveElement' in table.live) {
    return `(select coalesce(json_agg(t), '[]') from ${ELEMENT_INSTANCE_TABLE.name} e
            join ${table.name} t on t.process_instance_key = e.process_instance_key and t.partition_id = e.partition_id and t.${table.live.column} = e.key
           where e.process_instance_key = ${instanceKey} and e.partition_id = ${partition} and ${ELEMENT_INSTANCE_TABLE.liveSql('e')}) as "${table.field}"`;
  }
  const live = table.liveSql('t');
  return `(select coalesce(json_agg(t), '[]') from ${table.name} t
           where t.process_instance_key = ${instanceKey} and t.partition_id = ${partition}${live ? ` and ${live}` : ''}) as "${table.field}"`;
}

/**
 * An instance as a command needs it: its head and the live rows of each table (see live-rule.ts). Rows that are no
 * longer live stay for the searches (as Camunda's do) but are never loaded again, so a command's cost does not grow
 * with what an instance has finished.
 */
/** A running instance: a suspended one is loaded too, so that its runtime answers a command (refused, or resumption). */
const RUNNING = `p.state in ('ACTIVE', 'SUSPENDED')`;

/** The partition that $1, a key of the instance, names. */
const PARTITION = partitionSql('$1');

const LOAD_SQL = (where: string, instanceKey = 'p.key', partition = 'p.partition_id') => `
  select ${headSql('p')},
         ${INSTANCE_TABLES.map((table) => liveRowsSql(table, instanceKey, partition)).join(',\n         ')}
    from process_instance p
   where ${where}`;

/**
 * The load of the active instance that the row of `table` with key $1 belongs to. The key names the partition, so
 * every table is pinned to it: on Citus the statement goes to that partition's shard alone.
 */
const loadByRowKey = (table: string) =>
  LOAD_SQL(
    `p.key = (select process_instance_key from ${table} where key = $1 and partition_id = ${PARTITION}) and p.partition_id = ${PARTITION} and ${RUNNING}`,
    'p.key',
    PARTITION,
  );

/**
 * The load of an active instance by its key (exported for the spec that checks its plan at scale). Each table's
 * rows are asked for by the key itself, not by `p.key`: Citus then routes the statement to the instance's shard,
 * where the subqueries correlated with `p` made it a task on every shard (32 tasks, 400 ms against 25 ms on the
 * cluster at load 30); on one PostgreSQL each becomes an InitPlan of one index scan, as before.
 */
export const LOAD_BY_INSTANCE_KEY_SQL = LOAD_SQL(`p.key = $1 and p.partition_id = ${PARTITION} and ${RUNNING}`, '$1', PARTITION);

/**
 * The loads of several active instances in one statement (PostgreSQL starts the plan of eight tables once); $2 are
 * their partitions, so that on Citus it goes to their shards only.
 */
export const LOAD_MANY_SQL = LOAD_SQL(`p.key = any($1::bigint[]) and p.partition_id = any($2::smallint[]) and ${RUNNING}`);

/** The load of an active instance by each kind of locator (see InstanceLocator). */
export const LOCATOR_SQL = {
  processInstanceKey: LOAD_BY_INSTANCE_KEY_SQL,
  jobKey: loadByRowKey('job'),
  subscriptionKey: loadByRowKey('event_subscription'),
  userTaskKey: loadByRowKey('user_task'),
  incidentKey: loadByRowKey('incident'),
  elementInstanceKey: loadByRowKey('element_instance'),
};
