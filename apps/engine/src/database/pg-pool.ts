import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

interface PoolOwner {
  master: Pool;
}

/**
 * The pg pool under TypeORM's DataSource. The command hot path sends single statements straight to it:
 * one round trip, autocommitted, with no query-runner bookkeeping in between.
 */
@Injectable()
export class PgPool {
  constructor(private readonly dataSource: DataSource) {}

  get pool(): Pool {
    return (this.dataSource.driver as unknown as PoolOwner).master;
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.pool.query(sql, params);
    return result.rows as T[];
  }

  /**
   * Runs a constant hot-path statement as a named prepared statement: each connection plans it once instead
   * of on every command (planning the instance load cost four times its execution). Only for fixed SQL texts:
   * every distinct name stays prepared on every connection.
   */
  async prepared<T>(name: string, sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.pool.query({ name, text: sql, values: params });
    return result.rows as T[];
  }
}
