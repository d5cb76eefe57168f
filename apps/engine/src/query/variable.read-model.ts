import { Injectable } from '@nestjs/common';
import type { SearchQueryResponse, VariableResult, VariableSearchResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { requireRow } from './require-row.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from './search-query.js';
import { toVariableSearchResult, TRUNCATE_AT, VARIABLE_SELECT, VARIABLE_SORT_FIELDS, type VariableRow } from './variable-search-result.js';
import { partitionSql } from '../runtime/partition.js';

const FROM = 'variable v join process_instance p on p.key = v.process_instance_key and p.partition_id = v.partition_id';
const SELECT = VARIABLE_SELECT;

const SEARCH: SearchSpec = {
  from: FROM,
  filters: {
    name: { column: 'v.name', type: 'string' },
    value: { column: 'v.value::text', type: 'string' },
    tenantId: { column: 'p.tenant_id', type: 'string' },
    isTruncated: { column: `(length(v.value::text) > ${TRUNCATE_AT})`, type: 'boolean' },
    variableKey: { column: 'v.key', type: 'key', partitionColumn: 'v.partition_id' },
    scopeKey: { column: 'v.scope_key', type: 'key', partitionColumn: 'v.partition_id' },
    processInstanceKey: { column: 'v.process_instance_key', type: 'key', partitionColumn: 'v.partition_id' },
  },
  processIdColumn: 'p.bpmn_process_id',
  sortFields: VARIABLE_SORT_FIELDS,
  tiebreaker: 'v.key',
  select: SELECT,
};

function toResult(row: VariableRow): VariableResult {
  return {
    name: row.name,
    value: row.value,
    tenantId: row.tenant_id,
    variableKey: row.key,
    scopeKey: row.scope_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
  };
}

/** The variables of every scope, as Camunda's variable search and lookup answer them. */
@Injectable()
export class VariableReadModel {
  constructor(private readonly pg: PgPool) {}

  /** `truncate`: long values are cut to their first {@link TRUNCATE_AT} characters. */
  search(body: SearchRequestBody | undefined, truncate: boolean): Promise<SearchQueryResponse<VariableSearchResult>> {
    return runSearch(this.pg, SEARCH, body, 'variable', toVariableSearchResult(truncate));
  }

  async get(key: string): Promise<VariableResult> {
    return toResult(
      await requireRow<VariableRow>(
        this.pg,
        `select ${SELECT} from ${FROM} where v.key = $1 and v.partition_id = ${partitionSql('$1')}`,
        [key],
        `Variable with key '${key}' was not found`,
      ),
    );
  }
}
