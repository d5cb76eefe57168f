import type { VariableSearchResult } from '@baton/api-contract';
import { rootProcessInstanceKeyOfJoined } from './root-process-instance.js';
import { sortByPrefix } from './search-query.js';

/** Values longer than this are cut in search results unless `truncateValues=false`, as in Camunda. */
export const TRUNCATE_AT = 8191;

/** What every variable search selects from `variable v` joined with `process_instance p`. */
export const VARIABLE_SELECT = `v.key::text as key, v.name, v.value::text as value, v.scope_key::text as scope_key,
  v.process_instance_key::text as process_instance_key, p.tenant_id, ${rootProcessInstanceKeyOfJoined('p')}`;

export const VARIABLE_SORT_FIELDS: Record<string, string> = {
  value: sortByPrefix('v.value::text'),
  name: 'v.name',
  tenantId: 'p.tenant_id',
  variableKey: 'v.key',
  scopeKey: 'v.scope_key',
  processInstanceKey: 'v.process_instance_key',
};

/** A variable as the variable searches select it: the value already serialised as JSON text. */
export interface VariableRow {
  key: string;
  name: string;
  value: string;
  scope_key: string;
  process_instance_key: string;
  tenant_id: string;
  root_process_instance_key: string;
}

export function toVariableSearchResult(truncate: boolean) {
  return (row: VariableRow): VariableSearchResult => {
    const isTruncated = truncate && row.value.length > TRUNCATE_AT;
    return {
      name: row.name,
      value: isTruncated ? row.value.slice(0, TRUNCATE_AT) : row.value,
      isTruncated,
      tenantId: row.tenant_id,
      variableKey: row.key,
      scopeKey: row.scope_key,
      processInstanceKey: row.process_instance_key,
      rootProcessInstanceKey: row.root_process_instance_key,
    };
  };
}
