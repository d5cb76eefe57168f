import type { JsonObject, JsonValue } from '@baton/feel';
import type { ElementInstance, ElementInstanceType, Incident, Job, Variable } from '@baton/runtime';
import { isoTime } from './iso-time.js';
import { millis, optionalIso, optionalMillis, optionalText, text } from './row-values.js';

/** Row shapes of the instance tables as the load query returns them (to_jsonb: bigint as number, time as text). */
export interface ElementInstanceRow {
  key: string | number;
  process_instance_key: string | number;
  process_definition_key: string | number;
  flow_scope_key: string | number | null;
  element_id: string;
  element_type: string;
  state: ElementInstance['state'];
  start_date: string;
  end_date: string | null;
  incident_key: string | number | null;
  job_key: string | number | null;
  pending_joins: Record<string, number>;
  completion_variables: JsonObject | null;
  triggered_event_id: string | null;
  called_process_instance_key: string | number | null;
}

export interface VariableRow {
  key: string | number;
  process_instance_key: string | number;
  scope_key: string | number;
  name: string;
  value: JsonValue;
}

export interface JobRow {
  key: string | number;
  process_instance_key: string | number;
  element_instance_key: string | number;
  process_definition_key: string | number;
  bpmn_process_id: string;
  process_definition_version: number;
  tenant_id: string;
  element_id: string;
  type: string;
  state: Job['state'];
  retries: number;
  retry_at: string | null;
  worker: string | null;
  deadline: string | null;
  custom_headers: Record<string, string>;
  error_message: string | null;
  error_code: string | null;
  created_at: string;
  ended_at: string | null;
}

export interface IncidentRow {
  key: string | number;
  process_instance_key: string | number;
  process_definition_key: string | number;
  bpmn_process_id: string;
  tenant_id: string;
  element_instance_key: string | number;
  element_id: string;
  job_key: string | number | null;
  error_type: Incident['errorType'];
  error_message: string;
  failed_step: Incident['failedStep'];
  state: 'ACTIVE' | 'RESOLVED';
  created_at: string;
  resolved_at: string | null;
}

/** Identifies the instance every row belongs to. */
export interface InstanceIdentity {
  processInstanceKey: string;
  processDefinitionKey: string;
  bpmnProcessId: string;
  version: number;
  tenantId: string;
}

export function elementInstanceFromRow(row: ElementInstanceRow): ElementInstance {
  return {
    key: text(row.key),
    elementId: row.element_id,
    elementType: row.element_type as ElementInstanceType,
    flowScopeKey: optionalText(row.flow_scope_key),
    state: row.state,
    startTime: millis(row.start_date),
    endTime: optionalMillis(row.end_date),
    incidentKey: optionalText(row.incident_key),
    jobKey: optionalText(row.job_key),
    pendingJoins: row.pending_joins,
    completionVariables: row.completion_variables,
    triggeredEventId: row.triggered_event_id,
    calledProcessInstanceKey: optionalText(row.called_process_instance_key),
  };
}

export function elementInstanceToRow(instance: ElementInstance, identity: InstanceIdentity): ElementInstanceRow {
  return {
    key: instance.key,
    process_instance_key: identity.processInstanceKey,
    process_definition_key: identity.processDefinitionKey,
    flow_scope_key: instance.flowScopeKey,
    element_id: instance.elementId,
    element_type: instance.elementType,
    state: instance.state,
    start_date: isoTime(instance.startTime),
    end_date: optionalIso(instance.endTime),
    incident_key: instance.incidentKey,
    job_key: instance.jobKey,
    pending_joins: instance.pendingJoins,
    completion_variables: instance.completionVariables,
    triggered_event_id: instance.triggeredEventId,
    called_process_instance_key: instance.calledProcessInstanceKey,
  };
}

export function variableFromRow(row: VariableRow): Variable {
  return { key: text(row.key), scopeKey: text(row.scope_key), name: row.name, value: row.value };
}

export function variableToRow(variable: Variable, identity: InstanceIdentity): VariableRow {
  return {
    key: variable.key,
    process_instance_key: identity.processInstanceKey,
    scope_key: variable.scopeKey,
    name: variable.name,
    value: variable.value,
  };
}

export function jobFromRow(row: JobRow): Job {
  return {
    key: text(row.key),
    type: row.type,
    elementInstanceKey: text(row.element_instance_key),
    elementId: row.element_id,
    state: row.state,
    retries: row.retries,
    customHeaders: row.custom_headers,
    errorMessage: row.error_message,
    retryAt: optionalMillis(row.retry_at),
    worker: row.worker,
    deadline: optionalMillis(row.deadline),
    createdAt: millis(row.created_at),
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
    state: job.state,
    retries: job.retries,
    retry_at: optionalIso(job.retryAt),
    worker: job.worker,
    deadline: optionalIso(job.deadline),
    custom_headers: job.customHeaders,
    error_message: job.errorMessage,
    error_code: null,
    created_at: isoTime(job.createdAt),
    ended_at: null,
  };
}

export function incidentFromRow(row: IncidentRow): Incident {
  return {
    key: text(row.key),
    errorType: row.error_type,
    errorMessage: row.error_message,
    elementInstanceKey: text(row.element_instance_key),
    elementId: row.element_id,
    jobKey: optionalText(row.job_key),
    failedStep: row.failed_step,
    createdAt: millis(row.created_at),
  };
}

export function incidentToRow(incident: Incident, identity: InstanceIdentity, resolvedAt: number | null): IncidentRow {
  return {
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
    state: resolvedAt === null ? 'ACTIVE' : 'RESOLVED',
    created_at: isoTime(incident.createdAt),
    resolved_at: optionalIso(resolvedAt),
  };
}
