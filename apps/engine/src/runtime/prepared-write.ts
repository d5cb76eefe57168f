import type { ProcessInstanceLifecycle, ProcessInstanceState, TimedRuntimeEvent } from '@baton/runtime';
import { stringifyJson } from '../json/json-codec.js';
import { pendingIdempotentAnswer, type PendingAudit } from './commit-attachments.js';
import { toHistoryRows } from './history-rows.js';
import { commandOutboxRows } from './instance-outbox.repository.js';
import { elementInstanceToRow, incidentToRow, jobToRow, variableToRow, type IncidentRow, type JobRow } from './instance-rows.js';
import type { InstanceCreation, InstanceWrite } from './instance-write-params.js';
import { isoTime } from './iso-time.js';
import type { LoadedInstance, NewInstanceInfo } from './loaded-instance.js';
import { compensationToRow, type CompensationRow } from './compensation-rows.js';
import { subscriptionToRow } from './subscription-rows.js';
import { userTaskToRow, type UserTaskRow } from './user-task-rows.js';

/** A command's write, ready to send (see prepareWrite). */
export interface PreparedWrite {
  write: InstanceWrite;
  creation: InstanceCreation | undefined;
  /** The rows a load would read after this write, by `table:key` (what the instance cache keeps). */
  after: Map<string, string>;
  /** The operation's audit entry the write carries, if any. */
  audit: PendingAudit | undefined;
}

/** The answer of an idempotent request rides along with its command's write; without one, the update matches nothing. */
function idempotentAnswer(
  loaded: LoadedInstance,
): Pick<InstanceWrite, 'idempotencyCaller' | 'idempotencyRoute' | 'idempotencyKey' | 'answerStatus' | 'answerBody'> {
  const answer = pendingIdempotentAnswer();
  if (!answer?.bodyFor) return { idempotencyCaller: null, idempotencyRoute: null, idempotencyKey: null, answerStatus: null, answerBody: null };
  return {
    idempotencyCaller: answer.caller,
    idempotencyRoute: answer.route,
    idempotencyKey: answer.key,
    answerStatus: answer.status,
    answerBody: stringifyJson(answer.bodyFor(loaded) ?? null),
  };
}

function lifecycleOf(state: ProcessInstanceState): ProcessInstanceLifecycle {
  const processInstance = state.elementInstances.get(state.processInstanceKey);
  if (processInstance?.state === 'COMPLETED') return 'COMPLETED';
  if (processInstance?.state === 'TERMINATED') return 'TERMINATED';
  return 'ACTIVE';
}

/** The rows a write sends of one table, and each one's JSON text (instance-write.ts joins them into the statement's array). */
interface ChangedRows<R> {
  rows: R[];
  /** Each changed row's JSON text, as the write sends it. */
  texts: string[];
}

/**
 * The rows of `items` that differ from the snapshot, as `written` sends them. Every row whose item a later load
 * would read again (`kept`) also goes to `after`, the snapshot as this write leaves it, by the same `table:key`.
 * Each row is turned into JSON once: the text compared with the snapshot is the one sent.
 */
function changedRows<T, R>(
  items: Iterable<T>,
  keyOf: (item: T) => string,
  toRow: (item: T) => R,
  table: string,
  snapshot: Map<string, string>,
  after: Map<string, string>,
  kept: (row: R) => boolean,
  written: (row: R) => R = (row) => row,
): ChangedRows<R> {
  const rows: R[] = [];
  const texts: string[] = [];
  for (const item of items) {
    const row = toRow(item);
    const key = `${table}:${keyOf(item)}`;
    const json = stringifyJson(row);
    if (snapshot.get(key) !== json) {
      const sent = written(row);
      rows.push(sent);
      texts.push(sent === row ? json : stringifyJson(sent));
    }
    if (kept(row)) after.set(key, json);
  }
  return { rows, texts };
}

/** What LOAD_SQL reads of each table: active element instances, open jobs and tasks, compensations still relevant. */
const OPEN_JOB = (row: JobRow) => row.state !== 'COMPLETED' && row.state !== 'CANCELED';
const CREATED_TASK = (row: UserTaskRow) => row.state === 'CREATED';
const LIVE_COMPENSATION = (row: CompensationRow) => row.state === 'COMPLETED' || row.state === 'QUEUED' || row.state === 'COMPENSATING';
const ANY_ROW = () => true;

/** What a command's write sends, and the rows a later load would read after it. */
export function prepareWrite(loaded: LoadedInstance, events: TimedRuntimeEvent[], now: number, created?: NewInstanceInfo, audit?: PendingAudit): PreparedWrite {
  const { state, snapshot } = loaded;
  // A migration moved the instance to another definition: every row it writes names the new one.
  loaded.identity = {
    ...loaded.identity,
    processDefinitionKey: state.processDefinitionKey,
    bpmnProcessId: state.process.id,
    version: state.processDefinitionVersion,
  };
  const { identity } = loaded;
  const lifecycle = lifecycleOf(state);
  const after = new Map<string, string>();
  const elementRows = changedRows(
    state.elementInstances.values(),
    (i) => i.key,
    (i) => elementInstanceToRow(i, identity),
    'element',
    snapshot,
    after,
    (row) => row.end_date === null,
  );
  const variables = [...state.variables.values()].flatMap((scope) => [...scope.values()]);
  const variableRows = changedRows(
    variables,
    (v) => v.key,
    (v) => variableToRow(v, identity),
    'variable',
    snapshot,
    after,
    // the load reaches variables through their scope, an active element instance
    (row) => after.has(`element:${row.scope_key}`),
  );
  const jobRows = changedRows(
    state.jobs.values(),
    (j) => j.key,
    (j) => jobToRow(j, identity),
    'job',
    snapshot,
    after,
    OPEN_JOB,
    (row) => (OPEN_JOB(row) ? row : { ...row, ended_at: isoTime(now) }),
  );
  const incidentRows = incidentRowsOf(loaded, events, now);
  const write: InstanceWrite = {
    processInstanceKey: identity.processInstanceKey,
    expectedRevision: loaded.revision ?? '0',
    eventCount: events.length,
    lifecycle,
    endDate: lifecycle === 'ACTIVE' ? null : isoTime(now),
    incidentCount: state.incidents.size,
    history: stringifyJson(toHistoryRows(events)),
    elementInstances: elementRows.texts,
    variables: variableRows.texts,
    jobs: jobRows.texts,
    incidents: incidentRows.map((row) => stringifyJson(row)),
    subscriptions: changedRows(
      state.subscriptions.values(),
      (x) => x.key,
      (x) => subscriptionToRow(x, identity),
      'subscription',
      snapshot,
      after,
      ANY_ROW,
    ).texts,
    userTasks: changedRows(
      state.userTasks.values(),
      (x) => x.key,
      (x) => userTaskToRow(x, identity),
      'userTask',
      snapshot,
      after,
      CREATED_TASK,
    ).texts,
    compensations: changedRows(
      state.compensations.values(),
      (x) => x.key,
      (x) => compensationToRow(x, identity),
      'compensation',
      snapshot,
      after,
      LIVE_COMPENSATION,
    ).texts,
    signalOutbox: stringifyJson(outboxRows(events, identity.tenantId)),
    commandOutbox: stringifyJson(commandOutboxRows(events)),
    closedSubscriptionKeys: events.filter((event) => event.type === 'SubscriptionClosed').map((event) => event.subscriptionKey),
    activatableJobTypes: [...new Set(jobRows.rows.filter((row) => row.state === 'ACTIVATABLE').map((row) => row.type))],
    ...idempotentAnswer(loaded),
    audit: audit ? { ...audit.row, timestamp: isoTime(now) } : null,
    processDefinitionKey: identity.processDefinitionKey,
    bpmnProcessId: identity.bpmnProcessId,
    version: identity.version,
  };
  const processInstance = state.elementInstances.get(state.processInstanceKey);
  const creation: InstanceCreation | undefined = created && {
    tenantId: identity.tenantId,
    startDate: isoTime(processInstance?.startTime ?? now),
    tags: stringifyJson(created.tags),
    businessId: created.businessId,
    parentProcessInstanceKey: state.parent?.processInstanceKey ?? null,
    parentElementInstanceKey: state.parent?.elementInstanceKey ?? null,
    rootProcessInstanceKey: state.parent?.rootProcessInstanceKey ?? null,
    terminateAfterElementIds: state.terminateAfterElementIds.length > 0 ? [...state.terminateAfterElementIds] : null,
    expectedLatestDefinitionKey: created.expectedLatestDefinitionKey ?? null,
  };
  return { write, creation, after, audit };
}

/** Thrown signals wait in the outbox, written with the throw, until they are broadcast. */
function outboxRows(events: TimedRuntimeEvent[], tenantId: string) {
  return events.flatMap((event) =>
    event.type === 'SignalThrown'
      ? [{ key: event.signalKey, signalName: event.signalName, tenantId, variables: event.variables, createdAt: new Date(event.timestamp).toISOString() }]
      : [],
  );
}

function incidentRowsOf(loaded: LoadedInstance, events: TimedRuntimeEvent[], now: number): IncidentRow[] {
  const rows = new Map<string, IncidentRow>();
  for (const event of events) {
    if (event.type === 'IncidentCreated') {
      const incident = loaded.state.incidents.get(event.incidentKey);
      if (incident) rows.set(event.incidentKey, incidentToRow(incident, loaded.identity, null));
    } else if (event.type === 'IncidentMigrated') {
      const incident = loaded.state.incidents.get(event.incidentKey);
      if (incident) rows.set(event.incidentKey, incidentToRow(incident, loaded.identity, null));
    } else if (event.type === 'IncidentResolved') {
      const incident = loaded.loadedIncidents.get(event.incidentKey);
      if (incident) rows.set(event.incidentKey, incidentToRow(incident, loaded.identity, now));
    }
  }
  return [...rows.values()];
}
