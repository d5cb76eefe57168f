import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { CreateProcessInstanceResult, ProcessInstanceCreationRequest, ProcessInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { PROCESS_INSTANCE_STATES } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import { ProcessInstanceService } from './process-instance.service.js';
import { AuditLog } from '../audit/audit-log.js';

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
  incident_count: number;
  tags: string[];
  business_id: string | null;
}

const SELECT = `p.key::text as key, p.process_definition_key::text as process_definition_key, p.bpmn_process_id, p.version,
  d.version_tag, d.name, p.tenant_id, p.state, p.start_date, p.end_date, p.incident_count, p.tags, p.business_id`;
const FROM = 'process_instance p join process_definition d on d.key = p.process_definition_key';

const SEARCH: SearchSpec = {
  from: FROM,
  filters: {
    processInstanceKey: { column: 'p.key', type: 'key' },
    processDefinitionKey: { column: 'p.process_definition_key', type: 'key' },
    processDefinitionId: { column: 'p.bpmn_process_id', type: 'string' },
    processDefinitionName: { column: 'd.name', type: 'string' },
    processDefinitionVersion: { column: 'p.version', type: 'integer' },
    processDefinitionVersionTag: { column: 'd.version_tag', type: 'string' },
    state: { column: 'p.state', type: 'enum', values: PROCESS_INSTANCE_STATES },
    startDate: { column: 'p.start_date', type: 'date' },
    endDate: { column: 'p.end_date', type: 'date' },
    hasIncident: { column: '(p.incident_count > 0)', type: 'boolean' },
    tenantId: { column: 'p.tenant_id', type: 'string' },
    businessId: { column: 'p.business_id', type: 'string' },
    parentProcessInstanceKey: { column: 'null::bigint', type: 'key' },
    parentElementInstanceKey: { column: 'null::bigint', type: 'key' },
  },
  sortFields: {
    processInstanceKey: 'p.key',
    processDefinitionKey: 'p.process_definition_key',
    processDefinitionId: 'p.bpmn_process_id',
    processDefinitionName: 'd.name',
    processDefinitionVersion: 'p.version',
    processDefinitionVersionTag: 'd.version_tag',
    startDate: 'p.start_date',
    endDate: 'p.end_date',
    state: 'p.state',
    hasIncident: '(p.incident_count > 0)',
    tenantId: 'p.tenant_id',
    businessId: 'p.business_id',
  },
  tiebreaker: 'p.key',
  select: SELECT,
};

function toResult(row: InstanceRow): ProcessInstanceResult {
  return {
    processDefinitionId: row.bpmn_process_id,
    processDefinitionName: row.name,
    processDefinitionVersion: row.version,
    processDefinitionVersionTag: row.version_tag,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date?.toISOString() ?? null,
    state: row.state,
    hasIncident: row.incident_count > 0,
    tenantId: row.tenant_id,
    processInstanceKey: row.key,
    processDefinitionKey: row.process_definition_key,
    parentProcessInstanceKey: null,
    parentElementInstanceKey: null,
    rootProcessInstanceKey: null,
    tags: row.tags,
    businessId: row.business_id,
  };
}

@Controller('v2/process-instances')
export class ProcessInstanceController {
  constructor(
    private readonly instances: ProcessInstanceService,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
  ) {}

  @Post()
  @HttpCode(200)
  create(@Body() body: ProcessInstanceCreationRequest): Promise<CreateProcessInstanceResult> {
    return this.instances.create(body);
  }

  @Get(':key')
  async get(@Param('key') key: string): Promise<ProcessInstanceResult> {
    const [row] = await this.pg.query<InstanceRow>(`select ${SELECT} from ${FROM} where p.key = $1`, [key]);
    if (!row) throw notFound(`Process instance with key '${key}' was not found`);
    return toResult(row);
  }

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ProcessInstanceResult>> {
    return runSearch(this.pg, SEARCH, body, 'process instance', toResult);
  }

  @Post(':key/cancellation')
  @HttpCode(204)
  async cancel(@Param('key') key: string): Promise<void> {
    await this.audit.audited({ entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'CANCEL' }, () => this.instances.cancel(key));
  }
}
