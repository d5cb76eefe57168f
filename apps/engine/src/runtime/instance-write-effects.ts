import { $, NONE, type InstanceWrite } from './instance-write-params.js';
import { INSTANCE_TABLES } from './tables/instance-tables.js';
import type { InstanceTable } from './tables/instance-table.js';

/**
 * The upsert of a table's changed rows (each names its instance, written only if the instance is): what a row may
 * change after its insert is the table's conflict columns.
 */
function upsertSql(table: InstanceTable): string {
  const rows = $(table.field);
  const columns = Object.entries(table.columns);
  const insert =
    table.insertFrom === 'recordset'
      ? `insert into ${table.name}
    select r.* from jsonb_populate_recordset(null::${table.name}, ${rows}::jsonb) r join p on p.key = r.process_instance_key`
      : `insert into ${table.name} (${columns.map(([name]) => name).join(', ')})
    select ${columns.map(([name, { sqlType }]) => (sqlType === 'jsonb' ? `r->'${name}'` : `(r->>'${name}')::${sqlType}`)).join(', ')}
      from jsonb_array_elements(${rows}::jsonb) r join p on p.key = (r->>'process_instance_key')::bigint`;
  const updates = [...table.conflict.map((column) => `${column} = excluded.${column}`), ...(table.conflictAlso ? [table.conflictAlso] : [])];
  return `${table.name}_rows as (
    ${insert}
    on conflict (key) do update set ${updates.join(', ')}
  )`;
}

/** A batch's closed subscriptions, each with its instance (the parts of a batch reach rows by their instance). */
const CLOSED_SUBSCRIPTIONS_OF_BATCH = `closed_subscriptions as (
    delete from event_subscription s
     using unnest(${$('closedSubscriptionInstanceKeys')}::bigint[], ${$('closedSubscriptionKeys')}::bigint[]) as c(process_instance_key, key)
     where s.process_instance_key = c.process_instance_key and s.key = c.key and c.process_instance_key in (select key from p)
  )`;

/**
 * The parts after the first CTE `p` (which inserts a new instance or moves the revision of a loaded one), each
 * written only when the command has something for it: a part with nothing to write still costs PostgreSQL a plan
 * node, an executor start and a JSON parse on every execution, and most commands touch three or four tables.
 */
export const EFFECTS: { present: (write: InstanceWrite) => boolean; sql: string; batchSql?: string }[] = [
  {
    present: (write) => write.history !== NONE,
    sql: `history as (
    insert into history_batch (process_instance_key, first_sequence, events)
    select p.key, p.first_sequence, ${$('history')}::json from p
  )`,
    batchSql: `history as (
    insert into history_batch (process_instance_key, first_sequence, events)
    select p.key, p.first_sequence, h.events
      from p join (select k.key, e.events
                     from unnest(${$('processInstanceKeys')}::bigint[]) with ordinality as k(key, n)
                     join json_array_elements(${$('histories')}::json) with ordinality as e(events, n) on e.n = k.n) h on h.key = p.key
  )`,
  },
  ...INSTANCE_TABLES.map((table) => ({ present: (write: InstanceWrite) => write[table.field].length > 0, sql: upsertSql(table) })),
  // One closed subscription (a timer fired, a message arrived) is the common case, and its own shape: a generic plan
  // counts `key = any($keys)` as ten keys, and without statistics on the table (a young database) PostgreSQL found that
  // plan worse than a custom one and planned the write again on every execution.
  {
    present: (write) => write.closedSubscriptionKeys.length === 1,
    sql: `closed_subscription as (
    delete from event_subscription
     where process_instance_key = ${$('processInstanceKey')} and key = (${$('closedSubscriptionKeys')}::bigint[])[1] and exists (select 1 from p)
  )`,
    batchSql: CLOSED_SUBSCRIPTIONS_OF_BATCH,
  },
  {
    present: (write) => write.closedSubscriptionKeys.length > 1,
    sql: `closed_subscriptions as (
    delete from event_subscription
     where process_instance_key = ${$('processInstanceKey')} and key = any(${$('closedSubscriptionKeys')}::bigint[]) and exists (select 1 from p)
  )`,
    batchSql: CLOSED_SUBSCRIPTIONS_OF_BATCH,
  },
  {
    present: (write) => write.idempotencyKey !== null,
    sql: `idempotent_answer as (
    update idempotency_key set response_status = ${$('answerStatus')}, response_body = ${$('answerBody')}::jsonb
     where caller = ${$('idempotencyCaller')} and route = ${$('idempotencyRoute')} and key = ${$('idempotencyKey')} and exists (select 1 from p)
  )`,
  },
  {
    present: (write) => write.signalOutbox !== NONE,
    sql: `signal_outbox as (
    insert into signal_outbox (key, signal_name, tenant_id, variables, created_at)
    select (r->>'key')::bigint, r->>'signalName', r->>'tenantId', r->'variables', (r->>'createdAt')::timestamptz
      from p cross join jsonb_array_elements(${$('signalOutbox')}::jsonb) r
  )`,
  },
  {
    present: (write) => write.commandOutbox !== NONE,
    sql: `command_outbox as (
    insert into instance_command_outbox (key, process_instance_key, source_process_instance_key, command, creation, created_at)
    select (r->>'key')::bigint, (r->>'processInstanceKey')::bigint, p.key, r->'command', nullif(r->'creation', 'null'::jsonb),
           (r->>'createdAt')::timestamptz
      from p cross join jsonb_array_elements(${$('commandOutbox')}::jsonb) r
  )`,
  },
];
