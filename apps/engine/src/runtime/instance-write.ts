import { stringifyJson } from '../json/json-codec.js';
import { JOB_CHANNEL, jobNotification } from './job-channel.js';
import { partitionOf } from './partition.js';
import { auditEntries, auditEntriesPart } from './instance-write-audit.js';
import { EFFECTS } from './instance-write-effects.js';
import { CREATE_INSTANCES, UPDATE_INSTANCE, UPDATE_INSTANCES } from './instance-write-heads.js';
import {
  $,
  NONE,
  valuesOf,
  type CreationBatch,
  type InstanceBatch,
  type InstanceCreation,
  type InstanceWrite,
  type ParamName,
} from './instance-write-params.js';
import type { TableField } from './tables/instance-table.js';
import { INSTANCE_TABLES } from './tables/instance-tables.js';

/** Wakes the long polls of the job types that became activatable, once the write commits (job-channel.ts). */
const NOTIFY = `, (select count(pg_notify('${JOB_CHANNEL}', t)) from unnest(${$('jobNotifications')}::text[]) t) as notified`;

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

/** Every write's texts of one kind as one JSON array (a single write's without another copy of the list). */
function allOf(
  writes: readonly InstanceWrite[],
  kind: TableField | 'signalOutbox' | 'commandOutbox' | 'messageSubscriptionOutbox' | 'decisionInstances',
): string {
  const [only] = writes;
  return jsonArray(only && writes.length === 1 ? only[kind] : writes.flatMap((write) => write[kind]));
}

/** The row parameters of the statement: each table's changed rows of every write as one JSON array. */
function rowParameters(writes: readonly InstanceWrite[]): Record<TableField, string> {
  const rows = {} as Record<TableField, string>;
  for (const { field } of INSTANCE_TABLES) rows[field] = allOf(writes, field);
  return rows;
}

function batchOf(writes: readonly InstanceWrite[]): InstanceBatch {
  const answered = writes.filter((write) => write.idempotencyKey !== null);
  return {
    processInstanceKey: writes[0]?.processInstanceKey ?? '',
    processInstanceKeys: writes.map((write) => write.processInstanceKey),
    partitionIds: [...new Set(writes.map((write) => partitionOf(write.processInstanceKey)))],
    expectedRevisions: writes.map((write) => write.expectedRevision),
    eventCounts: writes.map((write) => write.eventCount),
    lifecycles: writes.map((write) => write.lifecycle),
    endDates: writes.map((write) => write.endDate),
    suspensions: writes.map((write) => write.suspension),
    suspendedDates: writes.map((write) => write.suspendedDate),
    incidentCounts: writes.map((write) => write.incidentCount),
    processDefinitionKeys: writes.map((write) => write.processDefinitionKey),
    bpmnProcessIds: writes.map((write) => write.bpmnProcessId),
    versions: writes.map((write) => write.version),
    histories: jsonArray(writes.map((write) => write.history)),
    closedSubscriptionKeys: writes.flatMap((write) => write.closedSubscriptionKeys),
    closedSubscriptionInstanceKeys: writes.flatMap((write) => write.closedSubscriptionKeys.map(() => write.processInstanceKey)),
    jobNotifications: [
      ...new Set(writes.flatMap((write) => write.activatableJobTypes.map((type) => jobNotification(partitionOf(write.processInstanceKey), type)))),
    ],
    signalOutbox: allOf(writes, 'signalOutbox'),
    commandOutbox: allOf(writes, 'commandOutbox'),
    messageSubscriptionOutbox: allOf(writes, 'messageSubscriptionOutbox'),
    decisionInstances: allOf(writes, 'decisionInstances'),
    answerInstanceKeys: answered.map((write) => write.processInstanceKey),
    idempotencyCallers: answered.map((write) => write.idempotencyCaller as string),
    idempotencyRoutes: answered.map((write) => write.idempotencyRoute as string),
    idempotencyKeys: answered.map((write) => write.idempotencyKey as string),
    idempotencyPartitions: answered.map((write) => write.idempotencyPartition as number),
    answerStatuses: answered.map((write) => write.answerStatus),
    answerBodies: jsonArray(answered.map((write) => write.answerBody ?? 'null')),
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
    terminateAfterElementIdSets: creations.map(({ terminateAfterElementIds }) => (terminateAfterElementIds ? stringifyJson(terminateAfterElementIds) : null)),
  };
}

/**
 * The one statement writing commands' effects on instances (each instance once), all or nothing for each: an
 * instance whose revision moved on since its load gets none of its rows written, the others all of theirs. A single
 * command's write is a group of one. With `creations` (one per write, in order) it creates the instances instead;
 * one whose definition is no longer the latest one it expected is not created. It returns the keys of the instances
 * it wrote.
 */
export function instancesWriteStatement(writes: InstanceWrite[], creations?: InstanceCreation[]): { name: string; text: string; values: unknown[] } {
  const batch = batchOf(writes);
  const entries = auditEntries(writes);
  const present = EFFECTS.map((part) => writes.some((write) => part.present(write)));
  const audited = [...new Set(entries.auditEntityTypes)].sort();
  const notify = batch.jobNotifications.length > 0;
  const head = creations ? 'create-instances' : writes.length === 1 ? 'update-instance' : 'update-instances';
  const shape = `${head}-${present.map((is) => (is ? 1 : 0)).join('')}${notify ? 1 : 0}${audited.map((type) => `-audit-${type}`).join('')}`;
  let statement = compiled.get(shape);
  if (!statement) {
    const parts = [...EFFECTS.filter((_, index) => present[index]).map((part) => part.sql), ...audited.map(auditEntriesPart)];
    const sql = `${creations ? CREATE_INSTANCES : writes.length === 1 ? UPDATE_INSTANCE : UPDATE_INSTANCES}${parts.map((part) => `,\n  ${part}`).join('')}
  select p.key::text as key${notify ? NOTIFY : ''} from p`;
    statement = compile(shape, sql);
    compiled.set(shape, statement);
  }
  const sources: object[] = [entries, batch, rowParameters(writes)];
  if (creations) sources.unshift(creationBatch(creations));
  return { name: statement.name, text: statement.text, values: valuesOf(statement.params, sources) };
}
