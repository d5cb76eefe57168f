/**
 * Partitions (issue 45, docs/scaling-out.md "Partitions"): every key of an instance carries the instance's partition
 * in its top bits, as Zeebe's keys carry theirs, and every instance-scoped row carries it in `partition_id`, the
 * column Citus distributes those tables by. A command that names a job, a user task or a subscription reads the
 * partition from the key and pins its statements to one shard without a lookup. One PostgreSQL has one partition, 1:
 * `key_seq` starts at 2^51 + 1, so its keys read partition 1 as they always did.
 */
const SHIFT = 51n;
const COUNTER_MASK = (1n << SHIFT) - 1n;

/** The partition a key names. */
export function partitionOf(key: string | bigint): number {
  return Number(BigInt(key) >> SHIFT);
}

/** The key of `partition` with the counter of `reserved` (a value of key_seq, which reads partition 1). */
export function keyInPartition(reserved: bigint, partition: number): bigint {
  return (BigInt(partition) << SHIFT) | (reserved & COUNTER_MASK);
}

/** The partition of a bigint key as SQL: a parameter or a column of any key of the instance. */
export function partitionSql(key: string): string {
  return `((${key})::bigint >> ${SHIFT})::smallint`;
}
