import type { ProcessInstanceLifecycle } from '@baton/runtime';
import type { AuditLogEntityTypeEnum, AuditLogOperationTypeEnum } from '@baton/api-contract';
import { auditInsertSql, type AuditParam, type AuditRowValues } from '../audit/audit-entry-sql.js';
import { latestDefinitionKeySql } from '../deployment/process-definition.repository.js';
import { JOB_CHANNEL } from './job-channel.js';

/**
 * The one statement that writes a command's effects on one process instance: the instance row (created, or its
 * revision moved on, which fails when another command wrote first), its history batch, every changed row, the
 * request's idempotent answer and the wake-up of job workers. Parameters go by name; `$` turns a name into its
 * placeholder, so the SQL below reads as what it writes.
 */
export interface InstanceWrite {
  processInstanceKey: string;
  /** The revision the command loaded ('0' for a new instance). */
  expectedRevision: string;
  eventCount: number;
  lifecycle: ProcessInstanceLifecycle;
  endDate: string | null;
  incidentCount: number;
  /** The command's events as one JSON array (see history-rows.ts). */
  history: string;
  /**
   * The changed rows of each table, each as its JSON text (see instance-rows.ts). They become one JSON array per
   * table only for the statement, so that a group's statement joins every write's rows in one copy.
   */
  elementInstances: readonly string[];
  variables: readonly string[];
  jobs: readonly string[];
  incidents: readonly string[];
  subscriptions: readonly string[];
  userTasks: readonly string[];
  compensations: readonly string[];
  signalOutbox: string;
  /** Commands for other instances (instance-outbox.ts), carried out once this commits. */
  commandOutbox: string;
  closedSubscriptionKeys: string[];
  /** Job types to NOTIFY at commit, so long-polling workers wake. */
  activatableJobTypes: string[];
  idempotencyCaller: string | null;
  idempotencyRoute: string | null;
  idempotencyKey: string | null;
  answerStatus: number | null;
  answerBody: string | null;
  /** The operation's audit entry this write records as SUCCESS (see commit-attachments.ts), stamped with the command's time. */
  audit: (AuditRowValues & { timestamp: string }) | null;
  /** The definition the instance runs on: a migration changes it. */
  processDefinitionKey: string;
  bpmnProcessId: string;
  version: number;
}

/** What only the creation of an instance writes. */
export interface InstanceCreation {
  tenantId: string;
  startDate: string;
  tags: string;
  businessId: string | null;
  parentProcessInstanceKey: string | null;
  parentElementInstanceKey: string | null;
  rootProcessInstanceKey: string | null;
  /** null when the creation gave no runtime instructions. */
  terminateAfterElementIds: string[] | null;
  /**
   * Set when the caller asked for the latest version: the instance is created only while this definition still is
   * (another engine process may have deployed a newer one since this one last looked); nothing is written otherwise.
   */
  expectedLatestDefinitionKey: string | null;
}

/**
 * What the write of several instances at once (group commit: writes handed over together, a batch of due timers) adds to the parameters it shares
 * with a single write: the per-instance values as arrays, in one order. Its row parameters (elementInstances, …)
 * hold the rows of every instance of the batch; each row names its instance.
 */
export interface InstanceBatch {
  processInstanceKeys: string[];
  expectedRevisions: string[];
  eventCounts: number[];
  lifecycles: ProcessInstanceLifecycle[];
  endDates: (string | null)[];
  incidentCounts: number[];
  processDefinitionKeys: string[];
  bpmnProcessIds: string[];
  versions: number[];
  /**
   * The histories as one JSON array, in the order of processInstanceKeys: a `json[]` parameter made node-postgres
   * escape every quote of every event into an array literal, a cost the size of the histories.
   */
  histories: string;
  /** The instance of each closed subscription, in the order of closedSubscriptionKeys. */
  closedSubscriptionInstanceKeys: string[];
}

/** The audit entries writes carry (see InstanceWrite.audit), value by value, and each one's instance. */
interface AuditEntries {
  auditKeys: string[];
  auditEntityKeys: string[];
  auditEntityTypes: AuditLogEntityTypeEnum[];
  auditOperationTypes: AuditLogOperationTypeEnum[];
  auditActorIds: (string | null)[];
  auditActorTypes: (string | null)[];
  auditTimestamps: string[];
  auditUserTaskRevisions: (number | null)[];
  auditAnnotations: (string | null)[];
  auditBatchOperationKeys: (string | null)[];
  auditProcessInstanceKeys: string[];
}

/** What a batch of creations adds: InstanceCreation's values as arrays, in the order of the batch. */
export interface CreationBatch {
  tenantIds: string[];
  startDates: string[];
  tagSets: string[];
  businessIds: (string | null)[];
  parentProcessInstanceKeys: (string | null)[];
  parentElementInstanceKeys: (string | null)[];
  rootProcessInstanceKeys: (string | null)[];
  expectedLatestDefinitionKeys: (string | null)[];
}

type ParamName = keyof InstanceWrite | keyof InstanceCreation | keyof InstanceBatch | keyof CreationBatch | keyof AuditEntries;

/** The parameters that carry changed rows, one JSON text per row in a write. */
type RowTable = 'elementInstances' | 'variables' | 'jobs' | 'incidents' | 'subscriptions' | 'userTasks' | 'compensations';

/**
 * A statement's values in the order of its parameters, each from the first of `sources` that has it: spreading the
 * sources into one object of some sixty keys cost more than the rest of a group statement's assembly.
 */
function valuesOf(params: readonly ParamName[], sources: readonly object[]): unknown[] {
  return params.map((param) => {
    for (const source of sources) if (param in source) return (source as Record<string, unknown>)[param];
    return undefined;
  });
}

/** A named parameter in the SQL below; each statement numbers the ones it uses (see compile). */
const $ = (name: ParamName): string => `$${name}`;

/** A JSON array of rows that holds none. */
const NONE = '[]';

/** A batch's closed subscriptions, each with its instance (the parts of a batch reach rows by their instance). */
const CLOSED_SUBSCRIPTIONS_OF_BATCH = `closed_subscriptions as (
    delete from event_subscription s
     using unnest(${$('closedSubscriptionInstanceKeys')}::bigint[], ${$('closedSubscriptionKeys')}::bigint[]) as c(process_instance_key, key)
     where s.process_instance_key = c.process_instance_key and s.key = c.key and c.process_instance_key in (select key from p)
  )`;

/**
 * The parts after the first CTE `p` (which inserts a new instance or moves the revision of a loaded one), each
 * written only when the command has something for it: a part with nothing to write still costs PostgreSQL a plan
 * node, an executor start and a JSON parse on every execution, and most commands touch three or four tables.
 */
const EFFECTS: { present: (write: InstanceWrite) => boolean; sql: string; batchSql?: string }[] = [
  {
    present: (write) => write.history !== NONE,
    sql: `history as (
    insert into history_batch (process_instance_key, first_sequence, events)
    select p.key, p.first_sequence, ${$('history')}::json from p
  )`,
    batchSql: `history as (
    insert into history_batch (process_instance_key, first_sequence, events)
    select p.key, p.first_sequence, h.events
      from p join (select k.key, e.events
                     from unnest(${$('processInstanceKeys')}::bigint[]) with ordinality as k(key, n)
                     join json_array_elements(${$('histories')}::json) with ordinality as e(events, n) on e.n = k.n) h on h.key = p.key
  )`,
  },
  {
    present: (write) => write.elementInstances.length > 0,
    sql: `element_instances as (
    insert into element_instance
    select r.* from jsonb_populate_recordset(null::element_instance, ${$('elementInstances')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, end_date = excluded.end_date, incident_key = excluded.incident_key,
       job_key = excluded.job_key, pending_joins = excluded.pending_joins, completion_variables = excluded.completion_variables,
       called_process_instance_key = excluded.called_process_instance_key,
       element_id = excluded.element_id, element_type = excluded.element_type, process_definition_key = excluded.process_definition_key
  )`,
  },
  {
    present: (write) => write.variables.length > 0,
    sql: `variables as (
    insert into variable (key, process_instance_key, scope_key, name, value)
    select (r->>'key')::bigint, (r->>'process_instance_key')::bigint, (r->>'scope_key')::bigint, r->>'name', r->'value'
      from jsonb_array_elements(${$('variables')}::jsonb) r join p on p.key = (r->>'process_instance_key')::bigint
    on conflict (key) do update set value = excluded.value
  )`,
  },
  {
    present: (write) => write.jobs.length > 0,
    sql: `jobs as (
    insert into job
    select r.* from jsonb_populate_recordset(null::job, ${$('jobs')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, retries = excluded.retries, retry_at = excluded.retry_at,
       error_message = excluded.error_message, ended_at = excluded.ended_at, worker = excluded.worker, deadline = excluded.deadline,
       element_id = excluded.element_id, type = excluded.type, custom_headers = excluded.custom_headers,
       process_definition_key = excluded.process_definition_key, bpmn_process_id = excluded.bpmn_process_id,
       process_definition_version = excluded.process_definition_version
  )`,
  },
  {
    present: (write) => write.incidents.length > 0,
    sql: `incidents as (
    insert into incident
    select r.* from jsonb_populate_recordset(null::incident, ${$('incidents')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, resolved_at = excluded.resolved_at, element_id = excluded.element_id,
       process_definition_key = excluded.process_definition_key, bpmn_process_id = excluded.bpmn_process_id
  )`,
  },
  {
    present: (write) => write.subscriptions.length > 0,
    sql: `subscriptions as (
    insert into event_subscription
    select r.* from jsonb_populate_recordset(null::event_subscription, ${$('subscriptions')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set due_at = excluded.due_at, repetitions_left = excluded.repetitions_left,
       claimed_until = null, -- a rescheduled timer is free for the next fire (the claim was for the previous due time)
       element_id = excluded.element_id, interrupting = excluded.interrupting, message_name = excluded.message_name,
       correlation_key = excluded.correlation_key, signal_name = excluded.signal_name,
       process_definition_key = excluded.process_definition_key, bpmn_process_id = excluded.bpmn_process_id
  )`,
  },
  // One closed subscription (a timer fired, a message arrived) is the common case, and its own shape: a generic plan
  // counts `key = any($keys)` as ten keys, and without statistics on the table (a young database) PostgreSQL found that
  // plan worse than a custom one and planned the write again on every execution.
  {
    present: (write) => write.closedSubscriptionKeys.length === 1,
    sql: `closed_subscription as (
    delete from event_subscription
     where process_instance_key = ${$('processInstanceKey')} and key = (${$('closedSubscriptionKeys')}::bigint[])[1] and exists (select 1 from p)
  )`,
    batchSql: CLOSED_SUBSCRIPTIONS_OF_BATCH,
  },
  {
    present: (write) => write.closedSubscriptionKeys.length > 1,
    sql: `closed_subscriptions as (
    delete from event_subscription
     where process_instance_key = ${$('processInstanceKey')} and key = any(${$('closedSubscriptionKeys')}::bigint[]) and exists (select 1 from p)
  )`,
    batchSql: CLOSED_SUBSCRIPTIONS_OF_BATCH,
  },
  {
    present: (write) => write.userTasks.length > 0,
    sql: `user_tasks as (
    insert into user_task
    select r.* from jsonb_populate_recordset(null::user_task, ${$('userTasks')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, assignee = excluded.assignee, candidate_groups = excluded.candidate_groups,
       candidate_users = excluded.candidate_users, due_date = excluded.due_date, follow_up_date = excluded.follow_up_date,
       priority = excluded.priority, revision = excluded.revision, completed_at = excluded.completed_at,
       element_id = excluded.element_id, custom_headers = excluded.custom_headers, process_definition_key = excluded.process_definition_key,
       bpmn_process_id = excluded.bpmn_process_id, process_definition_version = excluded.process_definition_version
  )`,
  },
  {
    present: (write) => write.compensations.length > 0,
    sql: `compensations as (
    insert into compensation
    select r.* from jsonb_populate_recordset(null::compensation, ${$('compensations')}::jsonb) r join p on p.key = r.process_instance_key
    on conflict (key) do update set state = excluded.state, throw_element_instance_key = excluded.throw_element_instance_key,
       queue_position = excluded.queue_position, handler_element_instance_key = excluded.handler_element_instance_key,
       element_id = excluded.element_id, handler_id = excluded.handler_id
  )`,
  },
  {
    present: (write) => write.idempotencyKey !== null,
    sql: `idempotent_answer as (
    update idempotency_key set response_status = ${$('answerStatus')}, response_body = ${$('answerBody')}::jsonb
     where caller = ${$('idempotencyCaller')} and route = ${$('idempotencyRoute')} and key = ${$('idempotencyKey')} and exists (select 1 from p)
  )`,
  },
  {
    present: (write) => write.signalOutbox !== NONE,
    sql: `signal_outbox as (
    insert into signal_outbox (key, signal_name, tenant_id, variables, created_at)
    select (r->>'key')::bigint, r->>'signalName', r->>'tenantId', r->'variables', (r->>'createdAt')::timestamptz
      from p cross join jsonb_array_elements(${$('signalOutbox')}::jsonb) r
  )`,
  },
  {
    present: (write) => write.commandOutbox !== NONE,
    sql: `command_outbox as (
    insert into instance_command_outbox (key, process_instance_key, source_process_instance_key, command, creation, created_at)
    select (r->>'key')::bigint, (r->>'processInstanceKey')::bigint, p.key, r->'command', nullif(r->'creation', 'null'::jsonb),
           (r->>'createdAt')::timestamptz
      from p cross join jsonb_array_elements(${$('commandOutbox')}::jsonb) r
  )`,
  },
];

const UPDATE_INSTANCE = `
  with p as (
    update process_instance
       set revision = revision + 1, next_sequence = next_sequence + ${$('eventCount')}::bigint, state = ${$('lifecycle')},
           end_date = ${$('endDate')}::timestamptz, incident_count = ${$('incidentCount')},
           process_definition_key = ${$('processDefinitionKey')}::bigint, bpmn_process_id = ${$('bpmnProcessId')}, version = ${$('version')}::integer
     where key = ${$('processInstanceKey')} and revision = ${$('expectedRevision')}::bigint
    returning key, next_sequence - ${$('eventCount')}::bigint as first_sequence
  )`;

const CREATE_INSTANCE = `
  with p as (
    insert into process_instance (key, revision, next_sequence, state, end_date, incident_count,
                                  process_definition_key, bpmn_process_id, version, tenant_id, start_date, tags, business_id,
                                  parent_process_instance_key, parent_element_instance_key, root_process_instance_key,
                                  terminate_after_element_ids)
    select ${$('processInstanceKey')}::bigint, ${$('expectedRevision')}::bigint, 1 + ${$('eventCount')}::bigint, ${$('lifecycle')}::text,
           ${$('endDate')}::timestamptz, ${$('incidentCount')}::integer, ${$('processDefinitionKey')}::bigint, ${$('bpmnProcessId')}::text,
           ${$('version')}::integer, ${$('tenantId')}::text, ${$('startDate')}::timestamptz, ${$('tags')}::jsonb, ${$('businessId')}::text,
           ${$('parentProcessInstanceKey')}::bigint, ${$('parentElementInstanceKey')}::bigint, ${$('rootProcessInstanceKey')}::bigint,
           ${$('terminateAfterElementIds')}::text[]
     where ${$('expectedLatestDefinitionKey')}::bigint is null
        or ${$('expectedLatestDefinitionKey')}::bigint = (${latestDefinitionKeySql(`${$('bpmnProcessId')}::text`, `${$('tenantId')}::text`)})
    returning key, 1::bigint as first_sequence
  )`;

/** The entries, as columns named like the audit parameters (snake case). */
const AUDIT_COLUMNS: Record<AuditParam, { array: keyof AuditEntries; type: string } | null> = {
  key: { array: 'auditKeys', type: 'bigint' },
  entityKey: { array: 'auditEntityKeys', type: 'bigint' },
  entityType: { array: 'auditEntityTypes', type: 'text' },
  operationType: { array: 'auditOperationTypes', type: 'text' },
  actorId: { array: 'auditActorIds', type: 'text' },
  actorType: { array: 'auditActorTypes', type: 'text' },
  timestamp: { array: 'auditTimestamps', type: 'timestamptz' },
  userTaskRevision: { array: 'auditUserTaskRevisions', type: 'integer' },
  annotation: { array: 'auditAnnotations', type: 'text' },
  batchOperationKey: { array: 'auditBatchOperationKeys', type: 'bigint' },
  result: null,
};
const auditColumn = (name: AuditParam): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const AUDIT_ENTRIES = `unnest(${Object.values(AUDIT_COLUMNS)
  .flatMap((column) => (column ? [`${$(column.array)}::${column.type}[]`] : []))
  .join(', ')}, ${$('auditProcessInstanceKeys')}::bigint[]) as a(${Object.entries(AUDIT_COLUMNS)
  .flatMap(([name, column]) => (column ? [auditColumn(name as AuditParam)] : []))
  .join(', ')}, process_instance_key)`;

/**
 * The audit entries of one entity type, each written when its instance is; the entity's row is read as the statement
 * found it (its parts see one snapshot).
 */
const auditEntriesPart = (entityType: AuditLogEntityTypeEnum) => `audit_entries_${entityType.toLowerCase()} as (
    ${auditInsertSql(
      entityType,
      (name) => (name === 'result' ? `'SUCCESS'` : `a.${auditColumn(name)}`),
      `a.entity_type = '${entityType}' and a.process_instance_key in (select key from p)`,
      { relation: AUDIT_ENTRIES, instanceKey: 'a.process_instance_key' },
    )}
  )`;

const NOTIFY = `, (select count(pg_notify('${JOB_CHANNEL}', t)) from unnest(${$('activatableJobTypes')}::text[]) t) as notified`;

/** A statement of one shape (which parts it writes), with its parameters numbered in order of first use. */
interface CompiledStatement {
  name: string;
  text: string;
  params: ParamName[];
}

function compile(name: string, sql: string): CompiledStatement {
  const params: ParamName[] = [];
  const text = sql.replace(/\$([a-zA-Z]+)/g, (_, param: ParamName) => {
    if (!params.includes(param)) params.push(param);
    return `$${params.indexOf(param) + 1}`;
  });
  return { name, text, params };
}

/** Statements by shape: each shape is prepared once per connection, and a few shapes cover what commands write. */
const compiled = new Map<string, CompiledStatement>();

/** The statement writing `write` (a creation when `creation` is given): its prepared-statement name, SQL and values. */
export function instanceWriteStatement(write: InstanceWrite, creation?: InstanceCreation): { name: string; text: string; values: unknown[] } {
  const present = EFFECTS.map((part) => part.present(write));
  const notify = write.activatableJobTypes.length > 0;
  const audited = write.audit?.entityType;
  const shape = `${creation ? 'create' : 'update'}-instance-${present.map((is) => (is ? 1 : 0)).join('')}${notify ? 1 : 0}${audited ? `-audit-${audited}` : ''}`;
  let statement = compiled.get(shape);
  if (!statement) {
    const effects = EFFECTS.filter((_, index) => present[index]).map((part) => `,\n  ${part.sql}`);
    if (audited) effects.push(`,\n  ${auditEntriesPart(audited)}`);
    const sql = `${creation ? CREATE_INSTANCE : UPDATE_INSTANCE}${effects.join('')}
  select p.first_sequence::text as first_sequence${notify ? NOTIFY : ''} from p`;
    statement = compile(shape, sql);
    compiled.set(shape, statement);
  }
  const sources = creation ? [auditEntries([write]), creation, rowParameters([write]), write] : [auditEntries([write]), rowParameters([write]), write];
  return { name: statement.name, text: statement.text, values: valuesOf(statement.params, sources) };
}

/**
 * Whether a write can go in a batch: one with no request's answer and no outbox (those stay single writes, whose
 * parts for them know one instance), and no creation with runtime instructions (an array per row).
 */
export function batchable(write: InstanceWrite, creation?: InstanceCreation): boolean {
  return (
    write.idempotencyKey === null &&
    write.signalOutbox === NONE &&
    write.commandOutbox === NONE &&
    (creation === undefined || creation.terminateAfterElementIds === null)
  );
}

const UPDATE_INSTANCES = `
  with p as (
    update process_instance i
       set revision = i.revision + 1, next_sequence = i.next_sequence + w.event_count, state = w.lifecycle, end_date = w.end_date,
           incident_count = w.incident_count, process_definition_key = w.process_definition_key, bpmn_process_id = w.bpmn_process_id,
           version = w.version
      from unnest(${$('processInstanceKeys')}::bigint[], ${$('expectedRevisions')}::bigint[], ${$('eventCounts')}::bigint[],
                  ${$('lifecycles')}::text[], ${$('endDates')}::timestamptz[], ${$('incidentCounts')}::integer[],
                  ${$('processDefinitionKeys')}::bigint[], ${$('bpmnProcessIds')}::text[], ${$('versions')}::integer[])
           as w(key, revision, event_count, lifecycle, end_date, incident_count, process_definition_key, bpmn_process_id, version)
     where i.key = w.key and i.revision = w.revision
    returning i.key, i.next_sequence - w.event_count as first_sequence
  )`;

/** The creation of several instances; one whose caller asked for the latest version is created only while it is. */
const CREATE_INSTANCES = `
  with p as (
    insert into process_instance (key, revision, next_sequence, state, end_date, incident_count,
                                  process_definition_key, bpmn_process_id, version, tenant_id, start_date, tags, business_id,
                                  parent_process_instance_key, parent_element_instance_key, root_process_instance_key)
    select w.key, w.revision, 1 + w.event_count, w.lifecycle, w.end_date, w.incident_count, w.process_definition_key,
           w.bpmn_process_id, w.version, w.tenant_id, w.start_date, w.tags, w.business_id, w.parent_process_instance_key,
           w.parent_element_instance_key, w.root_process_instance_key
      from unnest(${$('processInstanceKeys')}::bigint[], ${$('expectedRevisions')}::bigint[], ${$('eventCounts')}::bigint[],
                  ${$('lifecycles')}::text[], ${$('endDates')}::timestamptz[], ${$('incidentCounts')}::integer[],
                  ${$('processDefinitionKeys')}::bigint[], ${$('bpmnProcessIds')}::text[], ${$('versions')}::integer[],
                  ${$('tenantIds')}::text[], ${$('startDates')}::timestamptz[], ${$('tagSets')}::jsonb[], ${$('businessIds')}::text[],
                  ${$('parentProcessInstanceKeys')}::bigint[], ${$('parentElementInstanceKeys')}::bigint[],
                  ${$('rootProcessInstanceKeys')}::bigint[], ${$('expectedLatestDefinitionKeys')}::bigint[])
           as w(key, revision, event_count, lifecycle, end_date, incident_count, process_definition_key, bpmn_process_id, version,
                tenant_id, start_date, tags, business_id, parent_process_instance_key, parent_element_instance_key,
                root_process_instance_key, expected_latest_definition_key)
     where w.expected_latest_definition_key is null
        or w.expected_latest_definition_key = (${latestDefinitionKeySql('w.bpmn_process_id', 'w.tenant_id')})
    returning key, 1::bigint as first_sequence
  )`;

/**
 * JSON texts as one JSON array, copied once: `join` makes a flat string, where `[` + … + `]` would leave a
 * concatenation that node-postgres flattens (a second copy) before it writes it.
 */
function jsonArray(texts: readonly string[]): string {
  if (texts.length === 0) return NONE;
  const parts = [...texts];
  parts[0] = `[${parts[0]}`;
  parts[parts.length - 1] = `${parts[parts.length - 1]}]`;
  return parts.join(',');
}

/** The row parameters of the statement writing `writes`: each table's changed rows of every write as one JSON array. */
function rowParameters(writes: readonly InstanceWrite[]): Record<RowTable, string> {
  const [only] = writes;
  const rows = (table: RowTable) => jsonArray(only && writes.length === 1 ? only[table] : writes.flatMap((write) => write[table]));
  return {
    elementInstances: rows('elementInstances'),
    variables: rows('variables'),
    jobs: rows('jobs'),
    incidents: rows('incidents'),
    subscriptions: rows('subscriptions'),
    userTasks: rows('userTasks'),
    compensations: rows('compensations'),
  };
}

/**
 * The statement writing several instances at once (all batchable, each instance once), all or nothing for each: an
 * instance whose revision moved on since its load gets none of its rows written, the others all of theirs. With
 * `creations` (one per write, in order) it creates the instances instead; one whose definition is no longer the
 * latest one it expected is not created. It returns the keys of the instances it wrote.
 */
export function instancesWriteStatement(writes: InstanceWrite[], creations?: InstanceCreation[]): { name: string; text: string; values: unknown[] } {
  // What the writes share is read from the first; the batch's history part reads `histories`, not its `history`.
  const merged: Pick<InstanceWrite, 'closedSubscriptionKeys' | 'activatableJobTypes'> = {
    closedSubscriptionKeys: writes.flatMap((write) => write.closedSubscriptionKeys),
    activatableJobTypes: [...new Set(writes.flatMap((write) => write.activatableJobTypes))],
  };
  const batch: InstanceBatch = {
    processInstanceKeys: writes.map((write) => write.processInstanceKey),
    expectedRevisions: writes.map((write) => write.expectedRevision),
    eventCounts: writes.map((write) => write.eventCount),
    lifecycles: writes.map((write) => write.lifecycle),
    endDates: writes.map((write) => write.endDate),
    incidentCounts: writes.map((write) => write.incidentCount),
    processDefinitionKeys: writes.map((write) => write.processDefinitionKey),
    bpmnProcessIds: writes.map((write) => write.bpmnProcessId),
    versions: writes.map((write) => write.version),
    histories: jsonArray(writes.map((write) => write.history)),
    closedSubscriptionInstanceKeys: writes.flatMap((write) => write.closedSubscriptionKeys.map(() => write.processInstanceKey)),
  };
  const entries = auditEntries(writes);
  // Both closed-subscription parts of a single write are the one part of a batch.
  const parts = [...new Set(EFFECTS.filter((part) => writes.some((write) => part.present(write))).map((part) => part.batchSql ?? part.sql))];
  const audited = [...new Set(entries.auditEntityTypes)].sort();
  parts.push(...audited.map(auditEntriesPart));
  const notify = merged.activatableJobTypes.length > 0;
  const shape = `${creations ? 'create' : 'update'}-instances-${EFFECTS.map((part) => (parts.includes(part.batchSql ?? part.sql) ? 1 : 0)).join('')}${notify ? 1 : 0}${audited.map((type) => `-audit-${type}`).join('')}`;
  let statement = compiled.get(shape);
  if (!statement) {
    const sql = `${creations ? CREATE_INSTANCES : UPDATE_INSTANCES}${parts.map((part) => `,\n  ${part}`).join('')}
  select p.key::text as key${notify ? NOTIFY : ''} from p`;
    statement = compile(shape, sql);
    compiled.set(shape, statement);
  }
  const shared = [entries, batch, rowParameters(writes), merged, writes[0] as InstanceWrite];
  return { name: statement.name, text: statement.text, values: valuesOf(statement.params, creations ? [creationBatch(creations), ...shared] : shared) };
}

/** The audit entries the writes carry, as the statement's arrays. */
function auditEntries(writes: InstanceWrite[]): AuditEntries {
  const audited = writes.flatMap(({ audit, processInstanceKey }) => (audit ? [{ ...audit, processInstanceKey }] : []));
  return {
    auditKeys: audited.map((entry) => entry.key),
    auditEntityKeys: audited.map((entry) => entry.entityKey),
    auditEntityTypes: audited.map((entry) => entry.entityType),
    auditOperationTypes: audited.map((entry) => entry.operationType),
    auditActorIds: audited.map((entry) => entry.actorId),
    auditActorTypes: audited.map((entry) => entry.actorType),
    auditTimestamps: audited.map((entry) => entry.timestamp),
    auditUserTaskRevisions: audited.map((entry) => entry.userTaskRevision),
    auditAnnotations: audited.map((entry) => entry.annotation),
    auditBatchOperationKeys: audited.map((entry) => entry.batchOperationKey),
    auditProcessInstanceKeys: audited.map((entry) => entry.processInstanceKey),
  };
}

function creationBatch(creations: InstanceCreation[]): CreationBatch {
  return {
    tenantIds: creations.map((creation) => creation.tenantId),
    startDates: creations.map((creation) => creation.startDate),
    tagSets: creations.map((creation) => creation.tags),
    businessIds: creations.map((creation) => creation.businessId),
    parentProcessInstanceKeys: creations.map((creation) => creation.parentProcessInstanceKey),
    parentElementInstanceKeys: creations.map((creation) => creation.parentElementInstanceKey),
    rootProcessInstanceKeys: creations.map((creation) => creation.rootProcessInstanceKey),
    expectedLatestDefinitionKeys: creations.map((creation) => creation.expectedLatestDefinitionKey),
  };
}
