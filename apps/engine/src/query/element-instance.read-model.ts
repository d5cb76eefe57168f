import { Injectable } from '@nestjs/common';
import { ELEMENT_INSTANCE_STATES, ELEMENT_INSTANCE_TYPES, type ElementInstanceResult, type SearchQueryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { ELEMENT_INSTANCE_STATE } from './element-instance-state.js';
import { requireRow } from './require-row.js';
import { rootProcessInstanceKeyOfJoined } from './root-process-instance.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from './search-query.js';
import { partitionSql } from '../runtime/partition.js';

interface ElementInstanceRow {
  key: string;
  process_instance_key: string;
  process_definition_key: string;
  bpmn_process_id: string;
  tenant_id: string;
  element_id: string;
  element_name: string;
  element_type: ElementInstanceResult['type'];
  state: ElementInstanceResult['state'];
  start_date: Date;
  end_date: Date | null;
  incident_key: string | null;
  root_process_instance_key: string;
  is_compensation: boolean;
}

const STATE = ELEMENT_INSTANCE_STATE('e');
const NAME = `coalesce(d.executable->'elements'->e.element_id->>'name', e.element_id)`;
/** Compensation work is known from the model: handlers and what is inside them run only to undo. */
const IS_COMPENSATION = `coalesce((d.executable->'elements'->e.element_id->>'isForCompensation')::boolean, false)`;
const FROM = `element_instance e join process_instance p on p.key = e.process_instance_key and p.partition_id = e.partition_id join process_definition d on d.key = e.process_definition_key`;
/** The process instance's own row is no element instance: Camunda's element instances never include the process. */
const ELEMENTS_ONLY = `e.element_type <> 'PROCESS'`;
const SELECT = `e.key::text as key, e.process_instance_key::text as process_instance_key, e.process_definition_key::text as process_definition_key,
  p.bpmn_process_id, p.tenant_id, e.element_id, ${NAME} as element_name, e.element_type, ${STATE} as state, e.start_date, e.end_date,
  e.incident_key::text as incident_key, ${rootProcessInstanceKeyOfJoined('p')},
  ${IS_COMPENSATION} as is_compensation`;

const SEARCH: SearchSpec = {
  from: FROM,
  baseWhere: ELEMENTS_ONLY,
  filters: {
    processDefinitionId: { column: 'p.bpmn_process_id', type: 'string' },
    state: { column: STATE, type: 'enum', values: ELEMENT_INSTANCE_STATES },
    type: { column: 'e.element_type', type: 'enum', values: ELEMENT_INSTANCE_TYPES },
    elementId: { column: 'e.element_id', type: 'string' },
    elementName: { column: NAME, type: 'string' },
    hasIncident: { column: '(e.incident_key is not null)', type: 'boolean' },
    tenantId: { column: 'p.tenant_id', type: 'string' },
    elementInstanceKey: { column: 'e.key', type: 'key', partitionColumn: 'e.partition_id' },
    processInstanceKey: { column: 'e.process_instance_key', type: 'key', partitionColumn: 'e.partition_id' },
    processDefinitionKey: { column: 'e.process_definition_key', type: 'key' },
    incidentKey: { column: 'e.incident_key', type: 'key', partitionColumn: 'e.partition_id' },
    startDate: { column: 'e.start_date', type: 'date' },
    endDate: { column: 'e.end_date', type: 'date' },
    elementInstanceScopeKey: { column: 'e.flow_scope_key', type: 'key', partitionColumn: 'e.partition_id' },
  },
  sortFields: {
    elementInstanceKey: 'e.key',
    processInstanceKey: 'e.process_instance_key',
    processDefinitionKey: 'e.process_definition_key',
    processDefinitionId: 'p.bpmn_process_id',
    startDate: 'e.start_date',
    endDate: 'e.end_date',
    elementId: 'e.element_id',
    elementName: NAME,
    type: 'e.element_type',
    state: STATE,
    incidentKey: 'e.incident_key',
    tenantId: 'p.tenant_id',
  },
  tiebreaker: 'e.key',
  select: SELECT,
};

function toResult(row: ElementInstanceRow): ElementInstanceResult {
  return {
    processDefinitionId: row.bpmn_process_id,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date?.toISOString() ?? null,
    elementId: row.element_id,
    elementName: row.element_name,
    type: row.element_type,
    state: row.state,
    hasIncident: row.incident_key !== null,
    tenantId: row.tenant_id,
    elementInstanceKey: row.key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
    processDefinitionKey: row.process_definition_key,
    incidentKey: row.incident_key,
    isCompensation: row.is_compensation,
  };
}

/** The element instances of every process instance (the process's own row left out), as Camunda answers them. */
@Injectable()
export class ElementInstanceReadModel {
  constructor(private readonly pg: PgPool) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ElementInstanceResult>> {
    return runSearch(this.pg, SEARCH, body, 'element instance', toResult);
  }

  async get(key: string): Promise<ElementInstanceResult> {
    const sql = `select ${SELECT} from ${FROM} where e.key = $1 and e.partition_id = ${partitionSql('$1')} and ${ELEMENTS_ONLY}`;
    return toResult(await requireRow<ElementInstanceRow>(this.pg, sql, [key], `Element instance with key '${key}' was not found`));
  }
}
