-- Who decided what: user-task decisions and operator actions, with the actor from the caller's token.
create table audit_log (
  key                     bigint primary key,
  entity_key              bigint not null,
  entity_type             text not null,
  operation_type          text not null,
  category                text not null,
  result                  text not null check (result in ('SUCCESS', 'FAIL')),
  actor_id                text,
  actor_type              text,
  tenant_id               text not null,
  timestamp               timestamptz not null,
  process_definition_id   text,
  process_definition_key  bigint,
  process_instance_key    bigint,
  element_instance_key    bigint,
  job_key                 bigint,
  user_task_key           bigint,
  user_task_revision      integer,
  annotation              text
);
create index audit_log_by_user_task on audit_log (user_task_key) where user_task_key is not null;
create index audit_log_by_instance on audit_log (process_instance_key);
