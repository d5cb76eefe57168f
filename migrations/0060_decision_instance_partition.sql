-- Decision instances beside their instance on Citus (issue 45): a business rule task's evaluation key is taken in its
-- instance's partition, and every decision instance carries its evaluation key's partition in `partition_id`, Citus'
-- distribution column for decision_instance as for the instance tables. The task's command then writes its decision
-- instances on its own shard, not in a two-shard transaction. Evaluations written before this are in the partition
-- their key names (1 on one PostgreSQL).
alter table decision_instance add column partition_id smallint;
update decision_instance set partition_id = (decision_evaluation_key >> 51)::smallint;
alter table decision_instance alter column partition_id set not null;
