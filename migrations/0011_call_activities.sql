-- Call activities: the instance a call activity creates knows its caller (and the top of its call hierarchy), the call
-- activity knows the instance it created, and commands that one instance asks of another wait in an outbox.

alter table process_instance
  add column parent_process_instance_key bigint,
  add column parent_element_instance_key bigint,
  add column root_process_instance_key bigint;
create index process_instance_parent on process_instance (parent_process_instance_key) where parent_process_instance_key is not null;

alter table element_instance add column called_process_instance_key bigint;

-- A command for another instance (create a call activity's child, complete or throw at the caller, cancel a child),
-- written in the transaction of the instance that asks for it and carried out after that commits, as its own command
-- on the target instance. A row is leased while carried out and deleted once done; a lease that lapses (the engine
-- died) lets the sweep carry it out again, which finds the work done when it was.
create table instance_command_outbox (
  key                          bigint primary key,
  process_instance_key         bigint not null,
  source_process_instance_key  bigint not null,
  command                      jsonb not null,
  -- set for a command that creates the instance: { processDefinitionKey, parent }
  creation                     jsonb,
  created_at                   timestamptz not null,
  lease_until                  timestamptz
);
create index instance_command_outbox_target on instance_command_outbox (process_instance_key);
