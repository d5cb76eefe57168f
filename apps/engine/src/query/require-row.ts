import { notFound } from '../http/problem-detail.js';
import type { SearchQueryable } from './search-query.js';

/** The first row `sql` selects (a lookup by key), or a 404 problem whose detail is `missing` when it selects none. */
export async function requireRow<Row>(pg: SearchQueryable, sql: string, params: unknown[], missing: string): Promise<Row> {
  const [row] = await pg.query<Row>(sql, params);
  if (!row) throw notFound(missing);
  return row;
}
