-- Conditional events wait as subscriptions of kind 'conditional'. In an instance (event_subscription): a conditional
-- catch event, boundary event or event sub-process start event; its condition is read from the process definition,
-- so the row stores no more than its kind. Root conditional start events of the latest version of a process wait in
-- start_event_subscription, where POST /v2/conditionals/evaluation finds them by tenant.
alter table event_subscription drop constraint event_subscription_kind_check;
alter table event_subscription add constraint event_subscription_kind_check check (kind in ('timer', 'message', 'signal', 'conditional'));
alter table start_event_subscription drop constraint start_event_subscription_kind_check;
alter table start_event_subscription add constraint start_event_subscription_kind_check check (kind in ('timer', 'message', 'signal', 'conditional'));
create index start_event_subscription_conditional on start_event_subscription (tenant_id) where kind = 'conditional';
