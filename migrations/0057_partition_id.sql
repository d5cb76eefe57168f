-- Partitions (issue 45, docs/scaling-out.md "Partitions"): every key of an instance carries its partition in its top
-- bits (key >> 51, as Zeebe's keys carry theirs), and every instance-scoped row carries it in `partition_id`, the
-- column Citus distributes these tables by. A command by job, user task, subscription or incident key then reads the
-- partition from the key and pins its statements to one shard; claims go round the partitions one shard at a time.
-- On one PostgreSQL there is one partition, 1: keys keep their values (key_seq starts at 2^51 + 1), and every row
-- written before this migration is in it. No default stays after this migration: a write that forgets the column
-- fails instead of putting a row on another partition's shard.
alter table process_instance add column partition_id smallint not null default 1;
alter table element_instance add column partition_id smallint not null default 1;
alter table variable add column partition_id smallint not null default 1;
alter table job add column partition_id smallint not null default 1;
alter table incident add column partition_id smallint not null default 1;
alter table event_subscription add column partition_id smallint not null default 1;
alter table user_task add column partition_id smallint not null default 1;
alter table compensation add column partition_id smallint not null default 1;
alter table history_batch add column partition_id smallint not null default 1;
alter table instance_command_outbox add column partition_id smallint not null default 1;
alter table correlated_message_subscription add column partition_id smallint not null default 1;
alter table message_subscription_outbox add column partition_id smallint not null default 1;

alter table process_instance alter column partition_id drop default;
alter table element_instance alter column partition_id drop default;
alter table variable alter column partition_id drop default;
alter table job alter column partition_id drop default;
alter table incident alter column partition_id drop default;
alter table event_subscription alter column partition_id drop default;
alter table user_task alter column partition_id drop default;
alter table compensation alter column partition_id drop default;
alter table history_batch alter column partition_id drop default;
alter table instance_command_outbox alter column partition_id drop default;
alter table correlated_message_subscription alter column partition_id drop default;
alter table message_subscription_outbox alter column partition_id drop default;

create or replace view history_event as
select b.process_instance_key,
       b.first_sequence + e.ordinality - 1 as sequence,
       e.value->>'type' as type,
       e.value->>'elementId' as element_id,
       (e.value->>'elementInstanceKey')::bigint as element_instance_key,
       e.value->'payload' as payload,
       (e.value->>'createdAt')::timestamptz as created_at,
       coalesce((e.value->>'schemaVersion')::integer, 1) as schema_version,
       e.value as stored_event,
       b.partition_id
  from history_batch b
  cross join lateral jsonb_array_elements(b.events::jsonb) with ordinality as e(value, ordinality);

-- The instance is found by its partition as well: on Citus the trigger runs on the batch's shard, which holds it.
create or replace function record_correlated_messages() returns trigger language plpgsql as $$
begin
  insert into correlated_message_subscription (subscription_key, message_key, message_name, correlation_key, correlation_time,
    process_instance_key, element_instance_key, element_id, process_definition_key, bpmn_process_id, tenant_id, partition_id)
  select (e.value->'payload'->>'subscriptionKey')::bigint, (e.value->'payload'->>'messageKey')::bigint,
         e.value->'payload'->>'messageName', e.value->'payload'->>'correlationKey', (e.value->>'createdAt')::timestamptz,
         p.key, nullif((e.value->'payload'->>'elementInstanceKey')::bigint, p.key), e.value->'payload'->>'elementId',
         p.process_definition_key, p.bpmn_process_id, p.tenant_id, p.partition_id
    from jsonb_array_elements(new.events::jsonb) with ordinality as e(value, ordinality)
    join process_instance p on p.key = new.process_instance_key and p.partition_id = new.partition_id
   where e.value->>'type' = 'EventTriggered' and e.value->'payload'->>'kind' = 'message'
   order by e.ordinality;
  return null;
end
$$;
