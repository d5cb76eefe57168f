import { $, NONE, type InstanceWrite } from './instance-write-params.js';
import { insertDecisionInstancesSql } from './tables/decision-instance.table.js';
import { INSTANCE_TABLES } from './tables/instance-tables.js';
import type { InstanceTable } from './tables/instance-table.js';
import { partitionSql } from './partition.js';

/**
 * The upsert of a table's changed rows (each names its instance, written only if the instance is): what a row may
 * change after its insert is the table's conflict columns. The conflict is on the primary key by its name: `(key)` on
 * one PostgreSQL, `(key, partition_id)` on Citus (database/citus-placement.ts), one statement for both.
 */
function upsertSql(table: InstanceTable): string {
  const rows = $(table.field);
  const columns = Object.entries(table.columns);
  const insert =
    table.insertFrom === 'recordset'
      ? `insert into ${table.name} (${columns.map(([name]) => name).join(', ')}, partition_id)
    select ${columns.map(([name]) => `r.${name}`).join(', ')}, p.partition_id
      from jsonb_populate_recordset(null::${table.name}, ${rows}::jsonb) r join p on p.key = r.process_instance_key`
      : `insert into ${table.name} (${columns.map(([name]) => name).join(', ')}, partition_id)
    select ${columns.map(([name, { sqlType }]) => (sqlType === 'jsonb' ? `r->'${name}'` : `(r->>'${name}')::${sqlType}`)).join(', ')}, p.partition_id
      from jsonb_array_elements(${rows}::jsonb) r join p on p.key = (r->>'process_instance_key')::bigint`;
  const updates = [...table.conflict.map((column) => `${column} = excluded.${column}`), ...(table.conflictAlso ? [table.conflictAlso] : [])];
  return `${table.name}_rows as (
    ${insert}
    on conflict on constraint ${table.name}_pkey do update set ${updates.join(', ')}
  )`;
}

/**
 * The parts after the first CTE `p` (which inserts new instances or moves the revisions of loaded ones), each
 * written only when a write of the statement has something for it: a part with nothing to write still costs
 * PostgreSQL a plan node, an executor start and a JSON parse on every execution, and most commands touch three or
 * four tables. Every part reaches its rows' instance in `p`, so an instance whose revision moved on gets none.
 */
export const EFFECTS: { present: (write: InstanceWrite) => boolean; sql: string }[] = [
  {
    present: (write) => write.history !== NONE,
    sql: `history as (
    insert into history_batch (process_instance_key, first_sequence, events, partition_id)
    select p.key, p.first_sequence, h.events, p.partition_id
      from p join (select k.key, e.events
                     from unnest(${$('processInstanceKeys')}::bigint[]) with ordinality as k(key, n)
                     join json_array_elements(${$('histories')}::json) with ordinality as e(events, n) on e.n = k.n) h on h.key = p.key
  )`,
  },
  ...INSTANCE_TABLES.map((table) => ({ present: (write: InstanceWrite) => write[table.field].length > 0, sql: upsertSql(table) })),
  {
    present: (write) => write.decisionInstances.length > 0,
    sql: `decision_instances as (
    ${insertDecisionInstancesSql($('decisionInstances'), `join p on p.key = (r->>'process_instance_key')::bigint`)}
  )`,
  },
  {
    present: (write) => write.closedSubscriptionKeys.length > 0,
    sql: `closed_subscriptions as (
    delete from event_subscription s
     using unnest(${$('closedSubscriptionInstanceKeys')}::bigint[], ${$('closedSubscriptionKeys')}::bigint[]) as c(process_instance_key, key)
     where s.process_instance_key = c.process_instance_key and s.partition_id = ${partitionSql('c.process_instance_key')} and s.key = c.key
       and s.partition_id = any(${$('partitionIds')}::smallint[]) and c.process_instance_key in (select key from p)
  )`,
  },
  {
    present: (write) => write.idempotencyKey !== null,
    sql: `idempotent_answers as (
    update idempotency_key k set response_status = a.status, response_body = a.body
      from (select w.process_instance_key, w.caller, w.route, w.key, w.partition_id, w.status, b.body
              from unnest(${$('answerInstanceKeys')}::bigint[], ${$('idempotencyCallers')}::text[], ${$('idempotencyRoutes')}::text[],
                          ${$('idempotencyKeys')}::text[], ${$('idempotencyPartitions')}::smallint[], ${$('answerStatuses')}::integer[])
                   with ordinality as w(process_instance_key, caller, route, key, partition_id, status, n)
              join jsonb_array_elements(${$('answerBodies')}::jsonb) with ordinality as b(body, n) on b.n = w.n) a
     where k.caller = a.caller and k.route = a.route and k.key = a.key and k.partition_id = a.partition_id
       and k.partition_id = any(${$('idempotencyPartitions')}::smallint[]) and a.process_instance_key in (select key from p)
  )`,
  },
  {
    present: (write) => write.signalOutbox.length > 0,
    sql: `signal_outbox as (
    insert into signal_outbox (key, signal_name, tenant_id, variables, created_at)
    select (r->>'key')::bigint, r->>'signalName', r->>'tenantId', r->'variables', (r->>'createdAt')::timestamptz
      from jsonb_array_elements(${$('signalOutbox')}::jsonb) r join p on p.key = (r->>'processInstanceKey')::bigint
  )`,
  },
  {
    present: (write) => write.commandOutbox.length > 0,
    sql: `command_outbox as (
    insert into instance_command_outbox (key, process_instance_key, source_process_instance_key, command, creation, created_at, partition_id)
    select (r->>'key')::bigint, (r->>'processInstanceKey')::bigint, p.key, r->'command', nullif(r->'creation', 'null'::jsonb),
           (r->>'createdAt')::timestamptz, ${partitionSql(`r->>'processInstanceKey'`)}
      from jsonb_array_elements(${$('commandOutbox')}::jsonb) r join p on p.key = (r->>'sourceProcessInstanceKey')::bigint
  )`,
  },
  {
    // Citus mode only: a later hand-over of the same subscription and direction (a suspension's close, again) takes the row over.
    present: (write) => write.messageSubscriptionOutbox.length > 0,
    sql: `message_subscription_outbox as (
    insert into message_subscription_outbox (process_instance_key, key, opened, correlation_key, message_name, tenant_id, bpmn_process_id, created_at,
                                             partition_id)
    select p.key, (r->>'key')::bigint, (r->>'opened')::boolean, r->>'correlationKey', r->>'messageName', r->>'tenantId', r->>'bpmnProcessId',
           (r->>'createdAt')::timestamptz, p.partition_id
      from jsonb_array_elements(${$('messageSubscriptionOutbox')}::jsonb) r join p on p.key = (r->>'processInstanceKey')::bigint
    on conflict on constraint message_subscription_outbox_pkey do update set created_at = excluded.created_at
  )`,
  },
];
