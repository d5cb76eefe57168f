import { CURSOR_PATTERN } from '@baton/api-contract';
import { badRequest } from '../../http/problem-detail.js';
import { describeValue, isJsonObject } from './json-values.js';

/** Sort values can be long texts (names; long ones are sorted by a prefix); a cursor longer than this is not one of ours. */
const MAX_CURSOR_LENGTH = 16384;

/**
 * A row's place in a sorted result: the values of its sort columns as PostgreSQL prints them (null for SQL null),
 * the tiebreaker last. Positions, unlike offsets, do not move when rows are inserted or deleted before them.
 */
export type CursorPosition = readonly (string | null)[];

/**
 * Opaque cursor for a position under the sort with fingerprint `sort`: base64 of `{"k":[...values],"s":sort}`.
 * The fingerprint lets a cursor of a search sorted otherwise be refused instead of read as another position.
 */
export function encodeCursor(position: CursorPosition, sort: string): string {
  return Buffer.from(JSON.stringify({ k: position, s: sort }), 'utf8').toString('base64');
}

/**
 * The position in a cursor made by {@link encodeCursor} for a sort of `size` columns (tiebreaker included) with
 * fingerprint `sort`; 400 naming `path` for anything else, including a cursor of a search sorted differently.
 */
export function decodeCursor(cursor: unknown, path: string, size: number, sort: string): CursorPosition {
  if (typeof cursor !== 'string') throw badRequest(`${path}: expected a cursor string, got ${describeValue(cursor)}`);
  const invalid = () => badRequest(`${path}: invalid cursor ${describeValue(cursor)}; use a startCursor/endCursor of a previous search response`);
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !CURSOR_PATTERN.test(cursor)) throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!isJsonObject(decoded) || !Array.isArray(decoded.k)) throw invalid();
  const position: unknown[] = decoded.k;
  if (!position.every((value) => value === null || typeof value === 'string')) throw invalid();
  if (position.length !== size || decoded.s !== sort) {
    throw badRequest(`${path}: the cursor belongs to a search with another sort; use the cursors of a search with the same sort`);
  }
  return position as CursorPosition;
}
