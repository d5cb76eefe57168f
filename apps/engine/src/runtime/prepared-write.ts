import { suspensionToRow } from './suspension-row.js';
import type { ProcessInstanceLifecycle, ProcessInstanceState, TimedRuntimeEvent } from '@baton/runtime';
import { stringifyJson } from '../json/json-codec.js';
import type { CommandContext, PendingAudit } from './command-context.js';
import { toHistoryRows } from './history-rows.js';
import { messageSubscriptionHandOvers } from '../messages/message-subscription-outbox.js';
import { commandOutboxRows } from './instance-outbox.repository.js';
import type { InstanceCreation, InstanceWrite } from './instance-write-params.js';
import { isoTime } from './iso-time.js';
import type { LoadedInstance, NewInstanceInfo } from './loaded-instance.js';
import { decisionInstanceRows } from './tables/decision-instance.table.js';
import { ELEMENT_INSTANCE_TABLE } from './tables/element-instance.table.js';
import { INCIDENT_TABLE, type IncidentRow } from './tables/incident.table.js';
import type { InstanceIdentity } from './tables/instance-identity.js';
import type { TableField } from './tables/instance-table.js';
import { DIFFED_TABLES } from './tables/instance-tables.js';
import type { JobRow } from './tables/job.table.js';

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
  context: CommandContext | undefined,
): Pick<InstanceWrite, 'idempotencyCaller' | 'idempotencyRoute' | 'idempotencyKey' | 'idempotencyPartition' | 'answerStatus' | 'answerBody'> {
  const answer = context?.answer;
  if (!answer || context.answersLater?.(loaded))
    return { idempotencyCaller: null, idempotencyRoute: null, idempotencyKey: null, idempotencyPartition: null, answerStatus: null, answerBody: null };
  return {
    idempotencyCaller: answer.caller,
    idempotencyRoute: answer.route,
    idempotencyKey: answer.key,
    idempotencyPartition: answer.partition,
    answerStatus: answer.status,
    answerBody: stringifyJson(context.answerBody?.(loaded) ?? null),
  };
}

function lifecycleOf(state: ProcessInstanceState): ProcessInstanceLifecycle {
  const processInstance = state.elementInstances.get(state.processInstanceKey);
  if (processInstance?.state === 'COMPLETED') return 'COMPLETED';
  if (processInstance?.state === 'TERMINATED') return 'TERMINATED';
  return state.suspension ? 'SUSPENDED' : 'ACTIVE';
}

/**
 * Each diffed table's rows that differ from the snapshot, as JSON text (the write sends them), and the changed job
 * rows. Every live row also goes to `after`, the snapshot as this write leaves it, by the same `table:key`. Each row
 * is turned into JSON once: the text compared with the snapshot is the one sent. A row leaving the live rows is
 * stamped with the command's time where its table says so (a job's `ended_at`).
 */
function changedRows(
  state: ProcessInstanceState,
  identity: InstanceIdentity,
  snapshot: Map<string, string>,
  after: Map<string, string>,
  endedAt: string,
): { texts: Record<Exclude<TableField, 'incidents'>, string[]>; jobs: JobRow[] } {
  const texts = {} as Record<TableField, string[]>;
  let jobs: JobRow[] = [];
  const liveElement = (key: string) => after.has(`${ELEMENT_INSTANCE_TABLE.prefix}:${key}`);
  for (const table of DIFFED_TABLES) {
    const rows: Record<string, unknown>[] = [];
    const changed: string[] = [];
    for (const item of table.state.items(state)) {
      const row = table.toRow(item, identity);
      const key = `${table.prefix}:${item.key}`;
      const json = stringifyJson(row);
      const live = table.isLive(row, liveElement);
      if (snapshot.get(key) !== json) {
        const sent = live || table.endedAt === undefined ? row : { ...row, [table.endedAt]: endedAt };
        rows.push(sent);
        changed.push(sent === row ? json : stringifyJson(sent));
      }
      if (live) after.set(key, json);
    }
    texts[table.field] = changed;
    if (table.field === 'jobs') jobs = rows as JobRow[];
  }
  return { texts, jobs };
}

/**
 * What a command's write sends (with the request's answer and audit entry its context holds), and the rows a later
 * load would read after it. `handsOverMessageSubscriptions`: Citus mode, where message subscriptions are copied to
 * their correlation key's shard.
 */
export function prepareWrite(
  loaded: LoadedInstance,
  events: TimedRuntimeEvent[],
  now: number,
  created?: NewInstanceInfo,
  context?: CommandContext,
  handsOverMessageSubscriptions = false,
): PreparedWrite {
  const audit = context?.audit;
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
  const changed = changedRows(state, identity, snapshot, after, isoTime(now));
  const incidentRows = incidentRowsOf(loaded, events, now);
  const write: InstanceWrite = {
    processInstanceKey: identity.processInstanceKey,
    expectedRevision: loaded.revision ?? '0',
    eventCount: events.length,
    lifecycle,
    endDate: lifecycle === 'ACTIVE' || lifecycle === 'SUSPENDED' ? null : isoTime(now),
    suspension: lifecycle === 'SUSPENDED' && state.suspension ? stringifyJson(suspensionToRow(state.suspension, identity)) : null,
    suspendedDate: lifecycle === 'SUSPENDED' && state.suspension ? isoTime(state.suspension.suspendedAt) : null,
    incidentCount: state.incidents.size,
    history: stringifyJson(toHistoryRows(events)),
    ...changed.texts,
    incidents: incidentRows.map((row) => stringifyJson(row)),
    signalOutbox: outboxRows(events, identity).map((row) => stringifyJson(row)),
    commandOutbox: commandOutboxRows(events, identity.processInstanceKey).map((row) => stringifyJson(row)),
    messageSubscriptionOutbox: handsOverMessageSubscriptions
      ? messageSubscriptionHandOvers(events, loaded.snapshot, identity).map((row) => stringifyJson(row))
      : [],
    decisionInstances: decisionInstancesOf(events, identity, state.parent?.rootProcessInstanceKey ?? identity.processInstanceKey).map((row) =>
      stringifyJson(row),
    ),
    closedSubscriptionKeys: events.filter((event) => event.type === 'SubscriptionClosed').map((event) => event.subscriptionKey),
    activatableJobTypes: [...new Set(changed.jobs.filter((row) => row.state === 'ACTIVATABLE').map((row) => row.type))],
    ...idempotentAnswer(loaded, context),
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
function outboxRows(events: TimedRuntimeEvent[], { processInstanceKey, tenantId }: InstanceIdentity) {
  return events.flatMap((event) =>
    event.type === 'SignalThrown'
      ? [
          {
            key: event.signalKey,
            processInstanceKey,
            signalName: event.signalName,
            tenantId,
            variables: event.variables,
            createdAt: new Date(event.timestamp).toISOString(),
          },
        ]
      : [],
  );
}

/** The decision instances of the decisions the command's business rule tasks evaluated, written with the instance. */
function decisionInstancesOf(events: TimedRuntimeEvent[], identity: InstanceIdentity, rootProcessInstanceKey: string) {
  return events.flatMap((event) =>
    event.type === 'DecisionEvaluated'
      ? decisionInstanceRows({
          decisionEvaluationKey: event.decisionEvaluationKey,
          decisionId: event.decisionId,
          decisionRequirementsKey: event.decisionRequirementsKey,
          evaluatedDecisions: event.evaluatedDecisions,
          failedDecisionId: event.failedDecisionId,
          failureMessage: event.failureMessage,
          evaluationDate: isoTime(event.timestamp),
          tenantId: identity.tenantId,
          caller: {
            processInstanceKey: identity.processInstanceKey,
            rootProcessInstanceKey,
            processDefinitionKey: identity.processDefinitionKey,
            elementInstanceKey: event.elementInstanceKey,
            elementId: event.elementId,
          },
        })
      : [],
  );
}

function incidentRowsOf(loaded: LoadedInstance, events: TimedRuntimeEvent[], now: number): IncidentRow[] {
  const rows = new Map<string, IncidentRow>();
  for (const event of events) {
    if (event.type === 'IncidentCreated' || event.type === 'IncidentMigrated') {
      const incident = loaded.state.incidents.get(event.incidentKey);
      if (incident) rows.set(event.incidentKey, INCIDENT_TABLE.toRow(incident, loaded.identity));
    } else if (event.type === 'IncidentResolved') {
      const incident = loaded.loadedIncidents.get(event.incidentKey);
      if (incident) rows.set(event.incidentKey, { ...INCIDENT_TABLE.toRow(incident, loaded.identity), state: 'RESOLVED', resolved_at: isoTime(now) });
    }
  }
  return [...rows.values()];
}
