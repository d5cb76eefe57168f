-- Messages and signals: claims that make correlation at-most-once per process, the start-event lock, outbox leases.

-- Zeebe refuses a second message with the same id only when name, correlation key and tenant are the same too.
drop index message_id_unique;
create unique index message_id_unique on message (tenant_id, name, correlation_key, message_id) where message_id is not null;
create index message_expiry on message (expires_at);

-- A row is written before the message is handed to a subscription (a claim), and confirmed once the trigger took
-- effect. A claim that stays unconfirmed (the engine died in between) is checked against the history and
-- either confirmed or withdrawn by the sweep. A message start event writes its row confirmed, with the instance.
alter table message_correlation
  add column subscription_key bigint,
  add column confirmed boolean not null default true,
  add column claimed_at timestamptz not null default now();
create index message_correlation_unconfirmed on message_correlation (claimed_at) where not confirmed;

-- A message start event with a correlation key starts at most one active instance per key: the row names the
-- instance it started, written in the transaction that creates it (so never committed without one). It is free
-- again as soon as that instance is no longer ACTIVE, so no release step can be lost.
create table message_start_lock (
  tenant_id             text not null,
  bpmn_process_id       text not null,
  correlation_key       text not null,
  message_key           bigint not null,
  process_instance_key  bigint,
  claimed_at            timestamptz not null,
  primary key (tenant_id, bpmn_process_id, correlation_key)
);
create index message_start_lock_instance on message_start_lock (process_instance_key);

-- Whoever broadcasts a signal leases its outbox row first, so one engine broadcasts it while others skip it; a
-- lease that lapses (the engine died during the fan-out) lets the sweep broadcast it again.
alter table signal_outbox add column lease_until timestamptz;
