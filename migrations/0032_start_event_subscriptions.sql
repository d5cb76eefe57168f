-- The subscriptions of timer, message and signal start events belong to a process definition, not an instance: they
-- get a table of their own (a reference table on Citus, like process_definition), so that every event_subscription
-- row names its instance, the column the instance tables are distributed by.
create table start_event_subscription (
  key                     bigint primary key,
  kind                    text not null check (kind in ('timer', 'message', 'signal')),
  process_definition_key  bigint not null,
  bpmn_process_id         text not null,
  tenant_id               text not null,
  element_id              text not null,
  due_at                  timestamptz,
  repetitions_left        integer,
  interval                text,
  message_name            text,
  signal_name             text,
  claimed_until           timestamptz,
  created_at              timestamptz not null
);
create index start_event_subscription_process on start_event_subscription (bpmn_process_id, tenant_id);
create index start_event_subscription_due on start_event_subscription (due_at) where kind = 'timer';
create index start_event_subscription_message on start_event_subscription (message_name, tenant_id) where kind = 'message';
create index start_event_subscription_signal on start_event_subscription (signal_name, tenant_id) where kind = 'signal';

insert into start_event_subscription (key, kind, process_definition_key, bpmn_process_id, tenant_id, element_id, due_at, repetitions_left,
                                      interval, message_name, signal_name, claimed_until, created_at)
select key, kind, process_definition_key, bpmn_process_id, tenant_id, element_id, due_at, repetitions_left, interval, message_name,
       signal_name, claimed_until, created_at
  from event_subscription where process_instance_key is null;
delete from event_subscription where process_instance_key is null;

drop index event_subscription_definition;
alter table event_subscription alter column process_instance_key set not null;
