import type { CompensationRow } from './compensation-rows.js';
import type { ElementInstanceRow, IncidentRow, JobRow, VariableRow } from './instance-rows.js';
import type { SubscriptionRow } from './subscription-rows.js';
import type { UserTaskRow } from './user-task-rows.js';

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
