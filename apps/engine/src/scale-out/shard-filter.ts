import { DISTRIBUTED_BY_INSTANCE } from './distribution.js';

/** A reference in a statement to a table distributed by instance, read, updated or deleted by it. */
export interface FilteredReference {
  table: string;
  alias: string;
}

/** Words that can follow a table name where an alias would stand: they are not aliases. */
const NOT_ALIASES = new Set(
  'where on set join left right inner outer cross full natural group order limit for returning select using values union having offset window except intersect and or'.split(
    ' ',
  ),
);

const IDENTIFIER = '[a-z_][a-z0-9_]*';
/** `from|join|update|into <table> [as] [alias]`, not followed by `(` (a function such as unnest). */
const TABLE_REFERENCE = new RegExp(`\\b(from|join|update|into)\\s+(${IDENTIFIER})\\b(?!\\s*\\()(?:\\s+(?:as\\s+)?(${IDENTIFIER}))?`, 'g');
/** `a.col = <value>` or `col = any(<value>` or `col in (<value>`; the value is what follows (opening parentheses included). */
const COMPARISON = new RegExp(
  `(?:(${IDENTIFIER})\\.)?(${IDENTIFIER})\\s*(?:=\\s*any\\s*\\(|=|\\bin\\s*\\()\\s*(\\(?\\s*select\\b|\\(*\\s*\\$\\d+|'[^']*'|\\d+|\\(*\\s*(?:${IDENTIFIER}\\.)?${IDENTIFIER})`,
  'g',
);

interface Comparison {
  left: { alias: string | null; column: string };
  /** A parameter, literal or subquery (pins by itself), or a column. */
  right: { alias: string | null; column: string } | 'value';
}

function columnOf(text: string): { alias: string | null; column: string } {
  const [first, second] = text.split('.');
  return second === undefined ? { alias: null, column: first as string } : { alias: first as string, column: second };
}

/** The statement without double quotes (TypeORM quotes every name) and in one case, as statement-capture leaves it. */
function plain(sql: string): string {
  return sql.replaceAll('"', '').toLowerCase();
}

function comparisons(sql: string): Comparison[] {
  const found: Comparison[] = [];
  for (const match of sql.matchAll(COMPARISON)) {
    const [, alias, column, value] = match as unknown as [string, string | undefined, string, string];
    if (column === 'select' || column === 'and' || column === 'or') continue;
    // A key's partition, `((key)::bigint >> 51)::smallint`, counts as the key it is computed from.
    const right = /^(\(?\s*select\b|\(*\s*\$\d+|'|\d)/.test(value) ? 'value' : columnOf(value.replace(/^[(\s]+/, ''));
    found.push({ left: { alias: alias ?? null, column }, right });
  }
  return found;
}

/**
 * The references to instance-scoped tables that a statement reads, updates or deletes WITHOUT pinning their
 * distribution column to given values: on Citus each of them is a query over every shard. A reference is pinned when
 * its distribution column is compared (`=`, `= any(`, `in (`) with a parameter, a literal, a subquery (whose own
 * references are checked in turn), a column of something that is not an instance-scoped table (a CTE, a recordset
 * made of parameters, the row a trigger inserts), or a pinned column of another reference. Inserted rows carry their
 * own distribution value, so insert targets are not listed.
 *
 * This reads our SQL, not any SQL: an alias used twice in one statement counts as one, and unqualified columns pin
 * only references written without an alias. Good enough for statements we write and review; the spec's examples keep
 * it honest.
 */
export function unpinnedReferences(statement: string): FilteredReference[] {
  const sql = plain(statement);
  const references: FilteredReference[] = [];
  for (const match of sql.matchAll(TABLE_REFERENCE)) {
    const [, keyword, table, alias] = match as unknown as [string, string, string, string | undefined];
    if (keyword === 'into' || !(table in DISTRIBUTED_BY_INSTANCE)) continue;
    references.push({ table, alias: alias && !NOT_ALIASES.has(alias) ? alias : table });
  }
  const instanceAliases = new Set(references.map((reference) => reference.alias));
  const pinned = new Set<string>();
  const nameOf = (column: { alias: string | null; column: string }) => `${column.alias ?? ''}.${column.column}`;
  const pins = (column: { alias: string | null; column: string } | 'value') =>
    column === 'value' || (column.alias !== null && !instanceAliases.has(column.alias)) || pinned.has(nameOf(column));
  const all = comparisons(sql);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { left, right } of all) {
      for (const [a, b] of [
        [left, right],
        [right, left],
      ] as const) {
        if (a === 'value' || pinned.has(nameOf(a)) || !pins(b)) continue;
        pinned.add(nameOf(a));
        grew = true;
      }
    }
  }
  return references.filter(({ table, alias }) => {
    const column = DISTRIBUTED_BY_INSTANCE[table] as string;
    return !pinned.has(`${alias}.${column}`) && !(alias === table && pinned.has(`.${column}`));
  });
}
