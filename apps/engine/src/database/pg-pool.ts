import { Injectable } from '@nestjs/common';
import type { ClientBase, ClientConfig, QueryConfig } from 'pg';
import { DataSource } from 'typeorm';

/**
 * Single statements on connections of TypeORM's DataSource pool, for the command hot path: one round trip,
 * autocommitted, with no query-runner bookkeeping (logging, subscribers, result reshaping) in between.
 * The connection comes from a QueryRunner (TypeORM's public way to hold one pooled connection), so TypeORM
 * stays the owner of every connection: it knows which are out and its `destroy()` ends them.
 */
@Injectable()
export class PgPool {
  constructor(private readonly dataSource: DataSource) {}

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.run<T>({ text: sql, values: params });
  }

  /**
   * Runs a constant hot-path statement as a named prepared statement: each connection plans it once instead
   * of on every command (planning the instance load cost four times its execution). Only for fixed SQL texts:
   * every distinct name stays prepared on every connection.
   */
  async prepared<T>(name: string, sql: string, params: unknown[] = []): Promise<T[]> {
    return this.run<T>({ name, text: sql, values: params });
  }

  /** How to open a connection of its own to the same database (e.g. one that LISTENs), outside the pool. */
  connectionConfig(): ClientConfig {
    const options = this.dataSource.options;
    if (options.type !== 'postgres') throw new Error(`PgPool needs a postgres DataSource, not ${options.type}`);
    return {
      connectionString: options.url,
      host: options.host,
      port: options.port,
      user: options.username,
      password: options.password,
      database: options.database,
      application_name: options.applicationName,
    };
  }

  private async run<T>(statement: QueryConfig): Promise<T[]> {
    const runner = this.dataSource.createQueryRunner();
    try {
      // For PostgreSQL, QueryRunner.connect() hands out the pooled pg client itself.
      const client = (await runner.connect()) as ClientBase;
      const result = await client.query(statement);
      return result.rows as T[];
    } finally {
      await runner.release();
    }
  }
}
