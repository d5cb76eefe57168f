-- History batches are kept as the JSON text the engine writes (json), not as jsonb. History is written on every
-- command and read rarely (the history API, recovery, audits), and a waiting instance's history is most of its
-- disk: the text of a creation's batch compresses to about two thirds of its jsonb form (a waiting instance of the
-- waiting-instances benchmark: 745 B instead of 1,063 B of history), and PostgreSQL only checks the text on insert
-- instead of building jsonb. The per-event view still yields jsonb, converting a batch as it is read, so every query
-- on it stays as it was.
drop view history_event;
drop trigger history_batch_correlated_messages on history_batch;

alter table history_batch alter column events type json using events::text::json;

create view history_event as
select b.process_instance_key,
       b.first_sequence + e.ordinality - 1 as sequence,
       e.value->>'type' as type,
       e.value->>'elementId' as element_id,
       (e.value->>'elementInstanceKey')::bigint as element_instance_key,
       e.value->'payload' as payload,
       (e.value->>'createdAt')::timestamptz as created_at,
       coalesce((e.value->>'schemaVersion')::integer, 1) as schema_version,
       e.value as stored_event
  from history_batch b
  cross join lateral jsonb_array_elements(b.events::jsonb) with ordinality as e(value, ordinality);

create or replace function record_correlated_messages() returns trigger language plpgsql as $$
begin
  insert into correlated_message_subscription (subscription_key, message_key, message_name, correlation_key, correlation_time,
    process_instance_key, element_instance_key, element_id, process_definition_key, bpmn_process_id, tenant_id)
  select (e.value->'payload'->>'subscriptionKey')::bigint, (e.value->'payload'->>'messageKey')::bigint,
         e.value->'payload'->>'messageName', e.value->'payload'->>'correlationKey', (e.value->>'createdAt')::timestamptz,
         p.key, nullif((e.value->'payload'->>'elementInstanceKey')::bigint, p.key), e.value->'payload'->>'elementId',
         p.process_definition_key, p.bpmn_process_id, p.tenant_id
    from jsonb_array_elements(new.events::jsonb) with ordinality as e(value, ordinality)
    join process_instance p on p.key = new.process_instance_key
   where e.value->>'type' = 'EventTriggered' and e.value->'payload'->>'kind' = 'message'
   order by e.ordinality;
  return null;
end
$$;

-- A search of the text, not a parse, keeps every other history write from calling the function: it may let through
-- a batch with a timer's trigger and a message subscription, which the function then finds nothing in.
create trigger history_batch_correlated_messages after insert on history_batch for each row
  when (strpos(new.events::text, '"EventTriggered"') > 0 and strpos(new.events::text, '"message"') > 0)
  execute function record_correlated_messages();
