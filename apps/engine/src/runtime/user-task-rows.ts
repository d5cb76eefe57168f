import type { UserTask } from '@baton/runtime';
import type { InstanceIdentity } from './instance-rows.js';
import { isoTime } from './iso-time.js';
import { millis, optionalIso, optionalIsoText, optionalMillis, text } from './row-values.js';

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
