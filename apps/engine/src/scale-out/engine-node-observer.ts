import type pg from 'pg';

/** The PostgreSQL application_name of engine process number `index` (1-based) in a spec. */
export const nodeName = (index: number): string => `baton-node-${index}`;

/** The database URL that makes an engine process's connections carry its node name. */
export function urlOfNode(databaseUrl: string, index: number): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', nodeName(index));
  return url.toString();
}

/**
 * Records, for every history event the engines write from now on, which engine process wrote it: a trigger on
 * history_batch copies each event with the application_name of the writing connection into spec_node_event. It is
 * installed in the spec's own database only, so the engine needs no node identity of its own to be observed.
 */
export async function observeWritingNodes(db: pg.Client): Promise<void> {
  await db.query(`
    create table spec_node_event (node text not null, process_instance_key bigint not null, type text not null, payload jsonb);
    create function spec_record_node_event() returns trigger language plpgsql as $$
    begin
      insert into spec_node_event (node, process_instance_key, type, payload)
      select current_setting('application_name'), new.process_instance_key, e->>'type', e->'payload'
        from jsonb_array_elements(new.events::jsonb) e;
      return null;
    end $$;
    create trigger spec_node_event after insert on history_batch for each row execute function spec_record_node_event();`);
}

/** How many events of each type (timers and messages apart: `EventTriggered:timer`) each node wrote. */
export async function eventsByNode(db: pg.Client): Promise<Record<string, Record<string, number>>> {
  const { rows } = await db.query<{ node: string; type: string; n: number }>(
    `select node, case when type = 'EventTriggered' then type || ':' || (payload->>'kind') else type end as type, count(*)::int as n
       from spec_node_event group by 1, 2`,
  );
  const byNode: Record<string, Record<string, number>> = {};
  for (const { node, type, n } of rows) (byNode[node] ??= {})[type] = n;
  return byNode;
}
