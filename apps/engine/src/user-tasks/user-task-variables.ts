import { isLongKey } from '@baton/api-contract';
import type { SearchSpec } from '../query/search-query.js';
import { VARIABLE_SELECT, VARIABLE_SORT_FIELDS } from '../query/variable-search-result.js';

/**
 * The scopes a task sees, innermost first: its element instance, then each flow scope up to the process
 * instance. `userTaskKey` must already be validated as a key (digits, an optional minus): it is part of the SQL text.
 */
function scopeChain(userTaskKey: string): string {
  if (!isLongKey(userTaskKey)) throw new Error(`not a key: ${userTaskKey}`);
  return `(with recursive chain(scope_key, depth) as (
      select t.element_instance_key, 0 from user_task t where t.key = ${userTaskKey}::bigint
      union all
      select e.flow_scope_key, c.depth + 1 from chain c join element_instance e on e.key = c.scope_key where e.flow_scope_key is not null
    ) select scope_key, depth from chain)`;
}

function spec(from: string): SearchSpec {
  return {
    from,
    filters: { name: { column: 'v.name', type: 'string' } },
    sortFields: VARIABLE_SORT_FIELDS,
    tiebreaker: 'v.key',
    select: VARIABLE_SELECT,
    // The task's own variables: the access control checked the task's tenant before the search runs.
    tenantCheckedByPath: true,
  };
}

/** Every variable of every scope the task sees: a name set in two scopes appears twice, as in Camunda. */
export function taskVariablesSearch(userTaskKey: string): SearchSpec {
  return spec(`variable v join ${scopeChain(userTaskKey)} c on c.scope_key = v.scope_key join process_instance p on p.key = v.process_instance_key`);
}

/** One variable per name, the innermost scope's shadowing the outer ones: what the task's form works with. */
export function effectiveTaskVariablesSearch(userTaskKey: string): SearchSpec {
  return spec(`(select distinct on (inner_v.name) inner_v.* from variable inner_v join ${scopeChain(userTaskKey)} c on c.scope_key = inner_v.scope_key
      order by inner_v.name, c.depth) v
    join process_instance p on p.key = v.process_instance_key`);
}
