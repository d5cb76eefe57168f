import type { SearchQueryResponse, StringFilterProperty } from '@baton/api-contract';

/** A search body over a short in-memory list: filters already applied, sort criteria and an offset page left. */
export interface InMemorySearch<F extends string> {
  readonly sort?: readonly { readonly field: F; readonly order?: string }[];
  readonly page?: { readonly from?: number; readonly limit?: number };
}

/** Camunda's default page size. */
const DEFAULT_LIMIT = 100;

/** Camunda's `$like`: `*` any run, `?` one character, a backslash makes the next character literal. */
function likeRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] ?? '';
    if (ch === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i] ?? '');
    else if (ch === '*') source += '.*';
    else if (ch === '?') source += '.';
    else source += escapeRegExp(ch);
  }
  return new RegExp(`^${source}$`, 's');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `value` (null: the property is absent) passes a Camunda string filter; no filter passes everything. */
export function matchesString(value: string | null, filter: StringFilterProperty | undefined): boolean {
  if (filter === undefined) return true;
  if (typeof filter === 'string') return value === filter;
  if (filter.$exists !== undefined && filter.$exists !== (value !== null)) return false;
  if (filter.$eq !== undefined && value !== filter.$eq) return false;
  if (filter.$neq !== undefined && value === filter.$neq) return false;
  if (filter.$in !== undefined && (value === null || !filter.$in.includes(value))) return false;
  if (filter.$notIn !== undefined && value !== null && filter.$notIn.includes(value)) return false;
  if (filter.$like !== undefined && (value === null || !likeRegExp(filter.$like).test(value))) return false;
  return true;
}

/** Sorts by the criteria (then by `idField`, so that pages are stable), and cuts the offset page. */
export function searchPage<T, F extends string>(
  items: readonly T[],
  search: InMemorySearch<F> | undefined,
  read: (item: T, field: F) => string | null,
  idField: F,
): SearchQueryResponse<T> {
  const criteria = [...(search?.sort ?? []), { field: idField, order: 'asc' }];
  const sorted = [...items].sort((a, b) => {
    for (const { field, order } of criteria) {
      const compared = (read(a, field) ?? '').localeCompare(read(b, field) ?? '');
      if (compared !== 0) return order?.toLowerCase() === 'desc' ? -compared : compared;
    }
    return 0;
  });
  const from = search?.page?.from ?? 0;
  const limit = search?.page?.limit ?? DEFAULT_LIMIT;
  return { items: sorted.slice(from, from + limit), page: { totalItems: sorted.length, hasMoreTotalItems: false, startCursor: null, endCursor: null } };
}
