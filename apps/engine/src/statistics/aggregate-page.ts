import { SEARCH_DEFAULT_LIMIT, type SearchQueryResponse } from '@baton/api-contract';
import { type SearchQueryable, underSearchLimits } from '../query/search-query.js';

/** The offset page and sort of a statistics request (the route table has checked their shape). */
export interface AggregateRequest {
  page?: { from?: number; limit?: number };
  sort?: readonly { field: string; order?: string }[];
}

/**
 * One page of an aggregate's groups, sorted by the request (sort field → output column of `groupedSql`, then the
 * `tiebreak` columns so that pages do not overlap) and counted with a window over the groups, in one statement under
 * the search limits: the groups' number is what the caller's data makes it, not the page's.
 */
export async function aggregatePage<Row, Item>(
  pg: SearchQueryable,
  groupedSql: string,
  params: readonly unknown[],
  request: AggregateRequest | undefined,
  sortColumns: Readonly<Record<string, string>>,
  tiebreak: readonly string[],
  toItem: (row: Row) => Item,
): Promise<SearchQueryResponse<Item>> {
  const order = [
    ...(request?.sort ?? []).map(({ field, order }) => `${sortColumns[field]} ${order?.toUpperCase() === 'DESC' ? 'desc' : 'asc'}`),
    ...tiebreak.map((column) => `${column} asc`),
  ].join(', ');
  const limit = request?.page?.limit ?? SEARCH_DEFAULT_LIMIT;
  const offset = request?.page?.from ?? 0;
  const rows = await underSearchLimits(pg, (statements) =>
    statements.query<Row & { total_groups: string }>(
      `select g.*, count(*) over () as total_groups from (${groupedSql}) g order by ${order} limit ${limit} offset ${offset}`,
      [...params],
    ),
  );
  // A page past the end has no row to carry the total: count again only then.
  const total =
    rows.length > 0 || offset === 0
      ? Number(rows[0]?.total_groups ?? 0)
      : Number((await underSearchLimits(pg, (s) => s.query<{ n: string }>(`select count(*) as n from (${groupedSql}) g`, [...params])))[0]?.n ?? 0);
  return { items: rows.map(toItem), page: { totalItems: total, hasMoreTotalItems: false, startCursor: null, endCursor: null } };
}
