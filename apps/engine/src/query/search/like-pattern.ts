/**
 * Camunda `$like` → SQL LIKE pattern (to be used with `ESCAPE '\'`).
 *
 * Camunda wildcards: `*` matches any run of characters, `?` exactly one; a backslash makes the next character
 * literal (`\*`, `\?`, `\\`). Everything else is literal, including SQL's own `%` and `_`, which are escaped.
 * A trailing lone backslash is taken literally.
 */
export function likePatternToSql(pattern: string): string {
  let sql = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) {
        sql += '\\\\';
      } else {
        sql += escapeLikeLiteral(next);
        i++;
      }
    } else if (ch === '*') {
      sql += '%';
    } else if (ch === '?') {
      sql += '_';
    } else {
      sql += escapeLikeLiteral(ch);
    }
  }
  return sql;
}

function escapeLikeLiteral(ch: string): string {
  return ch === '%' || ch === '_' || ch === '\\' ? `\\${ch}` : ch;
}
