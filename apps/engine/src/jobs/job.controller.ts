import type { FastifyReply } from 'fastify';
import { Body, Controller, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import {
  JOB_KINDS,
  JOB_LISTENER_EVENT_TYPES,
  JOB_STATES,
  type JobActivationRequest,
  type ActivatedJobResult,
  type JobActivationResult,
  type JobCompletionRequest,
  type JobErrorRequest,
  type JobFailRequest,
  type JobSearchResult,
  type JobUpdateRequest,
  type SearchQueryResponse,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { runSearch, type SearchRequestBody, type SearchSpec, sortByPrefix } from '../query/search-query.js';
import { JobActivationService } from './job-activation.service.js';
import { JobCommandsService } from './job-commands.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import { rootProcessInstanceKeyOf } from '../query/root-process-instance.js';

interface JobRow {
  key: string;
  type: string;
  state: JobSearchResult['state'];
  retries: number;
  worker: string | null;
  deadline: Date | null;
  custom_headers: Record<string, string>;
  error_message: string | null;
  error_code: string | null;
  element_id: string;
  element_instance_key: string;
  process_instance_key: string;
  process_definition_key: string;
  bpmn_process_id: string;
  tenant_id: string;
  created_at: Date;
  ended_at: Date | null;
  failed_with_retries_left: boolean;
  root_process_instance_key: string | null;
}

/** Camunda reports a job's last transition; ours keeps the lifecycle state, so map it. */
const STATE = `(case j.state when 'ACTIVATABLE' then (case when j.error_message is not null then 'FAILED' else 'CREATED' end)
  when 'ACTIVATED' then 'CREATED' else j.state end)`;
const SELECT = `j.key::text as key, j.type, ${STATE} as state, j.retries, j.worker, j.deadline, j.custom_headers, j.error_message, j.error_code,
  j.element_id, j.element_instance_key::text as element_instance_key, j.process_instance_key::text as process_instance_key,
  j.process_definition_key::text as process_definition_key, j.bpmn_process_id, j.tenant_id, j.created_at, j.ended_at,
  (j.state = 'ACTIVATABLE' and j.error_message is not null and j.retries > 0) as failed_with_retries_left,
  ${rootProcessInstanceKeyOf('j.process_instance_key')}`;

const SEARCH: SearchSpec = {
  from: 'job j',
  filters: {
    deadline: { column: 'j.deadline', type: 'date' },
    elementId: { column: 'j.element_id', type: 'string' },
    elementInstanceKey: { column: 'j.element_instance_key', type: 'key' },
    endTime: { column: 'j.ended_at', type: 'date' },
    errorCode: { column: 'j.error_code', type: 'string' },
    errorMessage: { column: 'j.error_message', type: 'string' },
    hasFailedWithRetriesLeft: { column: `(j.state = 'ACTIVATABLE' and j.error_message is not null and j.retries > 0)`, type: 'boolean' },
    jobKey: { column: 'j.key', type: 'key' },
    kind: { column: `'BPMN_ELEMENT'`, type: 'enum', values: JOB_KINDS },
    listenerEventType: { column: `'UNSPECIFIED'`, type: 'enum', values: JOB_LISTENER_EVENT_TYPES },
    processDefinitionId: { column: 'j.bpmn_process_id', type: 'string' },
    processDefinitionKey: { column: 'j.process_definition_key', type: 'key' },
    processInstanceKey: { column: 'j.process_instance_key', type: 'key' },
    retries: { column: 'j.retries', type: 'integer' },
    state: { column: STATE, type: 'enum', values: JOB_STATES },
    tenantId: { column: 'j.tenant_id', type: 'string' },
    type: { column: 'j.type', type: 'string' },
    worker: { column: 'j.worker', type: 'string' },
    creationTime: { column: 'j.created_at', type: 'date' },
  },
  sortFields: {
    deadline: 'j.deadline',
    elementId: 'j.element_id',
    elementInstanceKey: 'j.element_instance_key',
    endTime: 'j.ended_at',
    errorCode: 'j.error_code',
    errorMessage: sortByPrefix('j.error_message'),
    jobKey: 'j.key',
    processDefinitionId: 'j.bpmn_process_id',
    processDefinitionKey: 'j.process_definition_key',
    processInstanceKey: 'j.process_instance_key',
    retries: 'j.retries',
    state: STATE,
    tenantId: 'j.tenant_id',
    type: 'j.type',
    worker: 'j.worker',
  },
  tiebreaker: 'j.key',
  select: SELECT,
};

function toResult(row: JobRow): JobSearchResult {
  return {
    customHeaders: row.custom_headers,
    deadline: row.deadline?.toISOString() ?? null,
    deniedReason: null,
    elementId: row.element_id,
    elementInstanceKey: row.element_instance_key,
    endTime: row.ended_at?.toISOString() ?? null,
    errorCode: row.error_code,
    errorMessage: row.error_message,
    hasFailedWithRetriesLeft: row.failed_with_retries_left,
    isDenied: null,
    jobKey: row.key,
    kind: 'BPMN_ELEMENT',
    listenerEventType: 'UNSPECIFIED',
    processDefinitionId: row.bpmn_process_id,
    processDefinitionKey: row.process_definition_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
    retries: row.retries,
    state: row.state,
    tenantId: row.tenant_id,
    type: row.type,
    worker: row.worker ?? '',
    creationTime: row.created_at.toISOString(),
    lastUpdateTime: (row.ended_at ?? row.created_at).toISOString(),
  };
}

@Controller('v2/jobs')
export class JobController {
  constructor(
    private readonly activation: JobActivationService,
    private readonly commands: JobCommandsService,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
  ) {}

  @Post('activation')
  @HttpCode(200)
  async activate(@Body() body: JobActivationRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<JobActivationResult> {
    // 'close' before the answer was written: the client went away (a worker stopped, a long poll was cancelled).
    // While jobs are sought, activate() stops and hands back what it took; once it returned jobs, the listener
    // stays to hand them back if the answer then fails to reach the client.
    const clientGone = new AbortController();
    let taken: ActivatedJobResult[] = [];
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      clientGone.abort();
      if (taken.length > 0) void this.activation.handBack(taken);
    });
    taken = await this.activation.activate(body, clientGone.signal);
    return { jobs: taken };
  }

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<JobSearchResult>> {
    return runSearch(this.pg, SEARCH, body, 'job', toResult);
  }

  @Post(':key/completion')
  @HttpCode(204)
  complete(@Param('key') key: string, @Body() body: JobCompletionRequest | undefined): Promise<void> {
    return this.commands.complete(key, body);
  }

  @Post(':key/failure')
  @HttpCode(204)
  fail(@Param('key') key: string, @Body() body: JobFailRequest | undefined): Promise<void> {
    return this.commands.fail(key, body);
  }

  @Post(':key/error')
  @HttpCode(204)
  throwError(@Param('key') key: string, @Body() body: JobErrorRequest): Promise<void> {
    return this.commands.throwError(key, body);
  }

  @Patch(':key')
  @HttpCode(204)
  update(@Param('key') key: string, @Body() body: JobUpdateRequest): Promise<void> {
    const entry = { entityType: 'JOB', entityKey: key, operationType: 'UPDATE', annotation: operatorAnnotation(body) } as const;
    return this.audit.audited(entry, () => this.commands.update(key, body));
  }
}
