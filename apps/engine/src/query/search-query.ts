/**
 * Generic, parameterised SQL builder behind every `POST /v2/<resource>/search` endpoint.
 *
 * A resource describes itself once as a {@link SearchSpec} (FROM, SELECT, whitelisted filter/sort fields); the request
 * body, already checked against its route's schema, is checked against the spec (filter fields and sort fields the
 * resource serves; 400 problems naming the offending field) and turned into an items query and a count query sharing
 * one WHERE clause and one parameter list. Request values only ever travel as bind parameters; SQL text
 * comes only from the spec.
 *
 * ```ts
 * const spec: SearchSpec = {
 *   from: 'process_instance p',
 *   filters: { processInstanceKey: { column: 'p.key', type: 'key' }, state: { column: 'p.state', type: 'enum', values: STATES } },
 *   sortFields: { processInstanceKey: 'p.key', startDate: 'p.start_date' },
 *   tiebreaker: 'p.key',
 *   select: 'p.key::text as key, p.state, p.start_date',
 * };
 * return runSearch(pgPool, spec, body, 'process instance', toProcessInstanceResult);
 * ```
 */
import { SEARCH_DEFAULT_LIMIT, type SearchQueryResponse, type SortOrderEnum } from '@baton/api-contract';
import { badRequest } from '../http/problem-detail.js';
import { decodeCursor, encodeCursor } from './search/cursor.js';
import { filterConditions } from './search/filter-conditions.js';
import { listNames, ownValue } from './search/json-values.js';
import type { SearchSpec } from './search/search-spec.js';

export type {
  AddSqlParam,
  CustomFilter,
  CustomFilterContext,
  SearchField,
  SearchFieldType,
  SearchSpec,
} from './search/search-spec.js';
export { CURSOR_PATTERN, decodeCursor, encodeCursor } from './search/cursor.js';
export { OPERATORS_BY_TYPE, type FilterOperator } from './search/filter-conditions.js';
export { likePatternToSql } from './search/like-pattern.js';

export interface BuiltSearchQuery {
  /** `select <spec.select> from … where … order by … limit <limit> offset <offset>` */
  itemsSql: string;
  /** `select count(*) as total from … where …` (same WHERE and params as `itemsSql`). */
  countSql: string;
  params: unknown[];
  /** 0-based index of the first item of the requested page. */
  offset: number;
  /** Maximum number of items of the page (0 for `before` the first item). */
  limit: number;
}

/** Minimal query surface (PgPool, or a pg Pool/Client wrapper). */
export interface SearchQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A search body as its route's schema lets it through (the filter's values are checked against the spec here). */
export interface SearchRequestBody {
  filter?: unknown;
  sort?: readonly { field: string; order?: SortOrderEnum }[];
  page?: { from?: number; limit?: number; after?: string; before?: string };
}

/** Checks a search request body against `spec` and builds its SQL. Throws `badRequest` problems. */
export function buildSearchQuery(spec: SearchSpec, body: SearchRequestBody | undefined, resourceName: string): BuiltSearchQuery {
  const request = body ?? {};
  const params: unknown[] = [];
  const param = (value: unknown, sqlType?: string): string => {
    params.push(value);
    return sqlType ? `$${params.length}::${sqlType}` : `$${params.length}`;
  };

  const conditions = filterConditions(spec, request.filter, resourceName, param);
  if (spec.baseWhere) conditions.unshift(spec.baseWhere);
  const where = conditions.length === 0 ? '' : ` where ${conditions.map((condition) => `(${condition})`).join(' and ')}`;
  const orderBy = orderByClause(spec, request.sort, resourceName);
  const { offset, limit } = pageWindow(request.page);

  return {
    itemsSql: `select ${spec.select} from ${spec.from}${where} order by ${orderBy} limit ${limit} offset ${offset}`,
    countSql: `select count(*) as total from ${spec.from}${where}`,
    params,
    offset,
    limit,
  };
}

/** Runs a search: validates `body`, queries the page and the total, and maps rows with `toItem`. */
export async function runSearch<Row, Item>(
  pg: SearchQueryable,
  spec: SearchSpec,
  body: SearchRequestBody | undefined,
  resourceName: string,
  toItem: (row: Row) => Item,
): Promise<SearchQueryResponse<Item>> {
  const query = buildSearchQuery(spec, body, resourceName);
  const [rows, countRows] = await Promise.all([
    query.limit > 0 ? pg.query<Row>(query.itemsSql, query.params) : Promise.resolve<Row[]>([]),
    pg.query<{ total: string | number }>(query.countSql, query.params),
  ]);
  const items = rows.map(toItem);
  return {
    items,
    page: {
      totalItems: Number(countRows[0]?.total ?? 0),
      hasMoreTotalItems: false,
      startCursor: items.length > 0 ? encodeCursor(query.offset) : null,
      endCursor: items.length > 0 ? encodeCursor(query.offset + items.length - 1) : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------

function orderByClause(spec: SearchSpec, sort: SearchRequestBody['sort'], resourceName: string): string {
  const criteria: string[] = [];
  const used = new Set<string>();
  if (sort !== undefined) {
    sort.forEach(({ field, order }) => {
      const column = ownValue(spec.sortFields, field);
      if (column === undefined) {
        throw badRequest(
          `Unknown sort field '${field}' for ${resourceName} search; known fields: ${listNames(Object.keys(spec.sortFields))}`,
        );
      }
      const direction = order ?? 'ASC';
      if (used.has(column)) return; // a repeated column cannot change the order any more
      used.add(column);
      criteria.push(`${column} ${direction.toLowerCase()}`);
    });
  }
  if (!used.has(spec.tiebreaker)) criteria.push(`${spec.tiebreaker} asc`);
  return criteria.join(', ');
}

function pageWindow(page: SearchRequestBody['page']): { offset: number; limit: number } {
  if (page === undefined) return { offset: 0, limit: SEARCH_DEFAULT_LIMIT };
  const present = (name: keyof typeof page) => page[name] !== undefined;

  const limit = page.limit ?? SEARCH_DEFAULT_LIMIT;
  if (present('after') && present('before')) {
    throw badRequest(`page: 'after' and 'before' cannot be combined`);
  }
  if (present('from') && (present('after') || present('before'))) {
    throw badRequest(`page: 'from' cannot be combined with cursor pagination ('after'/'before')`);
  }

  if (present('after')) {
    // The next page starts right after the item the end cursor points at.
    return { offset: decodeCursor(page.after, 'page.after') + 1, limit };
  }
  if (present('before')) {
    // The page just before the item the start cursor points at (shorter when fewer items precede it).
    const first = decodeCursor(page.before, 'page.before');
    const offset = Math.max(0, first - limit);
    return { offset, limit: first - offset };
  }
  return { offset: page.from ?? 0, limit };
}
