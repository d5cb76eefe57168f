-- History that survives upgrades: every stored event names the schema version of its shape (`schemaVersion` in
-- its element of history_batch.events), so that an engine can read events written by older engines through its
-- upcasters (apps/engine/src/history/history-upcasters.ts), and refuses those of a version newer than it knows
-- instead of misreading them. Events stored before this migration carry no version: they are version 1, the shape
-- the first engine wrote. The version sits in each event rather than in a column of history_batch, so that the code building
-- the events states it and the statements inserting them stay as they are.
--
-- The view is how SQL reads history (claims recovery, tests, benchmarks): it now also shows each event's version
-- and the event as stored (for the engine's upcasters). A migration that changes a stored shape must redefine the
-- view's other columns so that they read every version still stored.
create or replace view history_event as
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
  cross join lateral jsonb_array_elements(b.events) with ordinality as e(value, ordinality);
