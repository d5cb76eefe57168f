import { Injectable } from '@nestjs/common';
import { JOB_KINDS, JOB_LISTENER_EVENT_TYPES, JOB_STATES, type JobSearchResult, type SearchQueryResponse } from '@baton/api-contract';
import { instanceRowReferenceFilters, referenceSortFields } from '../query/instance-reference-fields.js';
import { PgPool } from '../database/pg-pool.js';
import { rootProcessInstanceKeyOf } from '../query/root-process-instance.js';
import { runSearch, type SearchRequestBody, type SearchSpec, sortByPrefix } from '../query/search-query.js';

interface JobRow {
  key: string;
  type: string;
  kind: JobSearchResult['kind'];
  listener_event_type: JobSearchResult['listenerEventType'];
  state: JobSearchResult['state'];
  retries: number;
  priority: number;
  worker: string | null;
  deadline: Date | null;
  custom_headers: Record<string, string>;
  is_denied: boolean | null;
  denied_reason: string | null;
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
  business_id: string | null;
}

/** Camunda reports a job's last transition; ours keeps the lifecycle state, so map it. */
const STATE = `(case j.state when 'ACTIVATABLE' then (case when j.error_message is not null then 'FAILED' else 'CREATED' end)
  when 'ACTIVATED' then 'CREATED' else j.state end)`;
const SELECT = `j.key::text as key, j.type, j.kind, j.listener_event_type, ${STATE} as state, j.retries, j.priority, j.worker, j.deadline, j.custom_headers, j.error_message, j.error_code,
  j.is_denied, j.denied_reason, j.element_id, j.element_instance_key::text as element_instance_key, j.process_instance_key::text as process_instance_key,
  j.process_definition_key::text as process_definition_key, j.bpmn_process_id, j.tenant_id, j.created_at, j.ended_at,
  (j.state = 'ACTIVATABLE' and j.error_message is not null and j.retries > 0) as failed_with_retries_left,
  ${rootProcessInstanceKeyOf('j.process_instance_key')},
  (select p.business_id from process_instance p where p.key = j.process_instance_key and p.partition_id = j.partition_id) as business_id`;

const SEARCH: SearchSpec = {
  from: 'job j',
  filters: {
    deadline: { column: 'j.deadline', type: 'date' },
    ...instanceRowReferenceFilters('j', 'elementId', 'elementInstanceKey'),
    endTime: { column: 'j.ended_at', type: 'date' },
    errorCode: { column: 'j.error_code', type: 'string' },
    errorMessage: { column: 'j.error_message', type: 'string' },
    hasFailedWithRetriesLeft: { column: `(j.state = 'ACTIVATABLE' and j.error_message is not null and j.retries > 0)`, type: 'boolean' },
    jobKey: { column: 'j.key', type: 'key', partitionColumn: 'j.partition_id' },
    kind: { column: 'j.kind', type: 'enum', values: JOB_KINDS },
    listenerEventType: { column: 'j.listener_event_type', type: 'enum', values: JOB_LISTENER_EVENT_TYPES },
    ...instanceRowReferenceFilters('j', 'processDefinitionId', 'processDefinitionKey', 'processInstanceKey'),
    retries: { column: 'j.retries', type: 'integer' },
    priority: { column: 'j.priority', type: 'integer' },
    state: { column: STATE, type: 'enum', values: JOB_STATES },
    ...instanceRowReferenceFilters('j', 'tenantId'),
    type: { column: 'j.type', type: 'string' },
    worker: { column: 'j.worker', type: 'string' },
    creationTime: { column: 'j.created_at', type: 'date' },
  },
  sortFields: {
    deadline: 'j.deadline',
    ...referenceSortFields('j', 'elementId', 'elementInstanceKey'),
    endTime: 'j.ended_at',
    errorCode: 'j.error_code',
    errorMessage: sortByPrefix('j.error_message'),
    isDenied: 'j.is_denied',
    deniedReason: sortByPrefix('j.denied_reason'),
    jobKey: 'j.key',
    kind: 'j.kind',
    listenerEventType: 'j.listener_event_type',
    ...referenceSortFields('j', 'processDefinitionId', 'processDefinitionKey', 'processInstanceKey'),
    retries: 'j.retries',
    priority: 'j.priority',
    state: STATE,
    ...referenceSortFields('j', 'tenantId'),
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
    deniedReason: row.denied_reason,
    elementId: row.element_id,
    elementInstanceKey: row.element_instance_key,
    endTime: row.ended_at?.toISOString() ?? null,
    errorCode: row.error_code,
    errorMessage: row.error_message,
    hasFailedWithRetriesLeft: row.failed_with_retries_left,
    isDenied: row.is_denied,
    jobKey: row.key,
    kind: row.kind,
    listenerEventType: row.listener_event_type,
    processDefinitionId: row.bpmn_process_id,
    processDefinitionKey: row.process_definition_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
    businessId: row.business_id,
    retries: row.retries,
    priority: row.priority,
    state: row.state,
    tenantId: row.tenant_id,
    type: row.type,
    worker: row.worker ?? '',
    creationTime: row.created_at.toISOString(),
    lastUpdateTime: (row.ended_at ?? row.created_at).toISOString(),
  };
}

/** The jobs as Camunda's job search answers them, read straight from the job table. */
@Injectable()
export class JobReadModel {
  constructor(private readonly pg: PgPool) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<JobSearchResult>> {
    return runSearch(this.pg, SEARCH, body, 'job', toResult);
  }
}
