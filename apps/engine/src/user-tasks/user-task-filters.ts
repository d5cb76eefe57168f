import { badRequest } from '../http/problem-detail.js';
import { likePatternToSql, type CustomFilter, type CustomFilterContext } from '../query/search-query.js';
import { texts } from '../query/search/instance-filters.js';
import { describeValue } from '../query/search/json-values.js';

/** The user task filter that is not a plain column comparison: membership in a list (candidate groups and users). */

const STRING_OPERATORS = ['$eq', '$neq', '$exists', '$in', '$notIn', '$like'] as const;

function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw badRequest(`${path}: expected a string, got ${describeValue(value)}`);
  return value;
}

/**
 * A string filter applied to a jsonb list of strings: the task matches when one of its entries matches
 * (`$eq`, `$in`, `$like`), or when none does (`$neq`, `$notIn`); `$exists` asks whether the list is non-empty.
 * `?` and `?|` let the GIN index on the list answer "tasks this group may claim".
 */
export function listContains(column: string): CustomFilter {
  return (value: unknown, ctx: CustomFilterContext): string | null => {
    const advanced = typeof value === 'object' && value !== null && !Array.isArray(value);
    const operators: Record<string, unknown> = advanced ? (value as Record<string, unknown>) : { $eq: value };
    const conditions: string[] = [];
    for (const [operator, operand] of Object.entries(operators)) {
      const path = advanced ? `${ctx.path}.${operator}` : ctx.path;
      if (operand === undefined || operand === null) continue;
      switch (operator) {
        case '$eq':
          conditions.push(`${column} ? ${ctx.param(text(operand, path), 'text')}`);
          break;
        case '$neq':
          conditions.push(`not (${column} ? ${ctx.param(text(operand, path), 'text')})`);
          break;
        case '$in':
          conditions.push(`${column} ?| ${ctx.param(texts(operand, path), 'text[]')}`);
          break;
        case '$notIn':
          conditions.push(`not (${column} ?| ${ctx.param(texts(operand, path), 'text[]')})`);
          break;
        case '$like':
          conditions.push(
            `exists (select 1 from jsonb_array_elements_text(${column}) as entry(value) where entry.value like ${ctx.param(likePatternToSql(text(operand, path)), 'text')} escape E'\\\\')`,
          );
          break;
        case '$exists':
          if (typeof operand !== 'boolean') throw badRequest(`${path}: expected a boolean, got ${describeValue(operand)}`);
          conditions.push(operand ? `jsonb_array_length(${column}) > 0` : `jsonb_array_length(${column}) = 0`);
          break;
        default:
          throw badRequest(`${ctx.path}: unknown operator '${operator}'; supported: ${STRING_OPERATORS.join(', ')}`);
      }
    }
    return conditions.length === 0 ? null : conditions.map((condition) => `(${condition})`).join(' and ');
  };
}
