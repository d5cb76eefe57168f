import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { INCIDENT_ERROR_TYPES, INCIDENT_STATES, type IncidentResult, type OperationReferenceRequest, type SearchQueryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { answerWithCommand } from '../runtime/commit-attachments.js';
import { AuditLog } from '../audit/audit-log.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import { rootProcessInstanceKeyOf } from '../query/root-process-instance.js';

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
    processDefinitionId: { column: 'i.bpmn_process_id', type: 'string' },
    errorType: { column: 'i.error_type', type: 'enum', values: INCIDENT_ERROR_TYPES },
    errorMessage: { column: 'i.error_message', type: 'string' },
    elementId: { column: 'i.element_id', type: 'string' },
    creationTime: { column: 'i.created_at', type: 'date' },
    state: { column: 'i.state', type: 'enum', values: INCIDENT_STATES },
    tenantId: { column: 'i.tenant_id', type: 'string' },
    incidentKey: { column: 'i.key', type: 'key' },
    processDefinitionKey: { column: 'i.process_definition_key', type: 'key' },
    processInstanceKey: { column: 'i.process_instance_key', type: 'key' },
    elementInstanceKey: { column: 'i.element_instance_key', type: 'key' },
    jobKey: { column: 'i.job_key', type: 'key' },
  },
  sortFields: {
    incidentKey: 'i.key',
    processDefinitionKey: 'i.process_definition_key',
    processDefinitionId: 'i.bpmn_process_id',
    processInstanceKey: 'i.process_instance_key',
    errorType: 'i.error_type',
    elementId: 'i.element_id',
    elementInstanceKey: 'i.element_instance_key',
    creationTime: 'i.created_at',
    state: 'i.state',
    jobKey: 'i.job_key',
    tenantId: 'i.tenant_id',
  },
  tiebreaker: 'i.key',
  select: SELECT,
};

/** The instance and every instance below it in its call hierarchy (children, grandchildren, …). */
const CALL_TREE_SQL = `with recursive tree(key) as (
    select key from process_instance where key = $1::bigint
    union all
    select p.key from process_instance p join tree t on p.parent_process_instance_key = t.key
  ) select key::text from tree`;

/** Incidents of the given instances, the route's path having named their tree; the filter may narrow it further. */
const searchInTree = (keys: readonly string[]): SearchSpec => ({
  ...SEARCH,
  baseWhere: `i.process_instance_key in (${keys.map((key) => `${BigInt(key)}`).join(', ')})`,
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

@Controller('v2/process-instances')
export class ProcessInstanceIncidentController {
  constructor(private readonly pg: PgPool) {}

  /** As in Camunda: the incidents of the instance and of every instance its call activities created, at any depth. */
  @Post(':processInstanceKey/incidents/search')
  @HttpCode(200)
  async search(
    @Param('processInstanceKey') processInstanceKey: string,
    @Body() body: SearchRequestBody | undefined,
  ): Promise<SearchQueryResponse<IncidentResult>> {
    const tree = await this.pg.query<{ key: string }>(CALL_TREE_SQL, [processInstanceKey]);
    if (tree.length === 0) throw notFound(`Process instance with key '${processInstanceKey}' was not found`);
    return runSearch(this.pg, searchInTree(tree.map((row) => row.key)), body, 'incident', toResult);
  }
}

@Controller('v2/incidents')
export class IncidentController {
  constructor(
    private readonly pg: PgPool,
    private readonly executor: CommandExecutor,
    private readonly audit: AuditLog,
  ) {}

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<IncidentResult>> {
    return runSearch(this.pg, SEARCH, body, 'incident', toResult);
  }

  @Get(':key')
  async get(@Param('key') key: string): Promise<IncidentResult> {
    const [row] = await this.pg.query<IncidentRow>(`select ${SELECT} from incident i where i.key = $1`, [key]);
    if (!row) throw notFound(`Incident with key '${key}' was not found`);
    return toResult(row);
  }

  /** Retries exactly the step that failed; for a job incident, once the job's retries were raised. */
  @Post(':key/resolution')
  @HttpCode(204)
  async resolve(@Param('key') incidentKey: string, @Body() body: OperationReferenceRequest | undefined): Promise<void> {
    const entry = { entityType: 'INCIDENT', entityKey: incidentKey, operationType: 'RESOLVE', annotation: operatorAnnotation(body) } as const;
    await this.audit.audited(entry, async () => {
      answerWithCommand();
      await this.executor.execute(
        { incidentKey },
        { type: 'ResolveIncident', incidentKey },
        `Expected to resolve incident with key '${incidentKey}', but no such incident was found`,
      );
    });
  }
}
