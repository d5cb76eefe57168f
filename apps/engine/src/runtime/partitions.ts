import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import { PgPool } from '../database/pg-pool.js';

/** The highest partition a key can name: 12 bits above the 51 of the counter keep keys positive int64s. */
const MAX_PARTITION = 4095;

/**
 * The partitions this engine process creates instances in, and that its claims go round (runtime/partition.ts).
 * One PostgreSQL has one, 1. On Citus there is one per shard of the instance tables: for each shard, the smallest
 * partition whose value Citus hashes to it, so that partitions spread evenly and each claim round asks each shard
 * once. A partition is a value of the distribution column, so the rebalancer moves whole partitions with their
 * shards; a shard split later would leave two shards with one partition until the engine processes restart.
 */
@Injectable()
export class Partitions implements OnModuleInit {
  private partitions: readonly number[] = [1];
  /** Where this process's next instance goes; each process starts elsewhere so that they do not fill one shard together. */
  private cursor = Math.floor(Math.random() * MAX_PARTITION);

  constructor(
    private readonly pg: PgPool,
    private readonly config: EngineConfig,
  ) {}

  /** Citus: for each value 0..MAX_PARTITION, the partition of the shard Citus hashes it to (never 0: no key names it). */
  private sameShard: readonly number[] = [];

  async onModuleInit(): Promise<void> {
    if (this.config.databaseMode !== 'citus') return;
    const rows = await this.pg.query<{ value: number; partition: number }>(
      `select p::int as value,
              (min(p) filter (where p > 0) over (partition by get_shard_id_for_distribution_column('process_instance', p::smallint)))::int as partition
         from generate_series(0, $1) p`,
      [MAX_PARTITION],
    );
    const sameShard: number[] = [];
    for (const row of rows) sameShard[row.value] = row.partition;
    this.sameShard = sameShard;
    this.partitions = [...new Set(rows.map((row) => row.partition))].sort((a, b) => a - b);
  }

  /** Every partition, in order: what a claim round goes through. */
  all(): readonly number[] {
    return this.partitions;
  }

  /**
   * The partition on the shard of `value` (a partition any key or hash names, 0..4095): where an instance goes that
   * must live beside a row of that value (a request's idempotent answer). One PostgreSQL: 1.
   */
  onShardOf(value: number): number {
    return this.sameShard[value] ?? (this.partitions[0] as number);
  }

  /** The partition of the next instance this process creates (in turn). */
  next(): number {
    this.cursor = (this.cursor + 1) % this.partitions.length;
    return this.partitions[this.cursor] as number;
  }
}
