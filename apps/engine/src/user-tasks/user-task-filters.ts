import { badRequest } from '../http/problem-detail.js';
import { likePatternToSql, type CustomFilter, type CustomFilterContext, type SearchSpec } from '../query/search-query.js';
import { filterConditions } from '../query/search/filter-conditions.js';
import { describeValue } from '../query/search/json-values.js';

/** The user task filters that are not a plain column comparison: list membership, variables, tags. */

const STRING_OPERATORS = ['$eq', '$neq', '$exists', '$in', '$notIn', '$like'] as const;

function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw badRequest(`${path}: expected a string, got ${describeValue(value)}`);
  return value;
}

function texts(value: unknown, path: string): string[] {
  if (!Array.isArray(value)) throw badRequest(`${path}: expected an array of strings, got ${describeValue(value)}`);
  return value.map((item: unknown, index) => text(item, `${path}[${index}]`));
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

/** `[{name, value}]`: each entry needs a variable of that name in the scope whose value (JSON text) matches. */
export function variablesInScope(scopeColumn: string): CustomFilter {
  return (value: unknown, ctx: CustomFilterContext): string | null => {
    if (!Array.isArray(value)) throw badRequest(`${ctx.path}: expected an array of {name, value}, got ${describeValue(value)}`);
    const conditions = value.map((entry: unknown, index) => {
      const path = `${ctx.path}[${index}]`;
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
        throw badRequest(`${path}: expected an object {name, value}, got ${describeValue(entry)}`);
      const { name, value: expected, ...rest } = entry as Record<string, unknown>;
      const unknown = Object.keys(rest);
      if (unknown.length > 0)
        throw badRequest(`${path}: unknown propert${unknown.length > 1 ? 'ies' : 'y'} ${unknown.map((key) => `'${key}'`).join(', ')}; allowed: name, value`);
      if (typeof name !== 'string' || name === '') throw badRequest(`${path}.name: expected a non-empty string, got ${describeValue(name)}`);
      if (expected === undefined || expected === null)
        throw badRequest(`${path}.value: expected a string filter on the variable's JSON value, such as "\\"approved\\"", got ${describeValue(expected)}`);
      // The value filter is an ordinary string filter on the JSON text; its field name makes errors point here.
      const field = `${path.replace(/^filter\./, '')}.value`;
      const spec: SearchSpec = { from: '', filters: { [field]: { column: 'scoped.value::text', type: 'string' } }, sortFields: {}, tiebreaker: '', select: '' };
      const valueConditions = filterConditions(spec, { [field]: expected }, 'user task', ctx.param);
      const where = [`scoped.scope_key = ${scopeColumn}`, `scoped.name = ${ctx.param(name, 'text')}`, ...valueConditions];
      return `exists (select 1 from variable scoped where ${where.map((condition) => `(${condition})`).join(' and ')})`;
    });
    return conditions.length === 0 ? null : conditions.join(' and ');
  };
}

/** Tasks of process instances that carry every given tag. */
export function allTags(column: string): CustomFilter {
  return (value: unknown, ctx: CustomFilterContext): string | null => {
    const tags = texts(value, ctx.path);
    return tags.length === 0 ? null : `${column} @> ${ctx.param(JSON.stringify(tags), 'jsonb')}`;
  };
}
