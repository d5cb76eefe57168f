import type { Incident } from '@baton/runtime';
import { isoTime } from '../iso-time.js';
import { millis, optionalText, text } from '../row-values.js';
import { column, KEY, OPTIONAL_KEY, OPTIONAL_TIME, TEXT, TIME, type RowOf } from './column.js';
import { instanceTable } from './instance-table.js';

const COLUMNS = {
  key: KEY,
  process_instance_key: KEY,
  process_definition_key: KEY,
  bpmn_process_id: TEXT,
  tenant_id: TEXT,
  element_instance_key: KEY,
  element_id: TEXT,
  job_key: OPTIONAL_KEY,
  error_type: column<Incident['errorType']>('text'),
  error_message: TEXT,
  failed_step: column<Incident['failedStep']>('text'),
  state: column<'ACTIVE' | 'RESOLVED'>('text'),
  created_at: TIME,
  resolved_at: OPTIONAL_TIME,
};

export type IncidentRow = RowOf<typeof COLUMNS>;

/**
 * Incidents: an open one is live. They are not diffed against a snapshot: a write sends the incidents its command's
 * events created, migrated or resolved (see prepared-write.ts); `toRow` gives an open incident's row.
 */
export const INCIDENT_TABLE = instanceTable({
  name: 'incident',
  field: 'incidents',
  prefix: 'incident',
  columns: COLUMNS,
  live: { column: 'state', oneOf: ['ACTIVE'] },
  conflict: ['state', 'resolved_at', 'element_id', 'process_definition_key', 'bpmn_process_id'],
  insertFrom: 'recordset',
  fromRow: (row: IncidentRow): Incident => ({
    key: text(row.key),
    errorType: row.error_type,
    errorMessage: row.error_message,
    elementInstanceKey: text(row.element_instance_key),
    elementId: row.element_id,
    jobKey: optionalText(row.job_key),
    failedStep: row.failed_step,
    createdAt: millis(row.created_at),
  }),
  toRow: (incident, identity) => ({
    key: incident.key,
    process_instance_key: identity.processInstanceKey,
    process_definition_key: identity.processDefinitionKey,
    bpmn_process_id: identity.bpmnProcessId,
    tenant_id: identity.tenantId,
    element_instance_key: incident.elementInstanceKey,
    element_id: incident.elementId,
    job_key: incident.jobKey,
    error_type: incident.errorType,
    error_message: incident.errorMessage,
    failed_step: incident.failedStep,
    state: 'ACTIVE' as const,
    created_at: isoTime(incident.createdAt),
    resolved_at: null,
  }),
});
