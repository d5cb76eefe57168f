import type { Job } from '@baton/runtime';
import { isoTime } from '../iso-time.js';
import { millis, optionalIso, optionalMillis, text } from '../row-values.js';
import { column, ELEMENT_INSTANCE_ROW_COLUMNS, INTEGER, OPTIONAL_TEXT, OPTIONAL_TIME, TEXT, TIME, type RowOf } from './column.js';
import type { InstanceIdentity } from './instance-identity.js';
import { instanceTable } from './instance-table.js';

const COLUMNS = {
  ...ELEMENT_INSTANCE_ROW_COLUMNS,
  type: TEXT,
  kind: column<Job['kind']>('text'),
  listener_event_type: column<Job['listenerEventType']>('text'),
  state: column<Job['state']>('text'),
  retries: INTEGER,
  priority: INTEGER,
  retry_at: OPTIONAL_TIME,
  worker: OPTIONAL_TEXT,
  deadline: OPTIONAL_TIME,
  custom_headers: column<Record<string, string>>('jsonb'),
  error_message: OPTIONAL_TEXT,
  error_code: OPTIONAL_TEXT,
  failed_at: OPTIONAL_TIME,
  is_denied: column<boolean | null>('boolean'),
  denied_reason: OPTIONAL_TEXT,
  created_at: TIME,
  ended_at: OPTIONAL_TIME,
};

export type JobRow = RowOf<typeof COLUMNS>;

export function jobFromRow(row: JobRow): Job {
  return {
    key: text(row.key),
    type: row.type,
    kind: row.kind,
    listenerEventType: row.listener_event_type,
    elementInstanceKey: text(row.element_instance_key),
    elementId: row.element_id,
    state: row.state,
    retries: row.retries,
    priority: row.priority,
    customHeaders: row.custom_headers,
    errorMessage: row.error_message,
    ...(row.error_code === null ? {} : { errorCode: row.error_code }),
    ...(row.failed_at === null ? {} : { failedAt: millis(row.failed_at) }),
    retryAt: optionalMillis(row.retry_at),
    worker: row.worker,
    deadline: optionalMillis(row.deadline),
    createdAt: millis(row.created_at),
    ...(row.is_denied === null ? {} : { isDenied: row.is_denied, deniedReason: row.denied_reason }),
  };
}

/** The job's row; `ended_at` stays null here: the write stamps it with the command's time when the job ended. */
export function jobToRow(job: Job, identity: InstanceIdentity): JobRow {
  return {
    key: job.key,
    process_instance_key: identity.processInstanceKey,
    element_instance_key: job.elementInstanceKey,
    process_definition_key: identity.processDefinitionKey,
    bpmn_process_id: identity.bpmnProcessId,
    process_definition_version: identity.version,
    tenant_id: identity.tenantId,
    element_id: job.elementId,
    type: job.type,
    kind: job.kind,
    listener_event_type: job.listenerEventType,
    state: job.state,
    retries: job.retries,
    priority: job.priority,
    retry_at: optionalIso(job.retryAt),
    worker: job.worker,
    deadline: optionalIso(job.deadline),
    custom_headers: job.customHeaders,
    error_message: job.errorMessage,
    error_code: job.errorCode ?? null,
    failed_at: optionalIso(job.failedAt ?? null),
    is_denied: job.isDenied ?? null,
    denied_reason: job.deniedReason ?? null,
    created_at: isoTime(job.createdAt),
    ended_at: null,
  };
}

/** Jobs: an open one is live (a completed or canceled one stays for the searches). */
export const JOB_TABLE = instanceTable({
  name: 'job',
  field: 'jobs',
  prefix: 'job',
  columns: COLUMNS,
  live: { column: 'state', noneOf: ['COMPLETED', 'CANCELED'] },
  conflict: [
    'state',
    'retries',
    'retry_at',
    'error_message',
    'error_code',
    'failed_at',
    'is_denied',
    'denied_reason',
    'ended_at',
    'worker',
    'deadline',
    'element_id',
    'type',
    'custom_headers',
    'process_definition_key',
    'bpmn_process_id',
    'process_definition_version',
  ],
  endedAt: 'ended_at',
  insertFrom: 'recordset',
  state: { items: (state) => state.jobs.values(), put: (state, job) => state.jobs.set(job.key, job) },
  fromRow: jobFromRow,
  toRow: jobToRow,
});
