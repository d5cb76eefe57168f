/**
 * Generic, parameterised SQL builder behind every `POST /v2/<resource>/search` endpoint.
 *
 * A resource describes itself once as a {@link SearchSpec} (FROM, SELECT, whitelisted filter/sort fields); the request
 * body is validated against it (400 problems naming the offending field) and turned into an items query and a count
 * query sharing one WHERE clause. Request values only ever travel as bind parameters; SQL text comes only from the spec.
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
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SORT_ORDERS,
  type SearchQueryResponse,
  type SortOrderEnum,
} from '@baton/api-contract';
import { badRequest } from '../http/problem-detail.js';
import { decodeCursor, encodeCursor, type CursorPosition } from './search/cursor.js';
import { filterConditions } from './search/filter-conditions.js';
import { describeValue, isJsonObject, listNames, ownValue, type JsonObject } from './search/json-values.js';
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
export { CURSOR_PATTERN, decodeCursor, encodeCursor, type CursorPosition } from './search/cursor.js';
export { sortFingerprint, type SortCriterion } from './search/keyset.js';
export { OPERATORS_BY_TYPE, type FilterOperator } from './search/filter-conditions.js';
export { likePatternToSql } from './search/like-pattern.js';

/** Camunda's cap on `page.totalItems`: beyond it a search says `hasMoreTotalItems` instead of counting on. */
export const SEARCH_TOTAL_ITEMS_CAP = 10_000;

export interface BuiltSearchQuery {
  /** `select <spec.select>, <sort values> from … where … order by … limit <limit> [offset <offset>]` */
  itemsSql: string;
  /** Parameters of `itemsSql`: those of `params`, then the cursor's position. */
  itemsParams: unknown[];
  /** `select count(*) as total from (select 1 from … where … limit <cap + 1>)`: never counts past the cap. */
  countSql: string;
  /** Parameters of the filter, shared by `countSql` and `itemsSql`. */
  params: unknown[];
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
}

const TOP_LEVEL_PROPERTIES = ['filter', 'sort', 'page'] as const;
const SORT_PROPERTIES = ['field', 'order'] as const;
const PAGE_PROPERTIES = ['from', 'limit', 'after', 'before'] as const;

type PageRequest =
  | { kind: 'offset'; offset: number; limit: number }
  | { kind: 'after' | 'before'; cursor: unknown; limit: number };

/** Validates a search request body against `spec` and builds its SQL. Throws `badRequest` problems. */
export function buildSearchQuery(spec: SearchSpec, body: unknown, resourceName: string, options: SearchOptions = {}): BuiltSearchQuery {
  const request = requestObject(body, resourceName);
  const params: unknown[] = [];
  const param = (value: unknown, sqlType?: string): string => {
    params.push(value);
    return sqlType ? `$${params.length}::${sqlType}` : `$${params.length}`;
  };

  const conditions = filterConditions(spec, request.filter, resourceName, param);
  if (spec.baseWhere) conditions.unshift(spec.baseWhere);
  const criteria = sortCriteria(spec, request.sort, resourceName);
  const page = pageRequest(request.page);
  const totalItemsCap = options.totalItemsCap ?? SEARCH_TOTAL_ITEMS_CAP;
  const where = whereClause(conditions);
  const countSql = `select count(*) as total from (select 1 from ${spec.from}${where} limit ${totalItemsCap + 1}) capped`;
  const filterParams = [...params];

  const reversed = page.kind === 'before';
  const fingerprint = sortFingerprint(criteria);
  const cursorPath = page.kind === 'offset' ? null : `page.${page.kind}`;
  let window = `limit ${page.limit}`;
  if (page.kind === 'offset') {
    window += ` offset ${page.offset}`;
  } else {
    const position = decodeCursor(page.cursor, `page.${page.kind}`, criteria.length, fingerprint);
    conditions.push(keysetCondition(criteria, position, page.kind, param));
  }
  const sortValues = criteria.map(({ column }, index) => `(${column})::text as "${sortValueColumn(index)}"`).join(', ');
  return {
    itemsSql: `select ${spec.select}, ${sortValues} from ${spec.from}${whereClause(conditions)} order by ${orderByTerms(criteria, reversed)} ${window}`,
    itemsParams: params,
    countSql,
    params: filterParams,
    offset: page.kind === 'offset' ? page.offset : 0,
    limit: page.limit,
    reversed,
    cursorPath,
    sortFingerprint: fingerprint,
    sortValueCount: criteria.length,
    totalItemsCap,
  };
}

/** Runs a search: validates `body`, queries the page and the (capped) total, and maps rows with `toItem`. */
export async function runSearch<Row, Item>(
  pg: SearchQueryable,
  spec: SearchSpec,
  body: unknown,
  resourceName: string,
  toItem: (row: Row) => Item,
  options: SearchOptions = {},
): Promise<SearchQueryResponse<Item>> {
  const query = buildSearchQuery(spec, body, resourceName, options);
  const [rows, countRows] = await Promise.all([
    pg.query<Row & Record<string, unknown>>(query.itemsSql, query.itemsParams).catch((error: unknown) => {
      // Only a cursor's values reach PostgreSQL unchecked (they take the type of their column there).
      if (query.cursorPath !== null && isDataException(error)) {
        throw badRequest(`${query.cursorPath}: invalid cursor; use a startCursor/endCursor of a previous search response`);
      }
      throw error;
    }),
    pg.query<{ total: string | number }>(query.countSql, query.params),
  ]);
  if (query.reversed) rows.reverse();
  const positions = rows.map((row) => takeSortValues(row, query.sortValueCount));
  const counted = Number(countRows[0]?.total ?? 0);
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

function requestObject(body: unknown, resourceName: string): JsonObject {
  if (body === undefined || body === null) return {};
  if (!isJsonObject(body)) {
    throw badRequest(`The ${resourceName} search request must be a JSON object, got ${describeValue(body)}`);
  }
  rejectUnknownProperties(body, TOP_LEVEL_PROPERTIES, `the ${resourceName} search request`);
  return body;
}

function rejectUnknownProperties(value: JsonObject, allowed: readonly string[], where: string): void {
  const unknown = Object.keys(value).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    const names = unknown.map((name) => `'${name}'`).join(', ');
    throw badRequest(
      `Unknown ${unknown.length === 1 ? 'property' : 'properties'} ${names} in ${where}; allowed: ${listNames(allowed)}`,
    );
  }
}

function sortCriteria(spec: SearchSpec, sort: unknown, resourceName: string): SortCriterion[] {
  const criteria: SortCriterion[] = [];
  const used = new Set<string>();
  if (sort !== undefined && sort !== null) {
    if (!Array.isArray(sort)) throw badRequest(`sort: expected an array of {field, order}, got ${describeValue(sort)}`);
    sort.forEach((criterion: unknown, index) => {
      const path = `sort[${index}]`;
      if (!isJsonObject(criterion)) throw badRequest(`${path}: expected an object {field, order}, got ${describeValue(criterion)}`);
      rejectUnknownProperties(criterion, SORT_PROPERTIES, path);
      const { field, order } = criterion;
      if (typeof field !== 'string') throw badRequest(`${path}.field: expected a string, got ${describeValue(field)}`);
      const column = ownValue(spec.sortFields, field);
      if (column === undefined) {
        throw badRequest(
          `Unknown sort field '${field}' for ${resourceName} search; known fields: ${listNames(Object.keys(spec.sortFields))}`,
        );
      }
      const direction = sortOrder(order, `${path}.order`);
      if (used.has(column)) return; // a repeated column cannot change the order any more
      used.add(column);
      criteria.push({ column, descending: direction === 'DESC', tiebreaker: column === spec.tiebreaker });
    });
  }
  if (!used.has(spec.tiebreaker)) criteria.push({ column: spec.tiebreaker, descending: false, tiebreaker: true });
  // Terms after the tiebreaker can never decide the order; leaving them out keeps cursors short.
  return criteria.slice(0, criteria.findIndex((criterion) => criterion.tiebreaker) + 1);
}

function sortOrder(order: unknown, path: string): SortOrderEnum {
  if (order === undefined || order === null) return 'ASC';
  const known: readonly unknown[] = SORT_ORDERS;
  if (typeof order !== 'string' || !known.includes(order)) {
    throw badRequest(`${path}: expected one of ${listNames(SORT_ORDERS)}, got ${describeValue(order)}`);
  }
  return order as SortOrderEnum;
}

function pageRequest(page: unknown): PageRequest {
  if (page === undefined || page === null) return { kind: 'offset', offset: 0, limit: SEARCH_DEFAULT_LIMIT };
  if (!isJsonObject(page)) throw badRequest(`page: expected an object, got ${describeValue(page)}`);
  rejectUnknownProperties(page, PAGE_PROPERTIES, 'page');
  const present = (name: string) => page[name] !== undefined && page[name] !== null;

  const limit = present('limit') ? page.limit : SEARCH_DEFAULT_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
    throw badRequest(`page.limit: expected an integer from 1 to ${SEARCH_MAX_LIMIT}, got ${describeValue(limit)}`);
  }
  if (present('after') && present('before')) {
    throw badRequest(`page: 'after' and 'before' cannot be combined`);
  }
  if (present('from') && (present('after') || present('before'))) {
    throw badRequest(`page: 'from' cannot be combined with cursor pagination ('after'/'before')`);
  }
  if (present('after')) return { kind: 'after', cursor: page.after, limit };
  if (present('before')) return { kind: 'before', cursor: page.before, limit };
  const from = present('from') ? page.from : 0;
  if (typeof from !== 'number' || !Number.isSafeInteger(from) || from < 0) {
    throw badRequest(`page.from: expected an integer >= 0, got ${describeValue(from)}`);
  }
  return { kind: 'offset', offset: from, limit };
}
