-- Baton's first schema: deployments, process definitions, and the runtime state of process instances.
-- Every instance-scoped table carries process_instance_key so that it can later be distributed by it.

-- Keys look like Zeebe's (partition 1 in the upper bits); each engine process reserves blocks of 100.
create sequence key_seq start with 2251799813685249 increment by 100;

create table deployment (
  key          bigint primary key,
  tenant_id    text not null,
  created_at   timestamptz not null
);

create table deployment_resource (
  deployment_key bigint not null references deployment (key),
  resource_name  text not null,
  content        text not null,
  primary key (deployment_key, resource_name)
);

create table process_definition (
  key                bigint primary key,
  bpmn_process_id    text not null,
  version            integer not null,
  version_tag        text,
  name               text,
  tenant_id          text not null,
  deployment_key     bigint not null references deployment (key),
  resource_name      text not null,
  -- sha-256 of the process's resource, to return the existing definition for an identical resource
  checksum           text not null,
  executable         jsonb not null,
  created_at         timestamptz not null,
  unique (tenant_id, bpmn_process_id, version)
);

create table process_instance (
  key                     bigint primary key,
  process_definition_key  bigint not null references process_definition (key),
  bpmn_process_id         text not null,
  version                 integer not null,
  tenant_id               text not null,
  state                   text not null check (state in ('ACTIVE', 'COMPLETED', 'TERMINATED')),
  start_date              timestamptz not null,
  end_date                timestamptz,
  incident_count          integer not null default 0,
  tags                    jsonb not null default '[]',
  business_id             text,
  -- optimistic concurrency: a command writes only if nobody changed the instance since it loaded it
  revision                bigint not null default 0,
  -- the next history sequence number; allocated atomically by every write
  next_sequence           bigint not null default 1
);
create index process_instance_definition on process_instance (process_definition_key);
create index process_instance_process_id on process_instance (bpmn_process_id, state);

create table element_instance (
  key                     bigint primary key,
  process_instance_key    bigint not null,
  process_definition_key  bigint not null,
  flow_scope_key          bigint,
  element_id              text not null,
  element_type            text not null,
  state                   text not null,
  start_date              timestamptz not null,
  end_date                timestamptz,
  incident_key            bigint,
  job_key                 bigint,
  pending_joins           jsonb not null default '{}',
  completion_variables    jsonb
);
create index element_instance_by_instance on element_instance (process_instance_key);
create index element_instance_active on element_instance (process_instance_key) where end_date is null;

create table variable (
  key                   bigint primary key,
  process_instance_key  bigint not null,
  scope_key             bigint not null,
  name                  text not null,
  value                 jsonb not null,
  unique (scope_key, name)
);
create index variable_by_instance on variable (process_instance_key);

create table job (
  key                     bigint primary key,
  process_instance_key    bigint not null,
  element_instance_key    bigint not null,
  process_definition_key  bigint not null,
  bpmn_process_id         text not null,
  process_definition_version integer not null,
  tenant_id               text not null,
  element_id              text not null,
  type                    text not null,
  state                   text not null,
  retries                 integer not null,
  retry_at                timestamptz,
  -- the activation lock: who holds the job and until when
  worker                  text,
  deadline                timestamptz,
  custom_headers          jsonb not null,
  error_message           text,
  error_code              text,
  created_at              timestamptz not null,
  ended_at                timestamptz
);
create index job_by_instance on job (process_instance_key);
create index job_activatable on job (type, key) where state in ('ACTIVATABLE', 'ACTIVATED');

create table incident (
  key                     bigint primary key,
  process_instance_key    bigint not null,
  process_definition_key  bigint not null,
  bpmn_process_id         text not null,
  tenant_id               text not null,
  element_instance_key    bigint not null,
  element_id              text not null,
  job_key                 bigint,
  error_type              text not null,
  error_message           text not null,
  failed_step             text not null,
  state                   text not null check (state in ('ACTIVE', 'RESOLVED')),
  created_at              timestamptz not null,
  resolved_at             timestamptz
);
create index incident_by_instance on incident (process_instance_key);
create index incident_active on incident (state) where state = 'ACTIVE';

-- The append-only audit trail: one row per state change, numbered per instance without gaps.
create table history_event (
  process_instance_key  bigint not null,
  sequence              bigint not null,
  type                  text not null,
  element_id            text,
  element_instance_key  bigint,
  payload               jsonb not null,
  created_at            timestamptz not null,
  primary key (process_instance_key, sequence)
);
