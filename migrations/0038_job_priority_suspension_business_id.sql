-- Job priority (zeebe:jobPriorityDefinition, Camunda 8.10): activation hands out the jobs of a type with the highest
-- priority first, then the oldest. Jobs created before have priority 0, as Camunda answers for its older jobs. The
-- activation query reads this index in its order, so it stops after the jobs it wants instead of sorting the type's.
alter table job add column priority integer not null default 0;
drop index job_activatable;
create index job_activatable on job (type, priority desc, key) where state in ('ACTIVATABLE', 'ACTIVATED');

-- Suspension (Camunda 8.10): a suspended instance takes no command until it is resumed. `suspension` keeps what the
-- runtime needs meanwhile (since when, and the event subscriptions it closed, reopened on resumption);
-- `suspended_date` is its time, for the answers, filters and sorts.
alter table process_instance drop constraint process_instance_state_check;
alter table process_instance add constraint process_instance_state_check check (state in ('ACTIVE', 'SUSPENDED', 'COMPLETED', 'TERMINATED'));
alter table process_instance add column suspension jsonb, add column suspended_date timestamptz;

-- Business id uniqueness (Camunda 8.9, when configured): the running root instances of a process with a business id.
create index process_instance_running_business_id on process_instance (bpmn_process_id, tenant_id, business_id)
  where business_id is not null and parent_process_instance_key is null and state in ('ACTIVE', 'SUSPENDED');
