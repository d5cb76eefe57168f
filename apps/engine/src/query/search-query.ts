/**
 * Generic, parameterised SQL builder behind every `POST /v2/<resource>/search` endpoint.
 *
 * A resource describes itself once as a {@link SearchSpec} (FROM, SELECT, whitelisted filter/sort fields); the request
 * body, already checked against its route's schema, is checked against the spec (filter fields and sort fields the
 * resource serves; 400 problems naming the offending field) and turned into an items query and a count query sharing
 * one WHERE clause. Request values only ever travel as bind parameters; SQL text comes only from the spec.
 *
 * Paging holds on big tables: cursors are keyset positions (the sort values of a row, tiebreaker last), so `after`
 * and `before` read from an index position instead of skipping rows, and pages do not shift when rows are inserted;
 * the total is counted up to a cap (`hasMoreTotalItems` says there are more), never over a whole table. `from`
 * (offset paging) works as in Camunda.
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
import { currentCaller } from '../auth/caller.js';
import { badRequest } from '../http/problem-detail.js';
import { decodeCursor, encodeCursor, type CursorPosition } from './search/cursor.js';
import { filterConditions } from './search/filter-conditions.js';
import { listNames, ownValue } from './search/json-values.js';
import { searchConnectionsOf } from './search/search-connections.js';
import { keysetCondition, orderByTerms, sortFingerprint, type SortCriterion } from './search/keyset.js';
import type { SearchSpec } from './search/search-spec.js';

export type {
  AddSqlParam,
  CustomFilter,
  CustomFilterContext,
  SearchField,
  SearchFieldType,
  SearchSpec,
} from './search/search-spec.js';
export { sortByPrefix } from './search/search-spec.js';
export { decodeCursor, encodeCursor, type CursorPosition } from './search/cursor.js';
export { sortFingerprint, type SortCriterion } from './search/keyset.js';
export { likePatternToSql } from './search/like-pattern.js';

/** Camunda's cap on `page.totalItems`: beyond it a search says `hasMoreTotalItems` instead of counting on. */
export const SEARCH_TOTAL_ITEMS_CAP = 10_000;

export interface BuiltSearchQuery {
  /**
   * `select <spec.select>, <sort values> from … where … order by … limit <limit> [offset <offset>]`; an offset page
   * reads one row more, which is not returned: whether it is there tells whether the page holds the last match.
   */
  itemsSql: string;
  /** Parameters of `itemsSql`: those of `params`, then the cursor's position. */
  itemsParams: unknown[];
  /** `select count(*) as total from (select 1 from … where … limit <cap + 1>)`: never counts past the cap. */
  countSql: string;
  /** Parameters of the filter, shared by `countSql`, `itemsSql` and `filteredFrom`. */
  params: unknown[];
  /** `<from> where <filter and caller conditions>`: every row the filter matches, for a statement over all of them. */
  filteredFrom: string;
  /** 0-based index of the first item for offset paging (0 for cursor paging). */
  offset: number;
  /** Maximum number of items of the page. */
  limit: number;
  /** A `before` page is read in reverse order; its rows are turned around before they are returned. */
  reversed: boolean;
  /** `page.after` / `page.before` when the page is read from a cursor, else null. */
  cursorPath: string | null;
  /** Fingerprint of the sort, carried by the page's cursors. */
  sortFingerprint: string;
  /** How many sort values (tiebreaker included) `itemsSql` selects as `cursor$0`, `cursor$1`, … */
  sortValueCount: number;
  totalItemsCap: number;
}

export interface SearchOptions {
  /** Cap of `page.totalItems` (default {@link SEARCH_TOTAL_ITEMS_CAP}); specs use a small one. */
  totalItemsCap?: number;
}

/** Minimal query surface (PgPool, or a pg Pool/Client wrapper). */
export interface SearchQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A named prepared statement (PgPool's), when the runner has them. */
  prepared?<T>(name: string, sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Names of the search texts this process prepared. A search's text depends on its filter's shape, sort and page size,
 * not on its values (parameters), so the searches a task list or a worker repeats are a few texts: each is planned
 * once per connection instead of at every request (planning a search cost ten times its execution). Past the cap,
 * a text is planned each time, so no client can make every connection hold plans without end.
 */
const searchStatementNames = new Map<string, string>();
const MAX_PREPARED_SEARCHES = 200;

function searchStatementName(sql: string): string | undefined {
  let name = searchStatementNames.get(sql);
  if (name === undefined && searchStatementNames.size < MAX_PREPARED_SEARCHES) {
    name = `search-${searchStatementNames.size}`;
    searchStatementNames.set(sql, name);
  }
  return name;
}

function runSearchStatement<T>(pg: SearchQueryable, sql: string, params: unknown[]): Promise<T[]> {
  const name = pg.prepared && searchStatementName(sql);
  return name && pg.prepared ? pg.prepared<T>(name, sql, params) : pg.query<T>(sql, params);
}

/** A search body as its route's schema lets it through (the filter's values are checked against the spec here). */
export interface SearchRequestBody {
  filter?: unknown;
  sort?: readonly { field: string; order?: SortOrderEnum }[];
  page?: { from?: number; limit?: number; after?: string; before?: string };
}

type PageRequest = { kind: 'offset'; offset: number; limit: number } | { kind: 'after' | 'before'; cursor: unknown; limit: number };

/**
 * The conditions (with their parameters, `$1`…) on the rows of `spec.from` a filter selects for the current caller: what a
 * search counts, for an aggregate over the same rows (statistics). Throws `badRequest` problems.
 */
export function filteredRows(spec: SearchSpec, filter: unknown, resourceName: string): { conditions: string[]; params: unknown[] } {
  const params: unknown[] = [...(spec.params ?? [])];
  const param = (value: unknown, sqlType?: string): string => {
    params.push(value);
    return sqlType ? `$${params.length}::${sqlType}` : `$${params.length}`;
  };
  const conditions = filterConditions(spec, filter, resourceName, param);
  if (spec.baseWhere) conditions.unshift(spec.baseWhere);
  conditions.unshift(...callerConditions(spec, param));
  return { conditions, params };
}

/** Checks a search request body against `spec` and builds its SQL. Throws `badRequest` problems. */
export function buildSearchQuery(spec: SearchSpec, body: SearchRequestBody | undefined, resourceName: string, options: SearchOptions = {}): BuiltSearchQuery {
  const request = body ?? {};
  const { conditions, params } = filteredRows(spec, request.filter, resourceName);
  // The page's cursor conditions take their parameters after the filter's.
  const param = (value: unknown, sqlType?: string): string => {
    params.push(value);
    return sqlType ? `$${params.length}::${sqlType}` : `$${params.length}`;
  };
  const criteria = sortCriteria(spec, request.sort, resourceName);
  const page = pageRequest(request.page);
  const totalItemsCap = options.totalItemsCap ?? SEARCH_TOTAL_ITEMS_CAP;
  const where = whereClause(conditions);
  const countSql = `select count(*) as total from (select 1 from ${spec.from}${where} limit ${totalItemsCap + 1}) capped`;
  const filterParams = [...params];

  const reversed = page.kind === 'before';
  const fingerprint = sortFingerprint(criteria);
  const cursorPath = page.kind === 'offset' ? null : `page.${page.kind}`;
  const window = page.kind === 'offset' ? `limit ${page.limit + 1} offset ${page.offset}` : `limit ${page.limit}`;
  if (page.kind !== 'offset') {
    const position = decodeCursor(page.cursor, `page.${page.kind}`, criteria.length, fingerprint);
    conditions.push(keysetCondition(criteria, position, page.kind, param));
  }
  const sortValues = criteria.map(({ column }, index) => `(${column})::text as "${sortValueColumn(index)}"`).join(', ');
  return {
    itemsSql: `select ${spec.select}, ${sortValues} from ${spec.from}${whereClause(conditions)} order by ${orderByTerms(criteria, reversed)} ${window}`,
    itemsParams: params,
    countSql,
    params: filterParams,
    filteredFrom: `${spec.from}${where}`,
    offset: page.kind === 'offset' ? page.offset : 0,
    limit: page.limit,
    reversed,
    cursorPath,
    sortFingerprint: fingerprint,
    sortValueCount: criteria.length,
    totalItemsCap,
  };
}

/**
 * What the current caller may see: rows of its tenants (every spec filters by `tenantId`), of the processes its
 * authorization names when that (not a role) let it search, and what the spec's `callerWhere` adds (a reviewer's own
 * tasks). Counts and pages read the same conditions, so nothing outside them shows through either.
 */
function callerConditions(spec: SearchSpec, param: (value: unknown, sqlType?: string) => string): string[] {
  const caller = currentCaller();
  const conditions: string[] = [];
  const tenantColumn = spec.filters.tenantId?.column;
  if (caller.tenants !== null && !spec.tenantCheckedByPath) {
    if (!tenantColumn) throw new Error(`The search spec of ${spec.from} has no tenantId filter to limit a caller to its tenants`);
    conditions.push(`${tenantColumn} = any(${param([...caller.tenants], 'text[]')})`);
  }
  // Rows under a path's resource keep to the processes too when they can be of another (an instance's called children).
  const processColumn = spec.processIdColumn ?? spec.filters.processDefinitionId?.column;
  if (caller.authorizedProcesses && processColumn) conditions.push(`${processColumn} = any(${param([...caller.authorizedProcesses], 'text[]')})`);
  else if (caller.authorizedProcesses && !spec.tenantCheckedByPath) {
    throw new Error(`The search spec of ${spec.from} has no process id column to limit a caller to its authorized processes`);
  }
  const own = spec.callerWhere?.(caller, param);
  if (own) conditions.push(own);
  return conditions;
}

/**
 * Runs a search: validates `body`, queries the page and the (capped) total, and maps rows with `toItem`. With an
 * engine's PgPool the statements run on its search connections, under the search limits (search/search-connections.ts).
 */
export async function runSearch<Row, Item>(
  pg: SearchQueryable,
  spec: SearchSpec,
  body: SearchRequestBody | undefined,
  resourceName: string,
  toItem: (row: Row) => Item,
  options: SearchOptions = {},
): Promise<SearchQueryResponse<Item>> {
  const query = buildSearchQuery(spec, body, resourceName, options);
  return underSearchLimits(pg, (statements) => searchPage(statements, query, toItem));
}

/**
 * Runs statements whose cost a caller's filter decides (a search, an aggregate over what a filter selects) on the
 * search connections of the engine whose pool `pg` is, under the search limits (search/search-connections.ts); on
 * `pg` itself when it is no engine's pool (a spec's stand-in).
 */
export function underSearchLimits<T>(pg: SearchQueryable, run: (statements: SearchQueryable) => Promise<T>): Promise<T> {
  const connections = searchConnectionsOf(pg);
  return connections ? connections.run(run) : run(pg);
}

/** Reads the page and the (capped) total of a built search, and maps its rows with `toItem`. */
async function searchPage<Row, Item>(pg: SearchQueryable, query: BuiltSearchQuery, toItem: (row: Row) => Item): Promise<SearchQueryResponse<Item>> {
  const rows = await runSearchStatement<Row & Record<string, unknown>>(pg, query.itemsSql, query.itemsParams).catch((error: unknown) => {
    // Only a cursor's values reach PostgreSQL unchecked (they take the type of their column there).
    if (query.cursorPath !== null && isDataException(error)) {
      throw badRequest(`${query.cursorPath}: invalid cursor; use a startCursor/endCursor of a previous search response`);
    }
    throw error;
  });
  const counted =
    countedByPage(query, rows.length) ?? Number((await runSearchStatement<{ total: string | number }>(pg, query.countSql, query.params))[0]?.total ?? 0);
  if (rows.length > query.limit) rows.length = query.limit;
  if (query.reversed) rows.reverse();
  const positions = rows.map((row) => takeSortValues(row, query.sortValueCount));
  const first = positions[0];
  const last = positions[positions.length - 1];
  return {
    items: rows.map(toItem),
    page: {
      totalItems: Math.min(counted, query.totalItemsCap),
      hasMoreTotalItems: counted > query.totalItemsCap,
      startCursor: first ? encodeCursor(first, query.sortFingerprint) : null,
      endCursor: last ? encodeCursor(last, query.sortFingerprint) : null,
    },
  };
}

/**
 * The total when the page tells it: an offset page without its look-ahead row and not past the end holds the last
 * match, so every match lies before its end (the usual search for one instance's tasks, even with `limit: 1`, is
 * answered by one statement). Null when only a count can tell (more matches after the page, a page past the end, a
 * cursor's page). `rowCount` counts the rows read, the look-ahead row included.
 */
function countedByPage(query: BuiltSearchQuery, rowCount: number): number | null {
  if (query.cursorPath !== null || rowCount > query.limit) return null;
  if (rowCount === 0 && query.offset > 0) return null;
  return query.offset + rowCount;
}

/** SQLSTATE class 22: a value PostgreSQL cannot read as its type (e.g. a forged cursor's date). */
function isDataException(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && error.code.startsWith('22');
}

function sortValueColumn(index: number): string {
  return `cursor$${index}`;
}

/** Removes the selected sort values from the row (the mapper never sees them) and returns them as its position. */
function takeSortValues(row: Record<string, unknown>, count: number): CursorPosition {
  const position: (string | null)[] = [];
  for (let index = 0; index < count; index++) {
    const name = sortValueColumn(index);
    const value = row[name];
    position.push(typeof value === 'string' ? value : null);
    delete row[name];
  }
  return position;
}

function whereClause(conditions: readonly string[]): string {
  return conditions.length === 0 ? '' : ` where ${conditions.map((condition) => `(${condition})`).join(' and ')}`;
}

// ---------------------------------------------------------------------------------------------------------------

function sortCriteria(spec: SearchSpec, sort: SearchRequestBody['sort'], resourceName: string): SortCriterion[] {
  const criteria: SortCriterion[] = [];
  const used = new Set<string>();
  if (sort !== undefined) {
    sort.forEach(({ field, order }) => {
      const column = ownValue(spec.sortFields, field);
      if (column === undefined) {
        throw badRequest(`Unknown sort field '${field}' for ${resourceName} search; known fields: ${listNames(Object.keys(spec.sortFields))}`);
      }
      const direction = order ?? 'ASC';
      if (used.has(column)) return; // a repeated column cannot change the order any more
      used.add(column);
      criteria.push({ column, descending: direction === 'DESC', tiebreaker: column === spec.tiebreaker });
    });
  }
  if (!used.has(spec.tiebreaker)) criteria.push({ column: spec.tiebreaker, descending: false, tiebreaker: true });
  // Terms after the tiebreaker can never decide the order; leaving them out keeps cursors short.
  return criteria.slice(0, criteria.findIndex((criterion) => criterion.tiebreaker) + 1);
}

function pageRequest(page: SearchRequestBody['page']): PageRequest {
  if (page === undefined) return { kind: 'offset', offset: 0, limit: SEARCH_DEFAULT_LIMIT };
  const present = (name: keyof typeof page) => page[name] !== undefined;

  const limit = page.limit ?? SEARCH_DEFAULT_LIMIT;
  if (present('after') && present('before')) {
    throw badRequest(`page: 'after' and 'before' cannot be combined`);
  }
  if (present('from') && (present('after') || present('before'))) {
    throw badRequest(`page: 'from' cannot be combined with cursor pagination ('after'/'before')`);
  }
  if (present('after')) return { kind: 'after', cursor: page.after, limit };
  if (present('before')) return { kind: 'before', cursor: page.before, limit };
  return { kind: 'offset', offset: page.from ?? 0, limit };
}
