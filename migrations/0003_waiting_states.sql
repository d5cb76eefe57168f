-- Waiting durably: event subscriptions (timers, messages, signals), user tasks, forms, buffered messages, signal outbox.

alter table element_instance add column triggered_event_id text;

-- What an element instance waits for. Rows without a process instance belong to a process definition's start events.
create table event_subscription (
  key                     bigint primary key,
  kind                    text not null check (kind in ('timer', 'message', 'signal')),
  process_instance_key    bigint,
  element_instance_key    bigint,
  process_definition_key  bigint not null,
  bpmn_process_id         text not null,
  tenant_id               text not null,
  element_id              text not null,
  interrupting            boolean not null,
  due_at                  timestamptz,
  repetitions_left        integer,
  interval                text,
  message_name            text,
  correlation_key         text,
  signal_name             text,
  created_at              timestamptz not null
);
create index event_subscription_by_instance on event_subscription (process_instance_key);
create index event_subscription_due on event_subscription (due_at) where kind = 'timer';
create index event_subscription_message on event_subscription (message_name, correlation_key) where kind = 'message';
create index event_subscription_signal on event_subscription (signal_name) where kind = 'signal';
create index event_subscription_definition on event_subscription (process_definition_key) where process_instance_key is null;

create table user_task (
  key                       bigint primary key,
  process_instance_key      bigint not null,
  element_instance_key      bigint not null,
  process_definition_key    bigint not null,
  bpmn_process_id           text not null,
  process_definition_version integer not null,
  tenant_id                 text not null,
  element_id                text not null,
  state                     text not null,
  assignee                  text,
  candidate_groups          jsonb not null,
  candidate_users           jsonb not null,
  due_date                  timestamptz,
  follow_up_date            timestamptz,
  priority                  integer not null,
  form_id                   text,
  form_binding              text,
  external_form_reference   text,
  custom_headers            jsonb not null,
  revision                  integer not null,
  created_at                timestamptz not null,
  completed_at              timestamptz
);
create index user_task_by_instance on user_task (process_instance_key);
create index user_task_open on user_task (state, assignee) where state = 'CREATED';

create table form (
  key             bigint primary key,
  form_id         text not null,
  version         integer not null,
  version_tag     text,
  tenant_id       text not null,
  deployment_key  bigint not null references deployment (key),
  resource_name   text not null,
  checksum        text not null,
  schema          text not null,
  created_at      timestamptz not null,
  unique (tenant_id, form_id, version)
);

-- Published messages that wait (while their time to live lasts) for a subscription to open.
create table message (
  key              bigint primary key,
  name             text not null,
  correlation_key  text not null,
  message_id       text,
  tenant_id        text not null,
  variables        jsonb not null,
  published_at     timestamptz not null,
  expires_at       timestamptz not null
);
create index message_by_name on message (name, correlation_key);
create unique index message_id_unique on message (tenant_id, name, message_id) where message_id is not null;

-- Which instance consumed which buffered message: a message correlates at most once per process (by bpmn id).
create table message_correlation (
  message_key           bigint not null,
  bpmn_process_id       text not null,
  process_instance_key  bigint not null,
  primary key (message_key, bpmn_process_id)
);

-- Signals thrown by instances, broadcast after the throwing command committed.
create table signal_outbox (
  key          bigint primary key,
  signal_name  text not null,
  tenant_id    text not null,
  variables    jsonb not null,
  created_at   timestamptz not null
);
