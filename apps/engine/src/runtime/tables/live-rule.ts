/**
 * Which rows of a table a command needs (its live rows): a load reads only those, the instance cache keeps only
 * those, and a write's snapshot of what a later load reads holds only those. One rule yields both the SQL filter of
 * the load (liveSql) and the test of a row in memory (isLive), so the two cannot drift apart.
 */
export type LiveRule<Row> =
  | { readonly every: true }
  | { readonly column: keyof Row & string; readonly isNull: true }
  | { readonly column: keyof Row & string; readonly oneOf: readonly string[] }
  | { readonly column: keyof Row & string; readonly noneOf: readonly string[] }
  /** Live while the element instance the column names (its scope) is: the load reaches these rows through it. */
  | { readonly column: keyof Row & string; readonly inLiveElement: true };

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The rule as a condition on the rows of `alias` (variables reached from their live scope are joined by the load). */
export function liveSql<Row>(rule: LiveRule<Row>, alias: string): string | null {
  if ('every' in rule || 'inLiveElement' in rule) return null;
  if ('isNull' in rule) return `${alias}.${rule.column} is null`;
  if ('oneOf' in rule)
    return rule.oneOf.length === 1 ? `${alias}.${rule.column} = ${quoted(rule.oneOf)}` : `${alias}.${rule.column} in (${quoted(rule.oneOf)})`;
  return `${alias}.${rule.column} not in (${quoted(rule.noneOf)})`;
}

/**
 * The rule as a test of a row; `liveElement` tells whether an element instance (by key) is live in the same state,
 * for rows live through their scope.
 */
export function isLive<Row>(rule: LiveRule<Row>): (row: Row, liveElement: (key: string) => boolean) => boolean {
  if ('every' in rule) return () => true;
  const column = rule.column;
  if ('inLiveElement' in rule) return (row, liveElement) => liveElement(String(row[column]));
  if ('isNull' in rule) return (row) => row[column] === null;
  if ('oneOf' in rule) {
    const values = new Set<unknown>(rule.oneOf);
    return (row) => values.has(row[column]);
  }
  const values = new Set<unknown>(rule.noneOf);
  return (row) => !values.has(row[column]);
}
