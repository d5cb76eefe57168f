/** Declarative description of one searchable resource, consumed by `buildSearchQuery` / `runSearch`. */
import type { Caller } from '../../auth/caller.js';

export type SearchFieldType = 'key' | 'string' | 'integer' | 'enum' | 'date' | 'boolean';

export interface SearchField {
  /** SQL expression of the column, e.g. `p.key`. Trusted text from the spec, never from the request. */
  column: string;
  type: SearchFieldType;
  /** Allowed enum values (only for `type: 'enum'`); without it any string is accepted. */
  values?: readonly string[];
  /**
   * The row's `partition_id` column, for a key of the row's own instance (only for `type: 'key'`): a key names its
   * partition in its top bits, so a filter equal to one key pins the partition too, and Citus reads one shard.
   */
  partitionColumn?: string;
}

/** Adds bind parameters to the query being built; returns the placeholder (`$3`, or `$3::bigint` with a type). */
export type AddSqlParam = (value: unknown, sqlType?: string) => string;

export interface CustomFilterContext {
  /** Path of the value in the request, for error messages, e.g. `filter.variables`. */
  readonly path: string;
  readonly param: AddSqlParam;
}

/**
 * A filter that is not a plain column comparison (e.g. `variables`, `$or`). Validates `value` itself (throw
 * `badRequest` naming `ctx.path`) and returns an SQL condition using only `ctx.param(...)` placeholders for request
 * values, or null for "no condition". Never called for an absent/null value.
 */
export type CustomFilter = (value: unknown, ctx: CustomFilterContext) => string | null;

/**
 * Filter fields that must hold for one and the same related row (e.g. an element instance with this id *and* this
 * state): their conditions are AND-ed and handed to `wrap`, which returns the one condition on the searched row.
 */
export interface GroupedFilter {
  /** API filter field name → column of the related row. */
  readonly fields: Record<string, SearchField>;
  wrap(conditions: readonly string[]): string;
}

export interface SearchSpec {
  /** FROM clause incl. joins, e.g. 'process_instance p join process_definition d on d.key = p.process_definition_key' */
  from: string;
  /**
   * Values the spec's own SQL names as $1, $2, … (optional), found before the search (keys, say); the request's
   * parameters are numbered after them. Every statement over `from` binds them, so `from` should name them all.
   */
  params?: readonly unknown[];
  /** Always-applied condition (optional), e.g. tenant or "not a PROCESS row" */
  baseWhere?: string;
  /** API filter field name → column */
  filters: Record<string, SearchField>;
  /** Filter fields needing their own SQL (optional); their names must not also be in `filters`. */
  customFilters?: Record<string, CustomFilter>;
  /** Filter fields about one related row together (optional); their names must not be in the other two. */
  groupedFilters?: readonly GroupedFilter[];
  /** API sort field name → column */
  sortFields: Record<string, string>;
  /** Unique, never-null column appended to every ORDER BY as tiebreaker, e.g. 'p.key'; the last value of every cursor. */
  tiebreaker: string;
  /** SELECT list producing the row the mapper reads */
  select: string;
  /** The column of a row's process id, when no `processDefinitionId` filter names it: a caller's authorization may limit the processes it sees. */
  processIdColumn?: string;
  /** The rows belong to the one resource the path names, whose tenant (and process) the access control has checked. */
  tenantCheckedByPath?: boolean;
  /** What else limits the rows a caller sees, beyond its tenants (null: nothing), e.g. a reviewer's own tasks. */
  callerWhere?: (caller: Caller, param: AddSqlParam) => string | null;
}

/**
 * Sorts a column of long text (a variable's value, an error message) by its first characters: each page's cursors
 * carry the sort values of its first and last row, and a whole multi-megabyte value there would make the cursor
 * longer than a request may be. Rows equal in their prefix keep their order through the tiebreaker.
 */
export const sortByPrefix = (column: string): string => `left(${column}, 256)`;
