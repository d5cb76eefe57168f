-- Audit entries beside their instance (issue 45): an entry of a user task, job, incident or process instance takes its
-- key in its instance's partition, and every entry carries its key's partition in `partition_id`, the column Citus
-- distributes audit_log by, co-located with the instance tables. A decision's entry then commits on its instance's
-- shard with the command that made it, not in a two-shard transaction. Entries written before this are in the
-- partition their key names (1 on one PostgreSQL).
alter table audit_log add column partition_id smallint;
update audit_log set partition_id = (key >> 51)::smallint;
alter table audit_log alter column partition_id set not null;
