import { SEARCH_DEFAULT_LIMIT, type SearchQueryResponse } from '@baton/api-contract';
import { decodeCursor, encodeCursor } from '../query/search/cursor.js';
import { type SearchQueryable, underSearchLimits } from '../query/search-query.js';

/** Camunda's forward cursor page of an aggregate (the route table has checked its shape). */
export interface CursorForwardRequest {
  after?: string | null;
  limit?: number;
}

/** How the groups of one aggregate are told apart and ordered. */
export interface GroupKey<Row> {
  /** Output columns of the grouped statement, as text, that name a group; the groups are ordered by them. */
  readonly columns: readonly (keyof Row & string)[];
  /** The aggregate's name in its cursors, so that a cursor of another aggregate is refused. */
  readonly fingerprint: string;
}

/**
 * One page of an aggregate's groups after the request's cursor, ordered by the key's columns (byte order, so that
 * the cursor's comparison and the order agree), counted with a window over all the groups, in one statement under
 * the search limits.
 */
export async function cursorGroupPage<Row, Item>(
  pg: SearchQueryable,
  groupedSql: string,
  params: readonly unknown[],
  key: GroupKey<Row>,
  page: CursorForwardRequest | undefined,
  toItem: (row: Row) => Item,
): Promise<SearchQueryResponse<Item>> {
  const limit = page?.limit ?? SEARCH_DEFAULT_LIMIT;
  // Camunda's client requires `after` on every page it sends: an empty one (or null) asks for the first page.
  const after = page?.after ? decodeCursor(page.after, 'page.after', key.columns.length, key.fingerprint) : null;
  const all = [...params, after];
  const position = `$${all.length}::text[]`;
  const columns = key.columns.map((column) => `g.${column} collate "C"`);
  const bound = key.columns.map((_, index) => `(${position})[${index + 1}]`);
  const rows = await underSearchLimits(pg, (statements) =>
    statements.query<Row & { total_groups: string }>(
      `select * from (select g.*, count(*) over () as total_groups from (${groupedSql}) g) g
        where ${position} is null or (${columns.join(', ')}) > (${bound.join(', ')})
        order by ${columns.join(', ')} limit ${limit}`,
      all,
    ),
  );
  const cursor = (row: Row | undefined) =>
    row
      ? encodeCursor(
          key.columns.map((column) => String(row[column])),
          key.fingerprint,
        )
      : null;
  return {
    items: rows.map(toItem),
    page: {
      totalItems: Number(rows[0]?.total_groups ?? 0),
      hasMoreTotalItems: false,
      startCursor: cursor(rows[0]),
      endCursor: cursor(rows[rows.length - 1]),
    },
  };
}
