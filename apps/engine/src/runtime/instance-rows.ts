import type { JsonObject, JsonValue } from '@baton/feel';
import type { Compensation, ElementInstance, ElementInstanceType, EventSubscription, Incident, Job, UserTask, Variable } from '@baton/runtime';
import { isoTime } from './iso-time.js';

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

const text = (value: string | number): string => String(value);
const optionalText = (value: string | number | null): string | null => (value === null ? null : String(value));
const millis = (value: string): number => Date.parse(value);
const optionalMillis = (value: string | null): number | null => (value === null ? null : Date.parse(value));
const optionalIso = (value: number | null): string | null => (value === null ? null : isoTime(value));

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

export interface SubscriptionRow {
  key: string | number;
  kind: EventSubscription['kind'];
  process_instance_key: string | number | null;
  element_instance_key: string | number | null;
  process_definition_key: string | number;
  bpmn_process_id: string;
  tenant_id: string;
  element_id: string;
  interrupting: boolean;
  due_at: string | null;
  repetitions_left: number | null;
  interval: string | null;
  message_name: string | null;
  correlation_key: string | null;
  signal_name: string | null;
  created_at: string;
}

export function subscriptionFromRow(row: SubscriptionRow): EventSubscription {
  return {
    key: text(row.key),
    kind: row.kind,
    elementInstanceKey: text(row.element_instance_key ?? ''),
    elementId: row.element_id,
    interrupting: row.interrupting,
    dueAt: optionalMillis(row.due_at),
    repetitionsLeft: row.repetitions_left,
    interval: row.interval,
    messageName: row.message_name,
    correlationKey: row.correlation_key,
    signalName: row.signal_name,
    createdAt: millis(row.created_at),
  };
}

export function subscriptionToRow(subscription: EventSubscription, identity: InstanceIdentity): SubscriptionRow {
  return {
    key: subscription.key,
    kind: subscription.kind,
    process_instance_key: identity.processInstanceKey,
    element_instance_key: subscription.elementInstanceKey,
    process_definition_key: identity.processDefinitionKey,
    bpmn_process_id: identity.bpmnProcessId,
    tenant_id: identity.tenantId,
    element_id: subscription.elementId,
    interrupting: subscription.interrupting,
    due_at: optionalIso(subscription.dueAt),
    repetitions_left: subscription.repetitionsLeft,
    interval: subscription.interval,
    message_name: subscription.messageName,
    correlation_key: subscription.correlationKey,
    signal_name: subscription.signalName,
    created_at: isoTime(subscription.createdAt),
  };
}

export interface UserTaskRow {
  key: string | number;
  process_instance_key: string | number;
  element_instance_key: string | number;
  process_definition_key: string | number;
  bpmn_process_id: string;
  process_definition_version: number;
  tenant_id: string;
  element_id: string;
  state: UserTask['state'];
  assignee: string | null;
  candidate_groups: string[];
  candidate_users: string[];
  due_date: string | null;
  follow_up_date: string | null;
  priority: number;
  form_id: string | null;
  form_binding: string | null;
  external_form_reference: string | null;
  embedded_form_id: string | null;
  job_key: string | number | null;
  custom_headers: Record<string, string>;
  revision: number;
  created_at: string;
  completed_at: string | null;
}

const optionalIsoText = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function userTaskFromRow(row: UserTaskRow): UserTask {
  return {
    key: text(row.key),
    elementInstanceKey: text(row.element_instance_key),
    elementId: row.element_id,
    state: row.state,
    assignee: row.assignee,
    candidateGroups: row.candidate_groups,
    candidateUsers: row.candidate_users,
    dueDate: optionalIsoText(row.due_date),
    followUpDate: optionalIsoText(row.follow_up_date),
    priority: row.priority,
    formId: row.form_id,
    formBinding: row.form_binding,
    externalFormReference: row.external_form_reference,
    embeddedFormId: row.embedded_form_id,
    jobKey: row.job_key === null ? null : text(row.job_key),
    customHeaders: row.custom_headers,
    revision: row.revision,
    createdAt: millis(row.created_at),
    completedAt: optionalMillis(row.completed_at),
  };
}

export function userTaskToRow(task: UserTask, identity: InstanceIdentity): UserTaskRow {
  return {
    key: task.key,
    process_instance_key: identity.processInstanceKey,
    element_instance_key: task.elementInstanceKey,
    process_definition_key: identity.processDefinitionKey,
    bpmn_process_id: identity.bpmnProcessId,
    process_definition_version: identity.version,
    tenant_id: identity.tenantId,
    element_id: task.elementId,
    state: task.state,
    assignee: task.assignee,
    candidate_groups: task.candidateGroups,
    candidate_users: task.candidateUsers,
    due_date: task.dueDate,
    follow_up_date: task.followUpDate,
    priority: task.priority,
    form_id: task.formId,
    form_binding: task.formBinding,
    external_form_reference: task.externalFormReference,
    embedded_form_id: task.embeddedFormId,
    job_key: task.jobKey,
    custom_headers: task.customHeaders,
    revision: task.revision,
    created_at: isoTime(task.createdAt),
    completed_at: optionalIso(task.completedAt),
  };
}

/**
 * Every column of each row type, so a test can compare them with the tables (jsonb_populate_recordset quietly drops a
 * misspelt key). Record<keyof Row, true> makes a column missing here, or one that is not in the row type, a compile error.
 */
export interface CompensationRow {
  key: string | number;
  process_instance_key: string | number;
  element_instance_key: string | number;
  element_id: string;
  scope_key: string | number;
  handler_id: string | null;
  completion_order: number;
  state: Compensation['state'];
  throw_element_instance_key: string | number | null;
  queue_position: number | null;
  handler_element_instance_key: string | number | null;
  completed_at: string;
}

export function compensationFromRow(row: CompensationRow): Compensation {
  return {
    key: text(row.key),
    elementInstanceKey: text(row.element_instance_key),
    elementId: row.element_id,
    scopeKey: text(row.scope_key),
    handlerId: row.handler_id,
    completionOrder: row.completion_order,
    state: row.state,
    throwElementInstanceKey: optionalText(row.throw_element_instance_key),
    queuePosition: row.queue_position,
    handlerElementInstanceKey: optionalText(row.handler_element_instance_key),
    completedAt: millis(row.completed_at),
  };
}

export function compensationToRow(compensation: Compensation, identity: InstanceIdentity): CompensationRow {
  return {
    key: compensation.key,
    process_instance_key: identity.processInstanceKey,
    element_instance_key: compensation.elementInstanceKey,
    element_id: compensation.elementId,
    scope_key: compensation.scopeKey,
    handler_id: compensation.handlerId,
    completion_order: compensation.completionOrder,
    state: compensation.state,
    throw_element_instance_key: compensation.throwElementInstanceKey,
    queue_position: compensation.queuePosition,
    handler_element_instance_key: compensation.handlerElementInstanceKey,
    completed_at: isoTime(compensation.completedAt),
  };
}

type Columns<Row> = Record<keyof Row, true>;

const ELEMENT_INSTANCE_COLUMNS: Columns<ElementInstanceRow> = {
  key: true,
  process_instance_key: true,
  process_definition_key: true,
  flow_scope_key: true,
  element_id: true,
  element_type: true,
  state: true,
  start_date: true,
  end_date: true,
  incident_key: true,
  job_key: true,
  pending_joins: true,
  completion_variables: true,
  triggered_event_id: true,
  called_process_instance_key: true,
};
const VARIABLE_COLUMNS: Columns<VariableRow> = { key: true, process_instance_key: true, scope_key: true, name: true, value: true };
const JOB_COLUMNS: Columns<JobRow> = {
  key: true,
  process_instance_key: true,
  element_instance_key: true,
  process_definition_key: true,
  bpmn_process_id: true,
  process_definition_version: true,
  tenant_id: true,
  element_id: true,
  type: true,
  state: true,
  retries: true,
  retry_at: true,
  worker: true,
  deadline: true,
  custom_headers: true,
  error_message: true,
  error_code: true,
  created_at: true,
  ended_at: true,
};
const INCIDENT_COLUMNS: Columns<IncidentRow> = {
  key: true,
  process_instance_key: true,
  process_definition_key: true,
  bpmn_process_id: true,
  tenant_id: true,
  element_instance_key: true,
  element_id: true,
  job_key: true,
  error_type: true,
  error_message: true,
  failed_step: true,
  state: true,
  created_at: true,
  resolved_at: true,
};
const SUBSCRIPTION_COLUMNS: Columns<SubscriptionRow> = {
  key: true,
  kind: true,
  process_instance_key: true,
  element_instance_key: true,
  process_definition_key: true,
  bpmn_process_id: true,
  tenant_id: true,
  element_id: true,
  interrupting: true,
  due_at: true,
  repetitions_left: true,
  interval: true,
  message_name: true,
  correlation_key: true,
  signal_name: true,
  created_at: true,
};
const USER_TASK_COLUMNS: Columns<UserTaskRow> = {
  key: true,
  process_instance_key: true,
  element_instance_key: true,
  process_definition_key: true,
  bpmn_process_id: true,
  process_definition_version: true,
  tenant_id: true,
  element_id: true,
  state: true,
  assignee: true,
  candidate_groups: true,
  candidate_users: true,
  due_date: true,
  follow_up_date: true,
  priority: true,
  form_id: true,
  form_binding: true,
  external_form_reference: true,
  embedded_form_id: true,
  job_key: true,
  custom_headers: true,
  revision: true,
  created_at: true,
  completed_at: true,
};

const COMPENSATION_COLUMNS: Columns<CompensationRow> = {
  key: true,
  process_instance_key: true,
  element_instance_key: true,
  element_id: true,
  scope_key: true,
  handler_id: true,
  completion_order: true,
  state: true,
  throw_element_instance_key: true,
  queue_position: true,
  handler_element_instance_key: true,
  completed_at: true,
};

/** The row types by the table they are written to. */
export const ROW_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  element_instance: Object.keys(ELEMENT_INSTANCE_COLUMNS),
  variable: Object.keys(VARIABLE_COLUMNS),
  job: Object.keys(JOB_COLUMNS),
  incident: Object.keys(INCIDENT_COLUMNS),
  event_subscription: Object.keys(SUBSCRIPTION_COLUMNS),
  user_task: Object.keys(USER_TASK_COLUMNS),
  compensation: Object.keys(COMPENSATION_COLUMNS),
};
