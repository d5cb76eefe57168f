import { badRequest } from '../../http/problem-detail.js';
import { filterConditions } from './filter-conditions.js';
import { describeValue } from './json-values.js';
import type { CustomFilter, CustomFilterContext, SearchSpec } from './search-spec.js';

/** Filters on what a process instance holds, shared by the searches of instances and of user tasks. */

export function texts(value: unknown, path: string): string[] {
  if (!Array.isArray(value)) throw badRequest(`${path}: expected an array of strings, got ${describeValue(value)}`);
  return value.map((item: unknown, index) => {
    if (typeof item !== 'string') throw badRequest(`${path}[${index}]: expected a string, got ${describeValue(item)}`);
    return item;
  });
}

/**
 * `[{name, value}]`: each entry needs a variable of that name in the scope whose value (JSON text) matches. The
 * subquery names the scope's instance and its partition too (`instanceColumn`, `partitionColumn`), so that Citus runs
 * it beside the row, on its shard.
 */
export function variablesInScope(scopeColumn: string, instanceColumn: string, partitionColumn: string, resourceName: string): CustomFilter {
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
      const valueConditions = filterConditions(spec, { [field]: expected }, resourceName, ctx.param);
      const where = [
        `scoped.process_instance_key = ${instanceColumn}`,
        `scoped.partition_id = ${partitionColumn}`,
        `scoped.scope_key = ${scopeColumn}`,
        `scoped.name = ${ctx.param(name, 'text')}`,
        ...valueConditions,
      ];
      return `exists (select 1 from variable scoped where ${where.map((condition) => `(${condition})`).join(' and ')})`;
    });
    return conditions.length === 0 ? null : conditions.join(' and ');
  };
}

/** Rows whose process instance carries every given tag (`column`: the instance's tags). */
export function allTags(column: string): CustomFilter {
  return (value: unknown, ctx: CustomFilterContext): string | null => {
    const tags = texts(value, ctx.path);
    return tags.length === 0 ? null : `${column} @> ${ctx.param(JSON.stringify(tags), 'jsonb')}`;
  };
}
