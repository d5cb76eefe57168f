import type pg from 'pg';

/** The PostgreSQL application_name of engine process number `index` (1-based) in a spec. */
export const nodeName = (index: number): string => `baton-node-${index}`;

/** The database URL that makes an engine process's connections carry its node name. */
export function urlOfNode(databaseUrl: string, index: number): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', nodeName(index));
  return url.toString();
}

/** Which engine process wrote which history events, once they are written. */
export interface NodeObserver {
  /** How many events of each type (timers and messages apart: `EventTriggered:timer`) each node wrote. */
  eventsByNode(): Promise<Record<string, Record<string, number>>>;
}

/** One statement each: Citus hands each DDL on to the workers as it is, where several in one are refused. */
const RECORD_FUNCTION = [
  `create function spec_record_node_event() returns trigger language plpgsql as $$
    begin
      insert into spec_node_event (node, process_instance_key, type, payload, partition_id)
      select current_setting('application_name'), new.process_instance_key, e->>'type', e->'payload', new.partition_id
        from jsonb_array_elements(new.events::jsonb) e;
      return null;
    end $$`,
  'create trigger spec_node_event after insert on history_batch for each row execute function spec_record_node_event()',
];

async function recordWritingNodes(db: pg.Client): Promise<void> {
  for (const statement of RECORD_FUNCTION) await db.query(statement);
}

/** A worker's connection for a coordinator's backend: Citus names it by the backend's global pid (node id × 10^10 + pid). */
const CITUS_CONNECTION = /^citus_internal gpid=(\d+)$/;
const GPID_NODE = 10_000_000_000n;
/** Often enough that a pooled connection of an engine is seen while it lives (the pool keeps them 10 s idle). */
const CITUS_POLL_MS = 100;

/**
 * Records, for every history event the engines write from now on, which engine process wrote it: a trigger on
 * history_batch copies each event with the application_name of the writing connection into spec_node_event. It is
 * installed in the spec's own database only, so the engine needs no node identity of its own to be observed.
 *
 * On Citus the trigger runs on the workers' shards (spec_node_event is distributed beside history_batch), where the
 * writing connection is Citus's, named by the global pid of the coordinator backend it serves: the observer reads the
 * coordinator's backends' names while the spec runs, and names each event's node by its backend.
 */
export async function observeWritingNodes(db: pg.Client): Promise<NodeObserver> {
  const [{ citus }] = (await db.query<{ citus: boolean }>(`select exists (select 1 from pg_extension where extname = 'citus') as citus`)).rows as [
    { citus: boolean },
  ];
  await db.query(
    'create table spec_node_event (node text not null, process_instance_key bigint not null, type text not null, payload jsonb, partition_id smallint not null)',
  );
  if (!citus) {
    await recordWritingNodes(db);
    return { eventsByNode: () => countByNode(db, (node) => node) };
  }
  await db.query(`select create_distributed_table('spec_node_event', 'partition_id', colocate_with => 'history_batch')`);
  // Citus refuses a trigger on a distributed table unless told that the spec knows what its trigger does.
  await db.query('set citus.enable_unsafe_triggers = on');
  await recordWritingNodes(db);
  const [{ gpid }] = (await db.query<{ gpid: string }>('select citus_backend_gpid()::text as gpid')).rows as [{ gpid: string }];
  const coordinator = BigInt(gpid) / GPID_NODE;
  const names = new Map<string, string>();
  const poll = async () => {
    const { rows } = await db.query<{ pid: number; name: string }>(
      `select pid, application_name as name from pg_stat_activity where datname = current_database() and application_name like 'baton-node-%'`,
    );
    for (const { pid, name } of rows) names.set(String(pid), name);
  };
  await poll();
  const timer = setInterval(() => void poll().catch(() => undefined), CITUS_POLL_MS);
  timer.unref();
  return {
    eventsByNode: async () => {
      clearInterval(timer);
      return countByNode(db, (node) => {
        const global = CITUS_CONNECTION.exec(node)?.[1];
        if (global === undefined || BigInt(global) / GPID_NODE !== coordinator) return node;
        return names.get(String(BigInt(global) % GPID_NODE)) ?? node;
      });
    },
  };
}

async function countByNode(db: pg.Client, nodeOf: (recorded: string) => string): Promise<Record<string, Record<string, number>>> {
  const { rows } = await db.query<{ node: string; type: string; n: number }>(
    `select node, case when type = 'EventTriggered' then type || ':' || (payload->>'kind') else type end as type, count(*)::int as n
       from spec_node_event group by 1, 2`,
  );
  const byNode: Record<string, Record<string, number>> = {};
  for (const { node, type, n } of rows) {
    const counts = (byNode[nodeOf(node)] ??= {});
    counts[type] = (counts[type] ?? 0) + n;
  }
  return byNode;
}
