// PostgreSQL statistics: transactions of the engine's database, its backends' pids, WAL position.
import pg from 'pg';
import { databaseName, sleep, withDatabase } from './engine.mjs';
import { procStat } from './proc.mjs';

const DB_SQL = `select xact_commit::bigint + xact_rollback::bigint as xacts, xact_commit, xact_rollback,
       tup_inserted, tup_updated, tup_deleted, tup_returned, tup_fetched, blks_hit, blks_read
  from pg_stat_database where datname = $1`;

export class PgStats {
  /**
   * Opens one connection for statistics, preferably to the `postgres` database of the engine's server so that
   * its own queries do not count as transactions of the engine's database.
   */
  static async open(engineDatabaseUrl) {
    const engineDb = databaseName(engineDatabaseUrl);
    for (const url of [withDatabase(engineDatabaseUrl, 'postgres'), engineDatabaseUrl]) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: 'baton-bench-stats' });
      try {
        await client.connect();
      } catch (error) {
        if (url === engineDatabaseUrl) throw error;
        continue;
      }
      const stats = new PgStats(client, engineDb, databaseName(url) === engineDb);
      await stats.init();
      return stats;
    }
    throw new Error('unreachable');
  }

  constructor(client, engineDb, sameDatabase) {
    this.client = client;
    this.engineDb = engineDb;
    /** True when the statistics connection is itself on the engine's database (its queries then count). */
    this.sameDatabase = sameDatabase;
    this.queries = 0;
  }

  async query(sql, params) {
    this.queries++;
    return this.client.query(sql, params);
  }

  async init() {
    const { rows } = await this.query(
      `select current_setting('server_version') as version, current_setting('server_version_num')::int as version_num, pg_backend_pid() as pid,
              exists (select 1 from pg_proc where proname = 'pg_stat_force_next_flush') as can_flush`,
    );
    this.serverVersion = rows[0].version;
    this.serverVersionNum = rows[0].version_num;
    this.canFlush = rows[0].can_flush;
    // Backends are children of the postmaster; readable only when PostgreSQL runs on this machine.
    const own = procStat(rows[0].pid);
    this.postmasterPid = own?.comm.startsWith('postgres') ? own.ppid : null;
  }

  /** Counters of the engine's database from pg_stat_database (numbers). */
  async databaseCounters() {
    if (this.canFlush) await this.query('select pg_stat_force_next_flush()');
    const { rows } = await this.query(DB_SQL, [this.engineDb]);
    if (rows.length === 0) throw new Error(`pg_stat_database has no row for ${this.engineDb}`);
    return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
  }

  /**
   * Counters once the engine's backends have reported everything they did. Call it when the engine has just
   * become idle. A backend flushes its pending counters at the end of a transaction only if its last flush is
   * at least 1 s old; otherwise, once idle, it arms a timer of PGSTAT_IDLE_INTERVAL = 10 s (PostgreSQL 15+;
   * before 15 the stats collector lagged about 500 ms). pg_stat_force_next_flush() acts on the calling backend
   * only, so for the engine's backends the only sure way is to wait out that interval, then read until stable.
   */
  async settledCounters() {
    const started = Date.now();
    const settleMs = this.serverVersionNum >= 150000 ? 10_500 : 1_500;
    await sleep(settleMs);
    let previous = await this.databaseCounters();
    for (;;) {
      await sleep(300);
      const current = await this.databaseCounters();
      if (current.xacts === previous.xacts || Date.now() - started > settleMs + 5_000) return current;
      previous = current;
    }
  }

  /** Pids of the backends connected to the engine's database (not this connection). */
  async backendPids() {
    const { rows } = await this.query(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [this.engineDb]);
    return rows.map((row) => row.pid);
  }

  async walLsn() {
    const { rows } = await this.query(`select pg_current_wal_lsn()::text as lsn`);
    return rows[0].lsn;
  }

  async walBytesSince(lsn) {
    const { rows } = await this.query(`select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint as bytes`, [lsn]);
    return Number(rows[0].bytes);
  }

  async close() {
    await this.client.end().catch(() => {});
  }
}

/**
 * ANALYZE of the engine's database, on a connection of its own (the statistics connection is on `postgres`): the
 * statistics a database that runs for a while has. Autovacuum analyzes a table once 50 rows changed, at most a
 * minute later (autovacuum_naptime); a run of seconds never sees that, nor does a server with autovacuum off (the
 * PostgreSQL of these machines). Without statistics PostgreSQL plans the hot path for empty tables: sequential scans
 * of process_instance, element_instance and variable, kept in the connections' generic plans, a cost that grows with
 * the tables during the run.
 */
export async function analyzeDatabase(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, application_name: 'baton-bench-analyze' });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
