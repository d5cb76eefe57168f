import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { ANONYMOUS_ADMIN, currentCaller } from '../../auth/caller.js';
import { EngineConfig } from '../../config/engine-config.js';
import { GuardedPgClient } from '../../database/guarded-pg-client.js';
import { PgPool } from '../../database/pg-pool.js';
import { isConnectWaitTimeout } from '../../http/database-unavailable.js';
import { ApiProblem, unavailable } from '../../http/problem-detail.js';
import { CallerSearchLimit } from './caller-search-limit.js';

/** What a search runs its statements on (search-query.ts's SearchQueryable). */
export interface SearchStatements {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  prepared<T>(name: string, sql: string, params?: unknown[]): Promise<T[]>;
}

/** What the search connections add to the engine's application_name. */
export const SEARCH_APPLICATION_SUFFIX = ':search';

/** PostgreSQL's query_canceled: the statement ran past its statement_timeout. */
const QUERY_CANCELED = '57014';
const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);
/** A statement the server refused leaves its connection sound, unless the server is going away (08…, 57P0…). */
const leavesConnectionSound = (error: unknown): boolean => error instanceof pg.DatabaseError && !/^(08|57P)/.test(error.code ?? '');

/**
 * Every engine's search connections, by the PgPool its controllers hand to runSearch: so that the searches of every
 * controller run here without each of them knowing (specs run several engines in one process, each with its own).
 */
const byPool = new WeakMap<object, SearchConnections>();

/** The search connections of the engine whose pool is `pool`; undefined outside an engine (a spec's stand-in). */
export const searchConnectionsOf = (pool: object): SearchConnections | undefined => byPool.get(pool);

/**
 * The searches' own connections (SEARCH_POOL_SIZE), each with PostgreSQL's statement_timeout set to
 * SEARCH_TIMEOUT_MS when it is opened, so that a slow search costs no round trip to be limited. Searches thus never
 * take a connection that a command or a read by key needs, and those are never canceled by the search timeout.
 * A caller has at most MAX_CONCURRENT_SEARCHES searches under way (waiting for a connection counts): one more is
 * refused with 429 rather than queued, so that one caller cannot keep the search connections busy for the others.
 */
@Injectable()
export class SearchConnections implements OnModuleDestroy {
  private readonly pool: pg.Pool;
  private readonly limit: CallerSearchLimit;
  private readonly timeoutMs: number;

  constructor(pgPool: PgPool, config: EngineConfig) {
    this.timeoutMs = config.search.timeoutMs;
    this.limit = new CallerSearchLimit(config.search.maxConcurrentPerCaller);
    const connection = pgPool.connectionConfig();
    this.pool = new pg.Pool({
      ...connection,
      // Tells the searches apart in pg_stat_activity; a holder's liveness (engine-process-id.ts) goes by the main pool's name.
      application_name: `${connection.application_name ?? 'baton-engine'}${SEARCH_APPLICATION_SUFFIX}`,
      Client: GuardedPgClient,
      max: config.search.poolSize,
      statement_timeout: this.timeoutMs,
      connectionTimeoutMillis: this.timeoutMs,
    });
    // An idle connection whose backend went away reports it here; the pool drops it, unheard it would end the process.
    this.pool.on('error', () => undefined);
    byPool.set(pgPool, this);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }

  /** Runs one search's statements on one search connection, counted against the current caller's limit. */
  async run<T>(search: (statements: SearchStatements) => Promise<T>): Promise<T> {
    const caller = currentCaller();
    // Without tokens (AUTH=none) every request is the same anonymous administrator: a limit per caller would be one
    // on the whole engine, refusing whoever happened to search at the same time. The search pool still bounds them.
    if (caller === ANONYMOUS_ADMIN) return this.onConnection(search);
    const callerKey = `${caller.kind}:${caller.id}`;
    if (!this.limit.tryEnter(callerKey)) {
      throw new ApiProblem(
        429,
        `${caller.id} has ${this.limit.max} searches under way, the most one caller may have (MAX_CONCURRENT_SEARCHES); send the next once one has been answered`,
        'RESOURCE_EXHAUSTED',
      );
    }
    try {
      return await this.onConnection(search);
    } finally {
      this.limit.leave(callerKey);
    }
  }

  private async onConnection<T>(search: (statements: SearchStatements) => Promise<T>): Promise<T> {
    const client = await this.connect();
    let broken: Error | undefined;
    try {
      return await search({
        query: async <R>(sql: string, params: unknown[] = []) => (await client.query({ text: sql, values: params })).rows as R[],
        prepared: async <R>(name: string, sql: string, params: unknown[] = []) => (await client.query({ name, text: sql, values: params })).rows as R[],
      });
    } catch (error) {
      if (codeOf(error) === QUERY_CANCELED) throw this.timedOut();
      if (!leavesConnectionSound(error)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async connect(): Promise<pg.PoolClient> {
    try {
      return await this.pool.connect();
    } catch (error) {
      if (isConnectWaitTimeout(error)) {
        throw unavailable(
          `No search connection could be had within ${this.timeoutMs} ms (SEARCH_TIMEOUT_MS): all SEARCH_POOL_SIZE of them are busy, or the database is out of reach; retry later`,
        );
      }
      throw error;
    }
  }

  /**
   * 504, as Camunda answers a request whose deadline passed: the same search would take as long again, so it is no
   * 503 that clients retry on their own.
   */
  private timedOut(): ApiProblem {
    return new ApiProblem(
      504,
      `The search was canceled after ${this.timeoutMs} ms (SEARCH_TIMEOUT_MS); narrow its filter (a $like pattern that starts with a wildcard reads every row)`,
      'DEADLINE_EXCEEDED',
    );
  }
}
