-- Workload A (start -> end), the least SQL an engine can do: one autocommitted statement writes the completed
-- instance, its three element instances (process, start, end) and one history row.
with pi as (
  insert into process_instance (bpmn_process_id, state, revision, start_date, end_date)
  values ('bench-start-end', 'COMPLETED', 1, now(), now()) returning key
), ei as (
  insert into element_instance (process_instance_key, flow_scope_key, element_id, state, start_date, end_date)
  select pi.key, case when e.id = 'bench-start-end' then null else pi.key end, e.id, 'COMPLETED', now(), now()
    from pi, (values ('bench-start-end'), ('start'), ('end')) as e(id)
)
insert into history_batch (process_instance_key, first_sequence, events)
select key, 1, '[{"type":"ProcessInstanceCreated"},{"type":"ElementCompleted","elementId":"start"},{"type":"ElementCompleted","elementId":"end"},{"type":"ProcessInstanceCompleted"}]'::json from pi;
