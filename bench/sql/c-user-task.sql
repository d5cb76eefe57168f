-- Workload C (start -> user task -> end), the least SQL an engine can do, one autocommitted statement per step:
-- 1. start: the instance, its element instances (process, start, task), the user task, a history row;
-- 2. completion: the user task, the task and the process completed, the end event, the instance completed, a history row.
with pi as (
  insert into process_instance (bpmn_process_id, state, revision, start_date)
  values ('bench-user-task', 'ACTIVE', 1, now()) returning key
), ei as (
  insert into element_instance (process_instance_key, flow_scope_key, element_id, state, start_date, end_date)
  select pi.key, case when e.id = 'bench-user-task' then null else pi.key end, e.id, e.state, now(), e.ended
    from pi, (values ('bench-user-task', 'ACTIVE', null::timestamptz), ('start', 'COMPLETED', now()), ('task', 'ACTIVE', null)) as e(id, state, ended)
  returning key, element_id
), ut as (
  insert into user_task (process_instance_key, element_instance_key, state, creation_date)
  select pi.key, ei.key, 'CREATED', now() from pi, ei where ei.element_id = 'task'
)
insert into history_batch (process_instance_key, first_sequence, events)
select key, 1, '[{"type":"ProcessInstanceCreated"},{"type":"ElementCompleted","elementId":"start"},{"type":"ElementActivated","elementId":"task"},{"type":"UserTaskCreated"}]'::json from pi
returning process_instance_key as pi \gset

with done as (
  update user_task set state = 'COMPLETED', completion_date = now() where process_instance_key = :pi and state = 'CREATED' returning element_instance_key
), task as (
  update element_instance set state = 'COMPLETED', end_date = now() from done where element_instance.key = done.element_instance_key
), process as (
  update element_instance set state = 'COMPLETED', end_date = now() where process_instance_key = :pi and flow_scope_key is null
), ended as (
  insert into element_instance (process_instance_key, flow_scope_key, element_id, state, start_date, end_date)
  values (:pi, :pi, 'end', 'COMPLETED', now(), now())
), instance as (
  update process_instance set state = 'COMPLETED', end_date = now(), revision = revision + 1 where key = :pi
)
insert into history_batch (process_instance_key, first_sequence, events)
values (:pi, 5, '[{"type":"UserTaskCompleted"},{"type":"ElementCompleted","elementId":"task"},{"type":"ElementCompleted","elementId":"end"},{"type":"ProcessInstanceCompleted"}]'::json);
