import { createHash } from 'node:crypto';
import type { CursorPosition } from './cursor.js';
import type { AddSqlParam } from './search-spec.js';

/** One ORDER BY term. PostgreSQL's default null placement (last ascending, first descending) is kept. */
export interface SortCriterion {
  /** SQL expression from the spec. */
  column: string;
  descending: boolean;
  /** The spec's tiebreaker: unique and never null, so its comparisons need no null arm (and stay index-friendly). */
  tiebreaker: boolean;
}

/** A short fingerprint of the order (columns and directions), carried by cursors to recognise their sort. */
export function sortFingerprint(criteria: readonly SortCriterion[]): string {
  const order = criteria.map(({ column, descending }) => `${column} ${descending ? 'desc' : 'asc'}`).join(', ');
  return createHash('sha256').update(order).digest('base64url').slice(0, 8);
}

/** `order by` terms; `reversed` walks the same order backwards (a `before` page is read back to front). */
export function orderByTerms(criteria: readonly SortCriterion[], reversed: boolean): string {
  return criteria.map(({ column, descending }) => `${column} ${descending !== reversed ? 'desc' : 'asc'}`).join(', ');
}

/**
 * Condition for the rows strictly after (or before) `position` in the order of `criteria`. With PostgreSQL's
 * default null placement a null sorts as if greater than every value, in both directions, which is what the
 * comparisons below encode. Cursor values are bound untyped, so PostgreSQL reads each as its column's type.
 *
 * Shape: `bound(c1) and (beyond(c1) or (c1 = v1 and (beyond(c2) or (c2 = v2 and ... beyond(tiebreaker)))))`, the
 * leading bound (not beyond in the wrong direction) lets an index on the first sort column skip what lies behind.
 */
export function keysetCondition(criteria: readonly SortCriterion[], position: CursorPosition, direction: 'after' | 'before', param: AddSqlParam): string {
  const terms = criteria.map((criterion, index) => {
    const value = position[index] ?? null;
    const greater = (direction === 'after') !== criterion.descending;
    return new Term(criterion, value === null ? null : param(value), greater);
  });
  let condition = terms[terms.length - 1].beyond();
  for (let index = terms.length - 2; index >= 0; index--) {
    condition = `(${terms[index].beyond()} or (${terms[index].equal()} and ${condition}))`;
  }
  return terms.length === 1 ? condition : `${terms[0].notBehind()} and ${condition}`;
}

class Term {
  private readonly column: string;
  private readonly nullable: boolean;

  /** `placeholder` is null when the position's value is SQL null; `greater` says which side is "beyond". */
  constructor(
    criterion: SortCriterion,
    private readonly placeholder: string | null,
    private readonly greater: boolean,
  ) {
    this.column = criterion.column;
    this.nullable = !criterion.tiebreaker;
  }

  /** Strictly beyond the value. */
  beyond(): string {
    const { column, placeholder } = this;
    if (this.greater) return placeholder === null ? 'false' : this.orNull(`${column} > ${placeholder}`);
    return placeholder === null ? `${column} is not null` : `${column} < ${placeholder}`;
  }

  equal(): string {
    return this.placeholder === null ? `${this.column} is null` : `${this.column} = ${this.placeholder}`;
  }

  /** Beyond or equal. */
  notBehind(): string {
    const { column, placeholder } = this;
    if (this.greater) return placeholder === null ? `${column} is null` : this.orNull(`${column} >= ${placeholder}`);
    return placeholder === null ? 'true' : `${column} <= ${placeholder}`;
  }

  private orNull(comparison: string): string {
    return this.nullable ? `(${comparison} or ${this.column} is null)` : comparison;
  }
}
