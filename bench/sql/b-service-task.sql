-- Workload B (start -> service task -> end), the least SQL an engine can do, one autocommitted statement per step:
-- 1. start: the instance, its element instances (process, start, task), the job, a history row;
-- 2. activation: take the oldest activatable job of the type (SKIP LOCKED, as workers compete), a history row;
-- 3. completion: the job, the task and the process completed, the end event written, the instance completed, a history row.
with pi as (
  insert into process_instance (bpmn_process_id, state, revision, start_date)
  values ('bench-process', 'ACTIVE', 1, now()) returning key
), ei as (
  insert into element_instance (process_instance_key, flow_scope_key, element_id, state, start_date, end_date)
  select pi.key, case when e.id = 'bench-process' then null else pi.key end, e.id, e.state, now(), e.ended
    from pi, (values ('bench-process', 'ACTIVE', null::timestamptz), ('start', 'COMPLETED', now()), ('task', 'ACTIVE', null)) as e(id, state, ended)
  returning key, element_id
), j as (
  insert into job (process_instance_key, element_instance_key, type, state, retries)
  select pi.key, ei.key, 'bench-task', 'ACTIVATABLE', 3 from pi, ei where ei.element_id = 'task'
)
insert into history_batch (process_instance_key, first_sequence, events)
select key, 1, '[{"type":"ProcessInstanceCreated"},{"type":"ElementCompleted","elementId":"start"},{"type":"ElementActivated","elementId":"task"},{"type":"JobCreated"}]'::json from pi;

with taken as (
  select key from job where type = 'bench-task' and state = 'ACTIVATABLE' order by key limit 1 for update skip locked
), activated as (
  update job set state = 'ACTIVATED', worker = 'bench', deadline = now() + interval '1 minute'
    from taken where job.key = taken.key
  returning job.key, job.process_instance_key, job.element_instance_key
), revised as (
  update process_instance set revision = revision + 1 from activated where process_instance.key = activated.process_instance_key
), history as (
  insert into history_batch (process_instance_key, first_sequence, events)
  select process_instance_key, 5, json_build_array(json_build_object('type', 'JobActivated', 'jobKey', key)) from activated
  returning process_instance_key
)
-- 0 when every activatable job was locked by other clients at that instant (a worker would poll again): the
-- completion below then writes nothing, and the harness counts completed instances, not script runs.
select coalesce(max(process_instance_key), 0) as pi from history \gset

with done as (
  update job set state = 'COMPLETED' where process_instance_key = :pi and state = 'ACTIVATED' returning element_instance_key
), task as (
  update element_instance set state = 'COMPLETED', end_date = now() from done where element_instance.key = done.element_instance_key
), process as (
  update element_instance set state = 'COMPLETED', end_date = now() where process_instance_key = :pi and flow_scope_key is null
), ended as (
  insert into element_instance (process_instance_key, flow_scope_key, element_id, state, start_date, end_date)
  select :pi::bigint, :pi::bigint, 'end', 'COMPLETED', now(), now() where :pi::bigint <> 0
), instance as (
  update process_instance set state = 'COMPLETED', end_date = now(), revision = revision + 1 where key = :pi
)
-- (with no job taken, the instance key is 0 and nothing is written: a history row for instance 0 would collide with the next)
insert into history_batch (process_instance_key, first_sequence, events)
select :pi::bigint, 6, '[{"type":"JobCompleted"},{"type":"ElementCompleted","elementId":"task"},{"type":"ElementCompleted","elementId":"end"},{"type":"ProcessInstanceCompleted"}]'::json
 where :pi::bigint <> 0;
