import { $, NONE, type InstanceWrite } from './instance-write-params.js';

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
  {
    present: (write) => write.elementInstances.length > 0,
    sql: `element_instances as (
    insert into element_instance
    select r.* from jsonb_populate_recordset(null::element_instance, ${$('elementInstances')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, end_date = excluded.end_date, incident_key = excluded.incident_key,
       job_key = excluded.job_key, pending_joins = excluded.pending_joins, completion_variables = excluded.completion_variables,
       called_process_instance_key = excluded.called_process_instance_key,
       element_id = excluded.element_id, element_type = excluded.element_type, process_definition_key = excluded.process_definition_key
  )`,
  },
  {
    present: (write) => write.variables.length > 0,
    sql: `variables as (
    insert into variable (key, process_instance_key, scope_key, name, value)
    select (r->>'key')::bigint, (r->>'process_instance_key')::bigint, (r->>'scope_key')::bigint, r->>'name', r->'value'
      from jsonb_array_elements(${$('variables')}::jsonb) r join p on p.key = (r->>'process_instance_key')::bigint
    on conflict (key) do update set value = excluded.value
  )`,
  },
  {
    present: (write) => write.jobs.length > 0,
    sql: `jobs as (
    insert into job
    select r.* from jsonb_populate_recordset(null::job, ${$('jobs')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, retries = excluded.retries, retry_at = excluded.retry_at,
       error_message = excluded.error_message, ended_at = excluded.ended_at, worker = excluded.worker, deadline = excluded.deadline,
       element_id = excluded.element_id, type = excluded.type, custom_headers = excluded.custom_headers,
       process_definition_key = excluded.process_definition_key, bpmn_process_id = excluded.bpmn_process_id,
       process_definition_version = excluded.process_definition_version
  )`,
  },
  {
    present: (write) => write.incidents.length > 0,
    sql: `incidents as (
    insert into incident
    select r.* from jsonb_populate_recordset(null::incident, ${$('incidents')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, resolved_at = excluded.resolved_at, element_id = excluded.element_id,
       process_definition_key = excluded.process_definition_key, bpmn_process_id = excluded.bpmn_process_id
  )`,
  },
  {
    present: (write) => write.subscriptions.length > 0,
    sql: `subscriptions as (
    insert into event_subscription
    select r.* from jsonb_populate_recordset(null::event_subscription, ${$('subscriptions')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set due_at = excluded.due_at, repetitions_left = excluded.repetitions_left,
       claimed_until = null, -- a rescheduled timer is free for the next fire (the claim was for the previous due time)
       element_id = excluded.element_id, interrupting = excluded.interrupting, message_name = excluded.message_name,
       correlation_key = excluded.correlation_key, signal_name = excluded.signal_name,
       process_definition_key = excluded.process_definition_key, bpmn_process_id = excluded.bpmn_process_id
  )`,
  },
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
    present: (write) => write.userTasks.length > 0,
    sql: `user_tasks as (
    insert into user_task
    select r.* from jsonb_populate_recordset(null::user_task, ${$('userTasks')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, assignee = excluded.assignee, candidate_groups = excluded.candidate_groups,
       candidate_users = excluded.candidate_users, due_date = excluded.due_date, follow_up_date = excluded.follow_up_date,
       priority = excluded.priority, revision = excluded.revision, completed_at = excluded.completed_at,
       element_id = excluded.element_id, custom_headers = excluded.custom_headers, process_definition_key = excluded.process_definition_key,
       bpmn_process_id = excluded.bpmn_process_id, process_definition_version = excluded.process_definition_version
  )`,
  },
  {
    present: (write) => write.compensations.length > 0,
    sql: `compensations as (
    insert into compensation
    select r.* from jsonb_populate_recordset(null::compensation, ${$('compensations')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, throw_element_instance_key = excluded.throw_element_instance_key,
       queue_position = excluded.queue_position, handler_element_instance_key = excluded.handler_element_instance_key,
       element_id = excluded.element_id, handler_id = excluded.handler_id
  )`,
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
