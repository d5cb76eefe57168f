import { type Caller, seesAllUserTasks } from '../auth/caller.js';
import { grantedResourceIds, READ_USER_TASKS } from '../auth/camunda-authorizations.js';
import { USER_TASK_STATES, type UserTaskResult } from '@baton/api-contract';
import { rootProcessInstanceKeyOfJoined } from '../query/root-process-instance.js';
import type { AddSqlParam, SearchSpec } from '../query/search-query.js';
import { allTags, variablesInScope } from '../query/search/instance-filters.js';
import { listContains } from './user-task-filters.js';

/** How user task rows are read: one FROM and SELECT for the search and the get, and the mapping to Camunda's shape. */

export interface UserTaskRow {
  key: string;
  state: UserTaskResult['state'];
  assignee: string | null;
  element_id: string;
  candidate_groups: string[];
  candidate_users: string[];
  bpmn_process_id: string;
  created_at: Date;
  completed_at: Date | null;
  follow_up_date: Date | null;
  due_date: Date | null;
  tenant_id: string;
  external_form_reference: string | null;
  process_definition_version: number;
  custom_headers: Record<string, string>;
  priority: number;
  element_instance_key: string;
  process_definition_key: string;
  process_instance_key: string;
  process_name: string | null;
  tags: string[];
  revision: number;
  root_process_instance_key: string | null;
  business_id: string | null;
  /** The Camunda form the task links, if any (its key is resolved for the page's tasks only, see UserTaskQueries). */
  form_id: string | null;
  form_binding: string | null;
}

/** The element's name lives in the compiled model; only filters and sorts by name read it in SQL. */
const ELEMENT_NAME = `(d.executable->'elements'->u.element_id->>'name')`;

export const USER_TASK_FROM = `user_task u
  join process_definition d on d.key = u.process_definition_key
  join process_instance p on p.key = u.process_instance_key and p.partition_id = u.partition_id`;

/**
 * A task whose transition its listeners hold is in Camunda's state for it (CREATING, ASSIGNING, UPDATING, COMPLETING,
 * CANCELING), in the results and in the state filter alike.
 */
const STATE = `(case when u.listening is null then u.state else upper(u.listening->>'eventType') end)`;

export const USER_TASK_SELECT = `u.key::text as key, ${STATE} as state, u.assignee, u.element_id, u.candidate_groups, u.candidate_users,
  u.bpmn_process_id, u.created_at, u.completed_at, u.follow_up_date, u.due_date, u.tenant_id, u.external_form_reference,
  u.process_definition_version, u.custom_headers, u.priority, u.element_instance_key::text as element_instance_key,
  u.process_definition_key::text as process_definition_key, u.process_instance_key::text as process_instance_key,
  d.name as process_name, p.tags, p.business_id, u.revision,
  ${rootProcessInstanceKeyOfJoined('p')}, u.form_id, u.form_binding`;

/**
 * A reviewer's search returns the tasks they may act on: theirs, offered to them or one of their groups, or of a
 * process a stored READ_USER_TASK names. A caller only such an authorization let in sees every task of its processes
 * (the search keeps to them).
 */
function reviewersTasks(caller: Caller, param: AddSqlParam): string | null {
  if (seesAllUserTasks(caller) || caller.authorizedProcesses) return null;
  const granted = grantedResourceIds(caller, READ_USER_TASKS);
  if (granted === '*') return null;
  const own = `u.assignee = ${param(caller.id)} or u.candidate_users ? ${param(caller.id)} or u.candidate_groups ?| ${param([...caller.groups], 'text[]')}`;
  return granted.length === 0 ? `(${own})` : `(${own} or u.bpmn_process_id = any(${param([...granted], 'text[]')}))`;
}

export const USER_TASK_SEARCH: SearchSpec = {
  from: USER_TASK_FROM,
  filters: {
    state: { column: STATE, type: 'enum', values: USER_TASK_STATES },
    assignee: { column: 'u.assignee', type: 'string' },
    businessId: { column: 'p.business_id', type: 'string' },
    priority: { column: 'u.priority', type: 'integer' },
    elementId: { column: 'u.element_id', type: 'string' },
    name: { column: ELEMENT_NAME, type: 'string' },
    tenantId: { column: 'u.tenant_id', type: 'string' },
    processDefinitionId: { column: 'u.bpmn_process_id', type: 'string' },
    creationDate: { column: 'u.created_at', type: 'date' },
    completionDate: { column: 'u.completed_at', type: 'date' },
    followUpDate: { column: 'u.follow_up_date', type: 'date' },
    dueDate: { column: 'u.due_date', type: 'date' },
    userTaskKey: { column: 'u.key', type: 'key', partitionColumn: 'u.partition_id' },
    processDefinitionKey: { column: 'u.process_definition_key', type: 'key' },
    processInstanceKey: { column: 'u.process_instance_key', type: 'key', partitionColumn: 'u.partition_id' },
    elementInstanceKey: { column: 'u.element_instance_key', type: 'key', partitionColumn: 'u.partition_id' },
  },
  customFilters: {
    candidateGroup: listContains('u.candidate_groups'),
    candidateUser: listContains('u.candidate_users'),
    processInstanceVariables: variablesInScope('u.process_instance_key', 'u.process_instance_key', 'u.partition_id', 'user task'),
    localVariables: variablesInScope('u.element_instance_key', 'u.process_instance_key', 'u.partition_id', 'user task'),
    tags: allTags('p.tags'),
  },
  callerWhere: reviewersTasks,
  sortFields: {
    creationDate: 'u.created_at',
    completionDate: 'u.completed_at',
    followUpDate: 'u.follow_up_date',
    dueDate: 'u.due_date',
    priority: 'u.priority',
    name: ELEMENT_NAME,
    businessId: 'p.business_id',
  },
  tiebreaker: 'u.key',
  select: USER_TASK_SELECT,
};

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** `name` is the element's name from the compiled model (null when the element has none); `formKey` the linked form's. */
export function toUserTaskResult(row: UserTaskRow, name: string | null, formKey: string | null): UserTaskResult {
  return {
    name,
    state: row.state,
    assignee: row.assignee,
    elementId: row.element_id,
    candidateGroups: row.candidate_groups,
    candidateUsers: row.candidate_users,
    processDefinitionId: row.bpmn_process_id,
    creationDate: row.created_at.toISOString(),
    completionDate: iso(row.completed_at),
    followUpDate: iso(row.follow_up_date),
    dueDate: iso(row.due_date),
    tenantId: row.tenant_id,
    externalFormReference: row.external_form_reference,
    processDefinitionVersion: row.process_definition_version,
    customHeaders: row.custom_headers,
    priority: row.priority,
    userTaskKey: row.key,
    elementInstanceKey: row.element_instance_key,
    processName: row.process_name,
    processDefinitionKey: row.process_definition_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
    businessId: row.business_id,
    formKey,
    tags: row.tags,
  };
}
