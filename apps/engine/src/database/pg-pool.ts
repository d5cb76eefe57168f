import { Injectable } from '@nestjs/common';
import type { ClientBase, ClientConfig, QueryConfig } from 'pg';
import { DataSource } from 'typeorm';

/** What the PostgreSQL driver's obtainMasterConnection() hands out: a pooled pg client and how to give it back. */
type BorrowedConnection = [ClientBase, (failure?: Error) => void];

/**
 * Single statements on connections of TypeORM's DataSource pool, for the command hot path: one round trip,
 * autocommitted, with no query-runner bookkeeping (logging, subscribers, result reshaping) in between.
 * Connections are borrowed through the driver's public obtainMasterConnection() (what TypeORM's own query
 * runners use), so TypeORM stays the owner of the pool: it creates it from the DataSource options and ends it on
 * destroy(). A QueryRunner per statement would do too, at 2-3 µs more CPU per statement.
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

  /**
   * Lends one pooled connection to `use` for several statements (a short transaction that the caller begins and
   * ends). A connection that failed while lent is closed rather than handed out again.
   */
  async withConnection<T>(use: (client: ClientBase) => Promise<T>): Promise<T> {
    const [client, release] = (await this.dataSource.driver.obtainMasterConnection()) as BorrowedConnection;
    let failure: Error | undefined;
    // A connection that breaks while borrowed emits 'error': unheard, that event would end the process.
    const onError = (error: Error) => (failure ??= error);
    client.on('error', onError);
    try {
      return await use(client);
    } catch (error) {
      failure ??= error as Error;
      throw error;
    } finally {
      // A broken connection goes on emitting 'error' while it is torn down (a terminated backend reports twice):
      // it keeps its listener, else the event would end the process. A sound one goes back to the pool, whose own
      // listener takes over.
      if (!failure) client.removeListener('error', onError);
      release(failure);
    }
  }

  private async run<T>(statement: QueryConfig): Promise<T[]> {
    // As pg's own pool.query does: a connection whose statement failed is closed (see withConnection).
    return this.withConnection(async (client) => (await client.query(statement)).rows as T[]);
  }
}
