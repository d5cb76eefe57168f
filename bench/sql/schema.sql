-- The plain-SQL ceiling's tables: the columns the engine's hot path really needs, with the engine's indexes.
-- One row per instance, per element instance, per job or user task, and one history row per command (the engine
-- writes its history as one batch row per command too).
create sequence bench_key cache 1000;
create table process_instance (
  key bigint primary key default nextval('bench_key'),
  bpmn_process_id text not null,
  state text not null,
  revision int not null,
  start_date timestamptz not null,
  end_date timestamptz
);
create table element_instance (
  key bigint primary key default nextval('bench_key'),
  process_instance_key bigint not null,
  flow_scope_key bigint,
  element_id text not null,
  state text not null,
  start_date timestamptz not null,
  end_date timestamptz
);
create index element_instance_by_instance on element_instance (process_instance_key);
create table job (
  key bigint primary key default nextval('bench_key'),
  process_instance_key bigint not null,
  element_instance_key bigint not null,
  type text not null,
  state text not null,
  retries int not null,
  worker text,
  deadline timestamptz
);
create index job_by_instance on job (process_instance_key);
create index job_activatable on job (type, key) where state in ('ACTIVATABLE', 'ACTIVATED');
create table user_task (
  key bigint primary key default nextval('bench_key'),
  process_instance_key bigint not null,
  element_instance_key bigint not null,
  state text not null,
  creation_date timestamptz not null,
  completion_date timestamptz
);
create index user_task_open_by_instance on user_task (process_instance_key) where state = 'CREATED';
create table history_batch (
  process_instance_key bigint not null,
  first_sequence int not null,
  events json not null,
  primary key (process_instance_key, first_sequence)
);
