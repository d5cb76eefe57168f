import { Injectable } from '@nestjs/common';
import type {
  IncidentStatisticsByDefinitionQuery,
  IncidentStatisticsByDefinitionResult,
  IncidentStatisticsByErrorQuery,
  IncidentStatisticsByErrorResult,
  SearchQueryResponse,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { filteredRows, underSearchLimits } from '../query/search-query.js';
import type { SearchSpec } from '../query/search/search-spec.js';
import { aggregatePage } from './aggregate-page.js';
import { javaStringHash } from './java-string-hash.js';

/** The open incidents the caller's tenants hold; only their tenant matters here, the spec lends the search's rule for it. */
const OPEN_INCIDENTS: SearchSpec = {
  from: 'incident i',
  baseWhere: `i.state = 'ACTIVE'`,
  filters: { tenantId: { column: 'i.tenant_id', type: 'string' } },
  sortFields: {},
  tiebreaker: 'i.key',
  select: 'i.key',
};

interface ErrorRow {
  error_message: string;
  instances: string;
}

interface DefinitionRow {
  process_definition_id: string;
  process_definition_key: string;
  name: string | null;
  version: number;
  tenant_id: string;
  instances: string;
}

function openIncidents(extra: (param: (value: unknown, sqlType?: string) => string) => string[] = () => []) {
  const { conditions, params } = filteredRows(OPEN_INCIDENTS, undefined, 'incident');
  const param = (value: unknown, sqlType?: string) => {
    params.push(value);
    return sqlType ? `$${params.length}::${sqlType}` : `$${params.length}`;
  };
  const where = [...conditions, ...extra(param)].map((condition) => `(${condition})`).join(' and ');
  return { where, params };
}

/** Operate's incident dashboard: running instances with open incidents, by error message and by process version. */
@Injectable()
export class IncidentStatisticsReadModel {
  constructor(private readonly pg: PgPool) {}

  byError(request: IncidentStatisticsByErrorQuery | undefined): Promise<SearchQueryResponse<IncidentStatisticsByErrorResult>> {
    const { where, params } = openIncidents();
    return aggregatePage<ErrorRow, IncidentStatisticsByErrorResult>(
      this.pg,
      `select i.error_message, count(distinct i.process_instance_key) as instances from incident i where ${where} group by i.error_message`,
      params,
      request,
      { errorMessage: 'error_message', activeInstancesWithErrorCount: 'instances' },
      ['error_message'],
      (row) => ({ errorHashCode: javaStringHash(row.error_message), errorMessage: row.error_message, activeInstancesWithErrorCount: Number(row.instances) }),
    );
  }

  /**
   * The hash is Java's, which PostgreSQL cannot compute: the distinct messages of the open incidents (one row per
   * error, from the partial index of open incidents) are hashed here, and the instances are counted for those whose
   * hash is asked for (two messages may share it, as in Camunda).
   */
  async byDefinition(request: IncidentStatisticsByDefinitionQuery): Promise<SearchQueryResponse<IncidentStatisticsByDefinitionResult>> {
    const messages = openIncidents();
    const distinct = await underSearchLimits(this.pg, (statements) =>
      statements.query<{ error_message: string }>(`select distinct i.error_message from incident i where ${messages.where}`, messages.params),
    );
    const matching = distinct.map((row) => row.error_message).filter((message) => javaStringHash(message) === request.filter.errorHashCode);
    const { where, params } = openIncidents((param) => [`i.error_message = any(${param(matching, 'text[]')})`]);
    return aggregatePage<DefinitionRow, IncidentStatisticsByDefinitionResult>(
      this.pg,
      `select i.bpmn_process_id as process_definition_id, i.process_definition_key::text as process_definition_key, d.name, d.version,
          i.tenant_id, count(distinct i.process_instance_key) as instances
        from incident i join process_definition d on d.key = i.process_definition_key
        where ${where} group by i.bpmn_process_id, i.process_definition_key, d.name, d.version, i.tenant_id`,
      params,
      request,
      { activeInstancesWithErrorCount: 'instances', processDefinitionKey: 'process_definition_key::bigint', tenantId: 'tenant_id' },
      ['process_definition_key::bigint'],
      (row) => ({
        processDefinitionId: row.process_definition_id,
        processDefinitionKey: row.process_definition_key,
        processDefinitionName: row.name ?? row.process_definition_id,
        processDefinitionVersion: row.version,
        tenantId: row.tenant_id,
        activeInstancesWithErrorCount: Number(row.instances),
      }),
    );
  }
}
