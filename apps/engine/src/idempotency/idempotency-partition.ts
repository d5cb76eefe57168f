import { createHash } from 'node:crypto';
import { isLongKey } from '@baton/api-contract';
import { partitionOf } from '../runtime/partition.js';

/** The first path segment that is a key: the entity a request acts on (a job, a user task, an instance). */
const PATH_KEY = /\/(\d{1,19})(?=\/|$)/;

/**
 * The partition of a request's Idempotency-Key row (its distribution column on Citus), from the key's scope alone so
 * that every engine process finds the row: a request on an entity named by its path (`POST /v2/jobs/{jobKey}/completion`)
 * takes the partition that key names, which its command writes, so the answer commits on that instance's shard; any
 * other takes one of 1..4095 from a hash of its scope, and an instance it creates is created on that partition's shard
 * (Partitions.onShardOf). Migration 0059's `idempotency_partition` computes the same in SQL (its spec checks it).
 */
export function idempotencyPartition(caller: string, route: string, key: string): number {
  const pathKey = PATH_KEY.exec(route)?.[1];
  if (pathKey !== undefined && isLongKey(pathKey)) return partitionOf(pathKey);
  return (createHash('md5').update(`${caller}\n${route}\n${key}`).digest().readUInt16BE(0) % 4095) + 1;
}
