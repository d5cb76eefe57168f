import { Injectable } from '@nestjs/common';
import {
  ELEMENT_INSTANCE_STATES,
  PROCESS_INSTANCE_STATES,
  type ProcessInstanceCallHierarchyEntry,
  type ProcessInstanceResult,
  type SearchQueryResponse,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';
import { ELEMENT_INSTANCE_STATE } from '../query/element-instance-state.js';
import { requireRow } from '../query/require-row.js';
import { rootProcessInstanceKeyOfJoined } from '../query/root-process-instance.js';
import { allTags, variablesInScope } from '../query/search/instance-filters.js';
import { isJsonObject } from '../query/search/json-values.js';
import { callChain } from './call-tree.js';
import { callsAnIncidentHolder, INCIDENTS_IN_CALL_TREE, incidentCallers, incidentsBelow, type TreeIncidentHolder } from './incidents-in-call-tree.js';
import { runSearch, type SearchQueryable, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import { partitionSql } from '../runtime/partition.js';

interface InstanceRow {
  key: string;
  process_definition_key: string;
  bpmn_process_id: string;
  version: number;
  version_tag: string | null;
  name: string | null;
  tenant_id: string;
  state: ProcessInstanceResult['state'];
  start_date: Date;
  end_date: Date | null;
  has_incident: boolean;
  tags: string[];
  business_id: string | null;
  suspended_date: Date | null;
  parent_process_instance_key: string | null;
  parent_element_instance_key: string | null;
  root_process_instance_key: string;
}

interface InstanceLookupRow extends Omit<InstanceRow, 'has_incident'> {
  has_own_incident: boolean;
  incidents_in_tree: TreeIncidentHolder[];
}

/**
 * Whether the instance or one it called, at any depth, has an open incident, for the search's filter and sort:
 * `ic.incident_callers` holds every instance that called one with an incident (incidentCallers), so that no
 * statement walks the call tree with a recursive CTE, which Citus refuses, nor reads other instances' rows per row.
 */
const HAS_INCIDENT = '(p.incident_count > 0 or p.key = any(ic.incident_callers))';

const COLUMNS = `p.key::text as key, p.process_definition_key::text as process_definition_key, p.bpmn_process_id, p.version,
  d.version_tag, d.name, p.tenant_id, p.state, p.start_date, p.end_date, p.suspended_date, p.tags, p.business_id,
  p.parent_process_instance_key::text as parent_process_instance_key, p.parent_element_instance_key::text as parent_element_instance_key,
  ${rootProcessInstanceKeyOfJoined('p')}`;
const FROM = 'process_instance p join process_definition d on d.key = p.process_definition_key';
/**
 * The search's rows, with $1 the callers of instances with incidents (null unless the filter or the sort names
 * hasIncident): FROM names it, so that every statement over the search's rows (its page, its count, statistics,
 * a batch's selection) binds it, whatever the filter uses.
 */
const SEARCH_FROM = `${FROM} cross join (select $1::bigint[] as incident_callers) ic`;

/**
 * One instance without HAS_INCIDENT's recursive walk, which Citus refuses: the instance's own incidents and those of
 * its call tree come with its row, and callsAnIncidentHolder walks up from the latter when the instance is inside a tree.
 */
const GET_SQL = `select ${COLUMNS}, p.incident_count > 0 as has_own_incident, ${INCIDENTS_IN_CALL_TREE} as incidents_in_tree
  from ${FROM} where p.key = $1 and p.partition_id = ${partitionSql('$1')}`;

/** The search's page rows: hasIncident is completed from them (incidentsBelow), or from the callers when found. */
interface SearchRow extends Omit<InstanceRow, 'has_incident'> {
  has_own_incident: boolean;
}

/** The process instance search, given the callers of instances with incidents (see SEARCH_FROM). */
const processInstanceSearch = (incidentCallers: readonly string[] | null): SearchSpec => ({
  from: SEARCH_FROM,
  params: [incidentCallers],
  filters: {
    processInstanceKey: { column: 'p.key', type: 'key', partitionColumn: 'p.partition_id' },
    processDefinitionKey: { column: 'p.process_definition_key', type: 'key' },
    processDefinitionId: { column: 'p.bpmn_process_id', type: 'string' },
    processDefinitionName: { column: 'd.name', type: 'string' },
    processDefinitionVersion: { column: 'p.version', type: 'integer' },
    processDefinitionVersionTag: { column: 'd.version_tag', type: 'string' },
    state: { column: 'p.state', type: 'enum', values: PROCESS_INSTANCE_STATES },
    startDate: { column: 'p.start_date', type: 'date' },
    endDate: { column: 'p.end_date', type: 'date' },
    suspendedDate: { column: 'p.suspended_date', type: 'date' },
    hasIncident: { column: HAS_INCIDENT, type: 'boolean' },
    tenantId: { column: 'p.tenant_id', type: 'string' },
    businessId: { column: 'p.business_id', type: 'string' },
    parentProcessInstanceKey: { column: 'p.parent_process_instance_key', type: 'key' },
    parentElementInstanceKey: { column: 'p.parent_element_instance_key', type: 'key' },
  },
  customFilters: {
    variables: variablesInScope('p.key', 'p.key', 'p.partition_id', 'process instance'),
    tags: allTags('p.tags'),
  },
  groupedFilters: [
    {
      // One element instance of the instance matches all three (Operate's "active in element X", "incident at X").
      fields: {
        elementId: { column: 'fe.element_id', type: 'string' },
        elementInstanceState: { column: ELEMENT_INSTANCE_STATE('fe'), type: 'enum', values: ELEMENT_INSTANCE_STATES },
        hasElementInstanceIncident: { column: '(fe.incident_key is not null)', type: 'boolean' },
      },
      wrap: (conditions) =>
        `exists (select 1 from element_instance fe where fe.process_instance_key = p.key and fe.partition_id = p.partition_id and fe.element_type <> 'PROCESS' and ${conditions.join(' and ')})`,
    },
    {
      fields: { errorMessage: { column: 'fi.error_message', type: 'string' } },
      wrap: (conditions) =>
        `exists (select 1 from incident fi where fi.process_instance_key = p.key and fi.partition_id = p.partition_id and fi.state = 'ACTIVE' and ${conditions.join(' and ')})`,
    },
  ],
  sortFields: {
    processInstanceKey: 'p.key',
    processDefinitionKey: 'p.process_definition_key',
    parentProcessInstanceKey: 'p.parent_process_instance_key',
    parentElementInstanceKey: 'p.parent_element_instance_key',
    processDefinitionId: 'p.bpmn_process_id',
    processDefinitionName: 'd.name',
    processDefinitionVersion: 'p.version',
    processDefinitionVersionTag: 'd.version_tag',
    startDate: 'p.start_date',
    endDate: 'p.end_date',
    suspendedDate: 'p.suspended_date',
    state: 'p.state',
    hasIncident: HAS_INCIDENT,
    tenantId: 'p.tenant_id',
    businessId: 'p.business_id',
  },
  tiebreaker: 'p.key',
  select: `${COLUMNS}, p.incident_count > 0 as has_own_incident`,
});

/** The callers of instances with incidents when the request filters or sorts by hasIncident, else null. */
async function incidentCallersFor(pg: SearchQueryable, { filter, sort }: Pick<SearchRequestBody, 'filter' | 'sort'>): Promise<string[] | null> {
  const named = (isJsonObject(filter) && Object.hasOwn(filter, 'hasIncident')) || (sort ?? []).some(({ field }) => field === 'hasIncident');
  return named ? incidentCallers(pg) : null;
}

/**
 * The process instance search for a request's filter and sort: a batch operation over instances and the element
 * statistics select their instances with it, as the search does.
 */
export async function processInstanceSearchFor(pg: SearchQueryable, request: Pick<SearchRequestBody, 'filter' | 'sort'>): Promise<SearchSpec> {
  return processInstanceSearch(await incidentCallersFor(pg, request));
}

function toResult(row: InstanceRow): ProcessInstanceResult {
  return {
    processDefinitionId: row.bpmn_process_id,
    processDefinitionName: row.name,
    processDefinitionVersion: row.version,
    processDefinitionVersionTag: row.version_tag,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date?.toISOString() ?? null,
    state: row.state,
    hasIncident: row.has_incident,
    tenantId: row.tenant_id,
    processInstanceKey: row.key,
    processDefinitionKey: row.process_definition_key,
    parentProcessInstanceKey: row.parent_process_instance_key,
    parentElementInstanceKey: row.parent_element_instance_key,
    // The root of a hierarchy is its own root, as in Camunda 8.9.
    rootProcessInstanceKey: row.root_process_instance_key,
    tags: row.tags,
    businessId: row.business_id,
    suspendedDate: row.suspended_date?.toISOString() ?? null,
  };
}

/** The process instances, as Camunda's instance search, lookup and call hierarchy answer them. */
@Injectable()
export class ProcessInstanceReadModel {
  constructor(private readonly pg: PgPool) {}

  async search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ProcessInstanceResult>> {
    const callers = await incidentCallersFor(this.pg, body ?? {});
    const page = await runSearch(this.pg, processInstanceSearch(callers), body, 'process instance', (row: SearchRow) => row);
    const found = callers && new Set(callers);
    const below = found
      ? page.items.map((row) => found.has(row.key))
      : await incidentsBelow(
          this.pg,
          page.items.map((row) => ({
            key: row.key,
            rootKey: row.root_process_instance_key,
            hasOwnIncident: row.has_own_incident,
          })),
        );
    return {
      ...page,
      items: page.items.map(({ has_own_incident: own, ...row }, index) => toResult({ ...row, has_incident: own || (below[index] ?? false) })),
    };
  }

  async get(key: string): Promise<ProcessInstanceResult> {
    const row = await requireRow<InstanceLookupRow>(this.pg, GET_SQL, [key], `Process instance with key '${key}' was not found`);
    const { has_own_incident: own, incidents_in_tree: holders, ...instance } = row;
    const hasIncident = own || (await callsAnIncidentHolder(this.pg, { key: row.key, parentKey: row.parent_process_instance_key }, holders));
    return toResult({ ...instance, has_incident: hasIncident });
  }

  /** The instance's callers up to the root, root first, the instance itself last (as Camunda answers it). */
  async callHierarchy(key: string): Promise<ProcessInstanceCallHierarchyEntry[]> {
    const chain = await callChain(this.pg, key);
    if (chain.length === 0) throw notFound(`Process instance with key '${key}' was not found`);
    return chain.map((link) => ({ processInstanceKey: link.key, processDefinitionKey: link.processDefinitionKey, processDefinitionName: link.name }));
  }
}
