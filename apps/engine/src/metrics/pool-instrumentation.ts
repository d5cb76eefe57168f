import { performance } from 'node:perf_hooks';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { EngineMetrics } from './engine-metrics.js';

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, release: (failure?: Error) => void) => void;

/** The pg pool behind TypeORM's DataSource: every pooled statement of the engine (PgPool and Database) runs on it. */
function poolOf(dataSource: DataSource): Pool | undefined {
  const master = (dataSource.driver as { master?: unknown }).master;
  return master && typeof (master as Pool).connect === 'function' ? (master as Pool) : undefined;
}

/**
 * Reports the pool's size, its busy and waiting counts, how long a request for a connection waited and how many
 * statements went out. pg's pool has no hook for the wait nor for statements, so `connect` and each lent client's
 * `query` are wrapped; both wrappers pass every argument and result through unchanged.
 */
export function instrumentPool(dataSource: DataSource, metrics: EngineMetrics, poolSize: number): void {
  const pool = poolOf(dataSource);
  if (!pool) return;
  const counted = new WeakSet<PoolClient>();
  // Clients are wrapped when first lent, not on the pool's 'connect' event: the pool may hold clients already.
  const countStatements = (client: PoolClient | undefined) => {
    if (!client || counted.has(client)) return;
    counted.add(client);
    const query = client.query;
    (client as { query: unknown }).query = function countedQuery(this: PoolClient, ...args: unknown[]) {
      metrics.statementSent();
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    };
  };
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<PoolClient> | undefined;
  const lent = (started: number, client: PoolClient | undefined) => {
    metrics.poolWait.observe((performance.now() - started) / 1000);
    countStatements(client);
  };
  (pool as { connect: unknown }).connect = (callback?: ConnectCallback) => {
    const started = performance.now();
    if (callback) {
      return connect((error, client, release) => {
        lent(started, client);
        callback(error, client, release);
      });
    }
    return connect()?.then((client) => {
      lent(started, client);
      return client;
    });
  };
  metrics.gaugeOnScrape('baton_db_pool_size', 'Most connections the pool opens (DB_POOL_SIZE)', () => poolSize);
  metrics.gaugeOnScrape('baton_db_pool_connections_open', 'Connections the pool holds open now', () => pool.totalCount);
  metrics.gaugeOnScrape('baton_db_pool_connections_busy', 'Connections lent out now', () => pool.totalCount - pool.idleCount);
  metrics.gaugeOnScrape('baton_db_pool_requests_waiting', 'Requests waiting for a connection now', () => pool.waitingCount);
}
