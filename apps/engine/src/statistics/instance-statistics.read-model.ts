import { Injectable } from '@nestjs/common';
import type {
  ProcessDefinitionInstanceStatisticsQuery,
  ProcessDefinitionInstanceStatisticsResult,
  ProcessDefinitionInstanceVersionStatisticsQuery,
  ProcessDefinitionInstanceVersionStatisticsResult,
  SearchQueryResponse,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { processInstanceSearchFor } from '../process-instances/process-instance.read-model.js';
import { filteredRows } from '../query/search-query.js';
import { aggregatePage } from './aggregate-page.js';

interface DefinitionRow {
  process_definition_id: string;
  tenant_id: string;
  latest_name: string | null;
  versions: number;
  with_incident: string;
  without_incident: string;
}

interface VersionRow {
  process_definition_id: string;
  process_definition_key: string;
  name: string | null;
  tenant_id: string;
  version: number;
  with_incident: string;
  without_incident: string;
}

/**
 * The running instances (active or suspended; by state, which the (process id, state) index serves for one
 * process's versions) the caller's tenants hold, as the instance search selects them, with $1 the callers of instances with incidents: an instance "with incident" is one the search's hasIncident
 * finds, its own incident or one in an instance it called, as Operate shows it.
 */
async function runningInstances(pg: PgPool, extra: (param: (value: unknown) => string) => string[] = () => []) {
  const search = await processInstanceSearchFor(pg, { filter: { hasIncident: true } });
  const { conditions, params } = filteredRows(search, undefined, 'process instance');
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [...conditions, `p.state in ('ACTIVE', 'SUSPENDED')`, ...extra(param)].map((condition) => `(${condition})`).join(' and ');
  const hasIncident = search.filters.hasIncident?.column ?? 'false';
  const counts = `count(*) filter (where ${hasIncident}) as with_incident, count(*) filter (where not ${hasIncident}) as without_incident`;
  return { from: search.from, where, params, counts };
}

/** Operate's dashboard: running instances per process and per version, with and without incidents. */
@Injectable()
export class InstanceStatisticsReadModel {
  constructor(private readonly pg: PgPool) {}

  async perDefinition(request: ProcessDefinitionInstanceStatisticsQuery | undefined): Promise<SearchQueryResponse<ProcessDefinitionInstanceStatisticsResult>> {
    const { from, where, params, counts } = await runningInstances(this.pg);
    // The latest version's name and the number of versions come from the (few) definitions of the grouped processes.
    const grouped = `select p.bpmn_process_id as process_definition_id, p.tenant_id, ${counts},
        (select d2.name from process_definition d2 where d2.bpmn_process_id = p.bpmn_process_id and d2.tenant_id = p.tenant_id
          order by d2.version desc limit 1) as latest_name,
        (select count(*)::int from process_definition d2 where d2.bpmn_process_id = p.bpmn_process_id and d2.tenant_id = p.tenant_id) as versions
      from ${from} where ${where} group by p.bpmn_process_id, p.tenant_id`;
    return aggregatePage<DefinitionRow, ProcessDefinitionInstanceStatisticsResult>(
      this.pg,
      grouped,
      params,
      request,
      {
        processDefinitionId: 'process_definition_id',
        activeInstancesWithIncidentCount: 'with_incident',
        activeInstancesWithoutIncidentCount: 'without_incident',
      },
      ['process_definition_id', 'tenant_id'],
      (row) => ({
        processDefinitionId: row.process_definition_id,
        tenantId: row.tenant_id,
        latestProcessDefinitionName: row.latest_name,
        hasMultipleVersions: row.versions > 1,
        activeInstancesWithIncidentCount: Number(row.with_incident),
        activeInstancesWithoutIncidentCount: Number(row.without_incident),
      }),
    );
  }

  async perVersion(request: ProcessDefinitionInstanceVersionStatisticsQuery): Promise<SearchQueryResponse<ProcessDefinitionInstanceVersionStatisticsResult>> {
    const { processDefinitionId, tenantId } = request.filter;
    const { from, where, params, counts } = await runningInstances(this.pg, (param) => [
      `p.bpmn_process_id = ${param(processDefinitionId)}`,
      ...(tenantId === undefined ? [] : [`p.tenant_id = ${param(tenantId)}`]),
    ]);
    const grouped = `select p.bpmn_process_id as process_definition_id, p.process_definition_key::text as process_definition_key,
        d.name, p.tenant_id, p.version, ${counts}
      from ${from} where ${where} group by p.bpmn_process_id, p.process_definition_key, d.name, p.tenant_id, p.version`;
    return aggregatePage<VersionRow, ProcessDefinitionInstanceVersionStatisticsResult>(
      this.pg,
      grouped,
      params,
      request,
      {
        processDefinitionId: 'process_definition_id',
        processDefinitionKey: 'process_definition_key::bigint',
        processDefinitionName: 'name',
        processDefinitionVersion: 'version',
        activeInstancesWithIncidentCount: 'with_incident',
        activeInstancesWithoutIncidentCount: 'without_incident',
      },
      ['process_definition_key::bigint'],
      (row) => ({
        processDefinitionId: row.process_definition_id,
        processDefinitionKey: row.process_definition_key,
        processDefinitionName: row.name,
        tenantId: row.tenant_id,
        processDefinitionVersion: row.version,
        activeInstancesWithIncidentCount: Number(row.with_incident),
        activeInstancesWithoutIncidentCount: Number(row.without_incident),
      }),
    );
  }
}
