import { isLongKey } from '@baton/api-contract';
import type { SearchSpec } from '../query/search-query.js';
import { VARIABLE_SELECT, VARIABLE_SORT_FIELDS } from '../query/variable-search-result.js';
import { partitionSql } from '../runtime/partition.js';

/** A user task by its key and its instance's: both must already be validated as keys (they are part of the SQL text). */
export interface TaskOfInstance {
  readonly userTaskKey: string;
  readonly processInstanceKey: string;
}

/**
 * The scopes a task sees, innermost first: its element instance, then each flow scope up to the process instance.
 * Every row it reads is pinned to the task's instance, so that Citus runs the recursive CTE on the instance's shard
 * (it refuses one that does not filter on the distribution column).
 */
function scopeChain({ userTaskKey, processInstanceKey }: TaskOfInstance): string {
  for (const key of [userTaskKey, processInstanceKey]) if (!isLongKey(key)) throw new Error(`not a key: ${key}`);
  const partition = partitionSql(processInstanceKey);
  return `(with recursive chain(scope_key, depth) as (
      select t.element_instance_key, 0 from user_task t
       where t.key = ${userTaskKey}::bigint and t.process_instance_key = ${processInstanceKey}::bigint and t.partition_id = ${partition}
      union all
      select e.flow_scope_key, c.depth + 1 from chain c join element_instance e on e.key = c.scope_key
       where e.process_instance_key = ${processInstanceKey}::bigint and e.partition_id = ${partition} and e.flow_scope_key is not null
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
export function taskVariablesSearch(task: TaskOfInstance): SearchSpec {
  const partition = partitionSql(task.processInstanceKey);
  return spec(`variable v join ${scopeChain(task)} c
      on c.scope_key = v.scope_key and v.process_instance_key = ${task.processInstanceKey}::bigint and v.partition_id = ${partition}
    join process_instance p on p.key = v.process_instance_key and p.partition_id = v.partition_id and p.partition_id = ${partition}`);
}

/** One variable per name, the innermost scope's shadowing the outer ones: what the task's form works with. */
export function effectiveTaskVariablesSearch(task: TaskOfInstance): SearchSpec {
  const partition = partitionSql(task.processInstanceKey);
  return spec(`(select distinct on (inner_v.name) inner_v.* from variable inner_v join ${scopeChain(task)} c
        on c.scope_key = inner_v.scope_key and inner_v.process_instance_key = ${task.processInstanceKey}::bigint and inner_v.partition_id = ${partition}
      order by inner_v.name, c.depth) v
    join process_instance p on p.key = v.process_instance_key and p.partition_id = v.partition_id
     and p.key = ${task.processInstanceKey}::bigint and p.partition_id = ${partition}`);
}
