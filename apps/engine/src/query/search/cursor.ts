import { badRequest } from '../../http/problem-detail.js';
import { describeValue, isJsonObject } from './json-values.js';

/** Camunda's StartCursor/EndCursor schema pattern (standard base64 with padding). */
export const CURSOR_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=)?$/;

/** Opaque cursor for the item at `offset` (0-based) of a result: base64 of `{"o":offset}`. */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset }), 'utf8').toString('base64');
}

/** Offset encoded in a cursor made by {@link encodeCursor}; 400 naming `path` for anything else. */
export function decodeCursor(cursor: unknown, path: string): number {
  if (typeof cursor !== 'string') throw badRequest(`${path}: expected a cursor string, got ${describeValue(cursor)}`);
  const invalid = () => badRequest(`${path}: invalid cursor ${describeValue(cursor)}; use a startCursor/endCursor of a previous search response`);
  if (cursor.length === 0 || cursor.length > 200 || !CURSOR_PATTERN.test(cursor)) throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!isJsonObject(decoded)) throw invalid();
  const offset = decoded.o;
  if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0) throw invalid();
  return offset;
}
