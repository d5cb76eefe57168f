-- A business rule task's decision instances name the top of their instance's call hierarchy (Camunda's
-- rootProcessInstanceKey), written with them: read back, it needs no join with process_instance, which on Citus
-- lives on other shards. Rows recorded before keep null, as Camunda's do for hierarchies older than 8.9.
alter table decision_instance add column root_process_instance_key bigint;
