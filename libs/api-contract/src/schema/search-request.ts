/** The body of every `POST …/search`: optional `filter`, `sort` and `page`; the body itself may be absent. */
import { Type, type TOptional, type TProperties, type TSchema } from 'typebox';
import { CURSOR_PATTERN } from '../common.js';
import { SEARCH_MAX_LIMIT, SORT_ORDERS } from '../values/search.js';
import { IgnoreCaseEnum, StringEnum } from './primitives.js';

const Limit = Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT });
/** Rows to skip; int32 as in Camunda, and a number PostgreSQL's OFFSET takes. */
const Offset = Type.Integer({ minimum: 0, format: 'int32' });
/** Base64 cursor of a page boundary. */
const Cursor = Type.String({ pattern: CURSOR_PATTERN.source });

/** Offset (from/limit) or cursor (after/before + limit) pagination; which combinations are allowed is checked by the search. */
export const SearchPage = Type.Object(
  {
    from: Type.Optional(Offset),
    limit: Type.Optional(Limit),
    after: Type.Optional(Cursor),
    before: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);

export const OffsetPage = Type.Object({ from: Type.Optional(Offset), limit: Type.Optional(Limit) }, { additionalProperties: false });

export function SortCriterion<const F extends readonly string[]>(fields: F) {
  return Type.Object({ field: StringEnum(fields), order: Type.Optional(IgnoreCaseEnum(SORT_ORDERS)) }, { additionalProperties: false });
}

/** A filter object whose properties are all optional; unknown properties are refused. */
export function FilterObject<P extends TProperties>(properties: P) {
  // Object.fromEntries forgets the keys; the mapped type restores what the map did to each property.
  const optional = Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, Type.Optional(schema)])) as { [K in keyof P]: TOptional<P[K]> };
  return Type.Object(optional, { additionalProperties: false });
}

export function SearchQuery<F extends TSchema, const S extends readonly string[], P extends TSchema = typeof SearchPage>(
  filter: F,
  sortFields: S,
  // Without a `page` argument P is its default, `typeof SearchPage`, so the cast only restates that.
  page: P = SearchPage as TSchema as P,
) {
  return Type.Object(
    {
      filter: Type.Optional(filter),
      sort: Type.Optional(Type.Array(SortCriterion(sortFields))),
      page: Type.Optional(page),
    },
    { additionalProperties: false },
  );
}
