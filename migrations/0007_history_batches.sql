-- History is written as one row per command (a batch of consecutive events) instead of one row per event:
-- a job completion that moves a token through four elements writes one history row, not fifteen. The
-- per-event view keeps the same columns as before, each event with its own per-instance sequence number.
create table history_batch (
  process_instance_key  bigint not null,
  first_sequence        bigint not null,
  -- [{type, elementId, elementInstanceKey, payload, createdAt}, ...] in order; event i has first_sequence + i
  events                jsonb not null,
  primary key (process_instance_key, first_sequence)
);

insert into history_batch (process_instance_key, first_sequence, events)
select process_instance_key, sequence,
       jsonb_build_array(jsonb_build_object('type', type, 'elementId', element_id,
         'elementInstanceKey', element_instance_key::text, 'payload', payload, 'createdAt', created_at))
  from history_event;

drop table history_event;

create view history_event as
select b.process_instance_key,
       b.first_sequence + e.ordinality - 1 as sequence,
       e.value->>'type' as type,
       e.value->>'elementId' as element_id,
       (e.value->>'elementInstanceKey')::bigint as element_instance_key,
       e.value->'payload' as payload,
       (e.value->>'createdAt')::timestamptz as created_at
  from history_batch b
  cross join lateral jsonb_array_elements(b.events) with ordinality as e(value, ordinality);
