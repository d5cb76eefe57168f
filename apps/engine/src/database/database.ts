import { Injectable } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';

/** What domain code needs to run SQL: `$1`-style parameters, rows back. */
export interface SqlRunner {
  /**
   * Runs one statement and returns its rows (also for INSERT/UPDATE/DELETE … RETURNING; `[]` without RETURNING).
   * Note: pg returns int8/bigint and numeric columns as strings, timestamptz as Date, json/jsonb parsed.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export type IsolationLevel = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

function runnerOf(queryRunner: QueryRunner): SqlRunner {
  return {
    // Structured result: TypeORM's plain `query` returns `[rows, count]` for UPDATE/DELETE.
    query: async <T>(sql: string, params?: unknown[]) => (await queryRunner.query(sql, params, true)).records as T[],
  };
}

/** Thin raw-SQL access on the TypeORM DataSource's pg pool. */
@Injectable()
export class Database implements SqlRunner {
  constructor(readonly dataSource: DataSource) {}

  /** One statement on a pooled connection, outside any explicit transaction. */
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
    const queryRunner = this.dataSource.createQueryRunner();
    try {
      return await runnerOf(queryRunner).query<T>(sql, params);
    } finally {
      await queryRunner.release();
    }
  }

  /** Runs `fn` in one transaction on one connection: commit when it resolves, rollback when it throws. */
  async transaction<T>(fn: (q: SqlRunner) => Promise<T>, isolationLevel?: IsolationLevel): Promise<T> {
    const queryRunner = this.dataSource.createQueryRunner();
    await queryRunner.connect();
    try {
      await queryRunner.startTransaction(isolationLevel);
      const result = await fn(runnerOf(queryRunner));
      await queryRunner.commitTransaction();
      return result;
    } catch (error) {
      if (queryRunner.isTransactionActive) await queryRunner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await queryRunner.release();
    }
  }
}
