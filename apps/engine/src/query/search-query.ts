/**
 * Generic, parameterised SQL builder behind every `POST /v2/<resource>/search` endpoint.
 *
 * A resource describes itself once as a {@link SearchSpec} (FROM, SELECT, whitelisted filter/sort fields); the request
 * body is validated against it (400 problems naming the offending field) and turned into an items query and a count
 * query sharing one WHERE clause and one parameter list. Request values only ever travel as bind parameters; SQL text
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
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SORT_ORDERS,
  type SearchQueryResponse,
  type SortOrderEnum,
} from '@baton/api-contract';
import { badRequest } from '../http/problem-detail.js';
import { decodeCursor, encodeCursor } from './search/cursor.js';
import { filterConditions } from './search/filter-conditions.js';
import { describeValue, isJsonObject, listNames, ownValue, type JsonObject } from './search/json-values.js';
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

const TOP_LEVEL_PROPERTIES = ['filter', 'sort', 'page'] as const;
const SORT_PROPERTIES = ['field', 'order'] as const;
const PAGE_PROPERTIES = ['from', 'limit', 'after', 'before'] as const;

/** Validates a search request body against `spec` and builds its SQL. Throws `badRequest` problems. */
export function buildSearchQuery(spec: SearchSpec, body: unknown, resourceName: string): BuiltSearchQuery {
  const request = requestObject(body, resourceName);
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
  body: unknown,
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

function orderByClause(spec: SearchSpec, sort: unknown, resourceName: string): string {
  const criteria: string[] = [];
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
      criteria.push(`${column} ${direction.toLowerCase()}`);
    });
  }
  if (!used.has(spec.tiebreaker)) criteria.push(`${spec.tiebreaker} asc`);
  return criteria.join(', ');
}

function sortOrder(order: unknown, path: string): SortOrderEnum {
  if (order === undefined || order === null) return 'ASC';
  const known: readonly unknown[] = SORT_ORDERS;
  if (typeof order !== 'string' || !known.includes(order)) {
    throw badRequest(`${path}: expected one of ${listNames(SORT_ORDERS)}, got ${describeValue(order)}`);
  }
  return order as SortOrderEnum;
}

function pageWindow(page: unknown): { offset: number; limit: number } {
  if (page === undefined || page === null) return { offset: 0, limit: SEARCH_DEFAULT_LIMIT };
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
  const from = present('from') ? page.from : 0;
  if (typeof from !== 'number' || !Number.isSafeInteger(from) || from < 0) {
    throw badRequest(`page.from: expected an integer >= 0, got ${describeValue(from)}`);
  }
  return { offset: from, limit };
}
