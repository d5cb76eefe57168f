import { Injectable } from '@nestjs/common';
import { INCIDENT_ERROR_TYPES, INCIDENT_STATES, type IncidentResult, type SearchQueryResponse } from '@baton/api-contract';
import { instanceRowReferenceFilters, referenceSortFields } from '../query/instance-reference-fields.js';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';
import { instanceAndCalled } from '../process-instances/call-tree.js';
import { requireRow } from '../query/require-row.js';
import { rootProcessInstanceKeyOf } from '../query/root-process-instance.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import { partitionOf, partitionSql } from '../runtime/partition.js';

interface IncidentRow {
  key: string;
  process_definition_key: string;
  process_instance_key: string;
  element_instance_key: string;
  job_key: string | null;
  bpmn_process_id: string;
  tenant_id: string;
  element_id: string;
  error_type: IncidentResult['errorType'];
  error_message: string;
  state: IncidentResult['state'];
  created_at: Date;
  root_process_instance_key: string | null;
}

const SELECT = `i.key::text as key, i.process_definition_key::text as process_definition_key, i.process_instance_key::text as process_instance_key,
  i.element_instance_key::text as element_instance_key, i.job_key::text as job_key, i.bpmn_process_id, i.tenant_id, i.element_id,
  i.error_type, i.error_message, i.state, i.created_at, ${rootProcessInstanceKeyOf('i.process_instance_key')}`;

const SEARCH: SearchSpec = {
  from: 'incident i',
  filters: {
    ...instanceRowReferenceFilters('i', 'processDefinitionId'),
    errorType: { column: 'i.error_type', type: 'enum', values: INCIDENT_ERROR_TYPES },
    errorMessage: { column: 'i.error_message', type: 'string' },
    ...instanceRowReferenceFilters('i', 'elementId'),
    creationTime: { column: 'i.created_at', type: 'date' },
    state: { column: 'i.state', type: 'enum', values: INCIDENT_STATES },
    ...instanceRowReferenceFilters('i', 'tenantId'),
    incidentKey: { column: 'i.key', type: 'key', partitionColumn: 'i.partition_id' },
    ...instanceRowReferenceFilters('i', 'processDefinitionKey', 'processInstanceKey', 'elementInstanceKey'),
    jobKey: { column: 'i.job_key', type: 'key', partitionColumn: 'i.partition_id' },
  },
  sortFields: {
    incidentKey: 'i.key',
    ...referenceSortFields('i', 'processDefinitionKey', 'processDefinitionId', 'processInstanceKey'),
    errorType: 'i.error_type',
    ...referenceSortFields('i', 'elementId', 'elementInstanceKey'),
    creationTime: 'i.created_at',
    state: 'i.state',
    jobKey: 'i.job_key',
    ...referenceSortFields('i', 'tenantId'),
  },
  tiebreaker: 'i.key',
  select: SELECT,
};

/** The keys as SQL literals (checked as integers), for a list the path's tree names. */
const keyLiterals = (keys: Iterable<string>): string => [...keys].map((key) => `${BigInt(key)}`).join(', ');

/** The partitions of the keys (each key's top bits) as SQL literals: the shards that hold their instances on Citus. */
const partitionLiterals = (keys: Iterable<string>): string => [...new Set([...keys].map((key) => `${partitionOf(key)}`))].join(', ');

/** Incidents of the given instances, the route's path having named their tree; the filter may narrow it further. */
const searchInTree = (keys: readonly string[]): SearchSpec => ({
  ...SEARCH,
  baseWhere: `i.process_instance_key in (${keyLiterals(keys)}) and i.partition_id in (${partitionLiterals(keys)})`,
  tenantCheckedByPath: true,
});

function toResult(row: IncidentRow): IncidentResult {
  return {
    processDefinitionId: row.bpmn_process_id,
    errorType: row.error_type,
    errorMessage: row.error_message,
    elementId: row.element_id,
    creationTime: row.created_at.toISOString(),
    state: row.state,
    tenantId: row.tenant_id,
    incidentKey: row.key,
    processDefinitionKey: row.process_definition_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
    elementInstanceKey: row.element_instance_key,
    jobKey: row.job_key,
  };
}

/** The incidents, as Camunda's incident search and lookup answer them. */
@Injectable()
export class IncidentReadModel {
  constructor(private readonly pg: PgPool) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<IncidentResult>> {
    return runSearch(this.pg, SEARCH, body, 'incident', toResult);
  }

  /** As in Camunda: the incidents of the instance and of every instance its call activities created, at any depth. */
  async searchInCallTree(processInstanceKey: string, body: SearchRequestBody | undefined): Promise<SearchQueryResponse<IncidentResult>> {
    const tree = await instanceAndCalled(this.pg, processInstanceKey);
    if (tree.length === 0) throw notFound(`Process instance with key '${processInstanceKey}' was not found`);
    return runSearch(this.pg, searchInTree(tree.map((row) => row.key)), body, 'incident', toResult);
  }

  /**
   * As in Camunda: the incidents of the element instance, of the element instances inside it (a sub-process's, a
   * multi-instance body's) and of every instance a call activity among them created, at any depth. The scopes are
   * read with the instance's element instances (one index read) and walked here, not by a recursive statement.
   */
  async searchOfElementInstance(elementInstanceKey: string, body: SearchRequestBody | undefined): Promise<SearchQueryResponse<IncidentResult>> {
    const [owner] = await this.pg.query<{ process_instance_key: string }>(
      `select process_instance_key::text as process_instance_key from element_instance where key = $1 and partition_id = ${partitionSql('$1')}`,
      [elementInstanceKey],
    );
    if (!owner) throw notFound(`Element instance with key '${elementInstanceKey}' was not found`);
    const elements = await this.pg.query<{ key: string; flow_scope_key: string | null; called: string | null }>(
      `select key::text as key, flow_scope_key::text as flow_scope_key, called_process_instance_key::text as called
        from element_instance where process_instance_key = $1 and partition_id = ${partitionSql('$1')}`,
      [owner.process_instance_key],
    );
    const inside = new Set([elementInstanceKey]);
    // Scopes come before what they contain in no particular order: repeat until no element joins.
    for (let grown = true; grown; ) {
      grown = false;
      for (const element of elements) {
        if (!inside.has(element.key) && element.flow_scope_key !== null && inside.has(element.flow_scope_key)) {
          inside.add(element.key);
          grown = true;
        }
      }
    }
    const calledRoots = elements.filter((element) => inside.has(element.key) && element.called !== null).map((element) => element.called as string);
    const calledTrees = (await Promise.all(calledRoots.map((root) => instanceAndCalled(this.pg, root)))).flat().map((member) => member.key);
    const ownIncidents = `i.element_instance_key in (${keyLiterals(inside)}) and i.partition_id in (${partitionLiterals(inside)})`;
    const calledIncidents = `i.process_instance_key in (${keyLiterals(calledTrees)}) and i.partition_id in (${partitionLiterals(calledTrees)})`;
    const spec: SearchSpec = {
      ...SEARCH,
      baseWhere: calledTrees.length > 0 ? `((${ownIncidents}) or (${calledIncidents}))` : `(${ownIncidents})`,
      tenantCheckedByPath: true,
    };
    return runSearch(this.pg, spec, body, 'incident', toResult);
  }

  async get(key: string): Promise<IncidentResult> {
    return toResult(
      await requireRow<IncidentRow>(
        this.pg,
        `select ${SELECT} from incident i where i.key = $1 and i.partition_id = ${partitionSql('$1')}`,
        [key],
        `Incident with key '${key}' was not found`,
      ),
    );
  }
}
