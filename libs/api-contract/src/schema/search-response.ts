/** The answer of every search: a page of items and how the page relates to all matches. */
import { Type, type TSchema } from 'typebox';
import { DEFAULT_PROBLEM_TYPE } from '../problem-detail.js';
import { Nullable } from './primitives.js';

const Cursor = Type.String({ description: 'Base64 cursor of a page boundary.' });

export const SearchQueryPageResponse = Type.Object({
  totalItems: Type.Integer({ format: 'int64', description: 'Items matching the criteria (a lower bound when hasMoreTotalItems).' }),
  hasMoreTotalItems: Type.Boolean({ description: 'Whether totalItems was capped and more items match.' }),
  startCursor: Nullable(Cursor),
  endCursor: Nullable(Cursor),
});

export function SearchQueryResult<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), page: SearchQueryPageResponse });
}

export const ProblemDetail = Type.Object(
  {
    type: Type.String({ format: 'uri', default: DEFAULT_PROBLEM_TYPE, description: 'Absolute URI of the problem type.' }),
    title: Type.String(),
    status: Type.Integer({ minimum: 400, maximum: 600 }),
    detail: Type.String(),
    instance: Type.String(),
    errors: Type.Optional(
      Type.Array(Type.Object({ field: Type.String({ description: 'Dotted path of the field in the request.' }), message: Type.String() }), {
        description: 'Every problem found in a request that breaks its schema (400).',
      }),
    ),
  },
  { description: 'RFC 9457 problem detail. Additional properties may be present.' },
);
