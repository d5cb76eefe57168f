-- Idempotent answers beside their command on Citus (issue 45): an Idempotency-Key's row carries a partition in
-- `partition_id`, Citus' distribution column for idempotency_key as for the instance tables. A request on an entity its
-- path names takes the partition of that entity's key (its command's instance); any other one of 1..4095 hashed from
-- its scope, and an instance it creates goes to that partition's shard. The answer then commits with the command on one
-- shard, not in a two-shard transaction. The engine computes the partition itself (idempotency-partition.ts); this
-- function computes the same for the rows written before, and its spec checks that the two agree.
create function idempotency_partition(caller text, route text, key text) returns smallint
language sql immutable parallel safe as $$
  select coalesce(
    (select (k::bigint >> 51)::smallint
       from (select substring(route from '/([0-9]{1,19})(?:/|$)') as k) path
      where k is not null and (length(k) < 19 or k <= '9223372036854775807')),
    (('x' || substr(md5(caller || E'\n' || route || E'\n' || key), 1, 4))::bit(16)::int % 4095 + 1)::smallint)
$$;

alter table idempotency_key add column partition_id smallint;
update idempotency_key set partition_id = idempotency_partition(caller, route, key);
alter table idempotency_key alter column partition_id set not null;
