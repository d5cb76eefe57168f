-- A messageId means once: a publication whose id (with name, correlation key and tenant) was already published has no
-- second effect for the idempotency window, whatever its time to live. The buffer alone remembered ids only while a
-- message was buffered, so a message with time to live 0 published twice reached two instances.
create table published_message_id (
  tenant_id text not null,
  name text not null,
  correlation_key text not null,
  message_id text not null,
  message_key bigint not null,
  published_at timestamptz not null,
  primary key (tenant_id, name, correlation_key, message_id)
);
create index published_message_id_by_time on published_message_id (published_at);
