import { JOB_CHANNEL } from './job-channel.js';
import { auditEntries, auditEntriesPart } from './instance-write-audit.js';
import { EFFECTS } from './instance-write-effects.js';
import { CREATE_INSTANCE, CREATE_INSTANCES, UPDATE_INSTANCE, UPDATE_INSTANCES } from './instance-write-heads.js';
import {
  $,
  NONE,
  valuesOf,
  type CreationBatch,
  type InstanceBatch,
  type InstanceCreation,
  type InstanceWrite,
  type ParamName,
  type RowTable,
} from './instance-write-params.js';

/** Wakes the long polls of the job types that became activatable, once the write commits. */
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
