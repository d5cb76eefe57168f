import type { PgPool } from '../database/pg-pool.js';

/** Rows of every table of the engine's schema, by table name: what a refused request must leave as it was. */
export async function tableCounts(pg: PgPool): Promise<Record<string, number>> {
  const tables = await pg.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await pg.query<{ n: string }>(`select count(*)::text as n from "${name.replaceAll('"', '""')}"`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
