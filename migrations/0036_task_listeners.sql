-- Task listeners (issue 41). A job may be a task listener's (kind TASK_LISTENER, listener_event_type the transition it
-- holds up); the kinds of ad-hoc sub-process jobs are allowed here too, so the order of this migration and that one's
-- does not matter. A completed task listener job keeps its answer (Camunda's isDenied and deniedReason).
alter table job drop constraint if exists job_kind_check;
alter table job add constraint job_kind_check check (kind in ('BPMN_ELEMENT', 'EXECUTION_LISTENER', 'TASK_LISTENER', 'AD_HOC_SUB_PROCESS'));
alter table job drop constraint if exists job_listener_event_type_check;
alter table job add constraint job_listener_event_type_check
  check (listener_event_type in ('UNSPECIFIED', 'START', 'END', 'CREATING', 'ASSIGNING', 'UPDATING', 'COMPLETING', 'CANCELING'));
alter table job add column is_denied boolean, add column denied_reason text;

-- A user task whose transition waits for its listeners holds it (the runtime's TaskTransition as JSON: which
-- transition, the listeners fixed when it started, the open one, the corrections so far); a denial leaves its reason.
alter table user_task add column listening jsonb, add column denied_reason text;

-- Global task listeners (Camunda 8.9's /v2/global-task-listeners), per tenant: applied to every Camunda user task
-- of the tenant, before the model's listeners or (after_non_global) after them, higher priority first.
create table global_task_listener (
  tenant_id text not null,
  id text not null,
  type text not null,
  retries integer not null check (retries >= 0),
  event_types text[] not null,
  after_non_global boolean not null default false,
  priority integer not null default 0,
  source text not null default 'API' check (source in ('API', 'CONFIGURATION')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
