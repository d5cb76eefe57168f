import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { keyInPartition } from './partition.js';

/** Keys per block reserved with one nextval; must equal the INCREMENT BY of key_seq. */
const BLOCK_SIZE = 100n;
const LOW_WATER_MARK = 400;
const BLOCKS_PER_REFILL = 10;

/** Thrown when a command used more keys than were reserved; the executor refills and runs the command again. */
export class KeysExhausted extends Error {}

/**
 * Unique int64 keys across every engine process on the database: each process reserves blocks of the
 * database sequence and hands them out synchronously, so the pure runtime can take keys without I/O.
 */
@Injectable()
export class KeyGenerator {
  private readonly available: bigint[] = [];
  private refilling: Promise<void> | null = null;

  constructor(private readonly pg: PgPool) {}

  /** Makes sure enough keys are in hand for one more command. */
  async reserve(minimum = LOW_WATER_MARK): Promise<void> {
    while (this.available.length < minimum) {
      this.refilling ??= this.refill().finally(() => (this.refilling = null));
      await this.refilling;
    }
  }

  /** A key of `partition` (runtime/partition.ts): every key of an instance is in the instance's partition. */
  next(partition = 1): string {
    const key = this.available.shift();
    if (key === undefined) throw new KeysExhausted('no reserved keys left');
    return (partition === 1 ? key : keyInPartition(key, partition)).toString();
  }

  private async refill(): Promise<void> {
    const rows = await this.pg.query<{ start: string }>(`select nextval('key_seq')::text as start from generate_series(1, $1)`, [BLOCKS_PER_REFILL]);
    for (const { start } of rows) {
      const first = BigInt(start);
      for (let offset = 0n; offset < BLOCK_SIZE; offset++) this.available.push(first + offset);
    }
  }
}
