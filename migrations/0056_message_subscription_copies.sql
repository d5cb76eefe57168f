-- Messages by correlation key on Citus (issue 45, docs/scaling-out.md): a copy of each open instance-level message
-- subscription on its correlation key's shard, beside the messages, so that a publication finds what waits for it on
-- one shard. The command that opens or closes a subscription writes a row of the hand-over outbox on its own
-- instance's shard; the copy is written or deleted from it after that commit. Both stay empty on one PostgreSQL,
-- where a publication reads event_subscription itself. A copy keeps the time its subscription opened, so that a late
-- hand-over of an older close never deletes the copy of a subscription opened again since.
create table message_subscription (
  correlation_key text not null,
  key bigint not null,
  message_name text not null,
  tenant_id text not null,
  process_instance_key bigint not null,
  bpmn_process_id text not null,
  opened_at timestamptz not null,
  primary key (correlation_key, key)
);
create index message_subscription_waiting on message_subscription (correlation_key, message_name, tenant_id, key);

create table message_subscription_outbox (
  process_instance_key bigint not null,
  key bigint not null,
  opened boolean not null,
  correlation_key text not null,
  message_name text not null,
  tenant_id text not null,
  bpmn_process_id text not null,
  created_at timestamptz not null,
  primary key (process_instance_key, key, opened)
);
create index message_subscription_outbox_created on message_subscription_outbox (created_at);
