import type { PgPool } from './pg-pool.js';

/** The tables whose statistics plan the hot path and whose updates leave dead rows to vacuum. */
const HOT_TABLES = ['process_instance', 'element_instance', 'variable', 'job', 'user_task', 'event_subscription', 'history_batch'];

/** Where PostgreSQL will not vacuum and analyze the engine's tables by itself. */
export interface AutovacuumGaps {
  /** The server's `autovacuum` is off. */
  server: boolean;
  /** Hot tables with `autovacuum_enabled = false`. */
  tables: string[];
}

export async function autovacuumGaps(pool: PgPool): Promise<AutovacuumGaps> {
  const [setting] = await pool.query<{ autovacuum: string }>(`select current_setting('autovacuum') as autovacuum`);
  const tables = await pool.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relname = any($1::text[])
        and 'autovacuum_enabled=false' = any(coalesce(c.reloptions, '{}'))
      order by c.relname`,
    [HOT_TABLES],
  );
  return { server: setting?.autovacuum === 'off', tables: tables.map((table) => table.name) };
}

/**
 * What an operator reads at start when gaps are found, or null. Without autovacuum the tables are never analyzed:
 * PostgreSQL plans the hot path as if they were empty, with sequential scans whose cost grows with them, and the
 * dead rows of every update stay (bench/README.md, "Warm-up").
 */
export function autovacuumWarning(gaps: AutovacuumGaps): string | null {
  const where = gaps.server ? 'PostgreSQL runs with autovacuum off' : gaps.tables.length > 0 ? `autovacuum is off for ${gaps.tables.join(', ')}` : null;
  return (
    where &&
    `${where}: the engine's tables are neither analyzed nor vacuumed, and its statements slow down as they grow. Turn autovacuum on, or run VACUUM ANALYZE regularly.`
  );
}
