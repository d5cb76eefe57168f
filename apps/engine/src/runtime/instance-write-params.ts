import type { ProcessInstanceLifecycle } from '@baton/runtime';
import type { AuditLogEntityTypeEnum, AuditLogOperationTypeEnum } from '@baton/api-contract';
import type { AuditRowValues } from '../audit/audit-entry-sql.js';
import type { TableField } from './tables/instance-table.js';

/**
 * What a command's write carries for its process instance: the instance row (created, or its revision moved on,
 * which fails when another command wrote first), its history batch, every changed row, the request's idempotent
 * answer and the wake-up of job workers. The writes handed over together go in one statement (instance-write.ts),
 * a single command's as a group of one; its parameters (InstanceBatch) hold every write's values.
 */
export interface InstanceWrite {
  processInstanceKey: string;
  /** The revision the command loaded ('0' for a new instance). */
  expectedRevision: string;
  eventCount: number;
  lifecycle: ProcessInstanceLifecycle;
  endDate: string | null;
  /** While SUSPENDED: the suspension as JSON text (suspension-row.ts); null otherwise. */
  suspension: string | null;
  /** While SUSPENDED: since when (the row's suspended_date), apart from the JSON (see instance-write-heads.ts). */
  suspendedDate: string | null;
  incidentCount: number;
  /** The command's events as one JSON array (see history-rows.ts). */
  history: string;
  /**
   * The changed rows of each table, each as its JSON text (see tables/). They become one JSON array per table only
   * for the statement, so that a group's statement joins every write's rows in one copy.
   */
  elementInstances: readonly string[];
  variables: readonly string[];
  jobs: readonly string[];
  incidents: readonly string[];
  subscriptions: readonly string[];
  userTasks: readonly string[];
  compensations: readonly string[];
  /** The decision instances of the business rule tasks the command evaluated, each row's JSON text (tables/decision-instance.table.ts). */
  decisionInstances: readonly string[];
  /** Thrown signals, each row's JSON text naming the instance (`processInstanceKey`) that threw it. */
  signalOutbox: readonly string[];
  /** Commands for other instances (instance-outbox.ts), carried out once this commits; each row names its source instance. */
  commandOutbox: readonly string[];
  /** Citus mode only (empty on one PostgreSQL): the message subscription copies to hand over (messages/message-subscription-outbox.ts). */
  messageSubscriptionOutbox: readonly string[];
  closedSubscriptionKeys: string[];
  /** Job types to NOTIFY at commit, so long-polling workers wake. */
  activatableJobTypes: string[];
  idempotencyCaller: string | null;
  idempotencyRoute: string | null;
  idempotencyKey: string | null;
  idempotencyPartition: number | null;
  answerStatus: number | null;
  answerBody: string | null;
  /** The operation's audit entry this write records as SUCCESS (see command-context.ts), stamped with the command's time. */
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
 * The statement's parameters for the writes it carries (group commit: writes handed over together, a batch of due
 * timers; a single command's write is a group of one): the per-instance values as arrays, in one order, and every
 * write's rows of each table as one JSON array (each row names its instance).
 */
export interface InstanceBatch {
  /** The first write's instance: a group of one finds its instance by key (instance-write-heads.ts). */
  processInstanceKey: string;
  processInstanceKeys: string[];
  /**
   * The partitions of the written instances, each once: a part that reaches rows by a value of another part's (a
   * subscription closed, an audit entry's entity) also names these, so that Citus, which prunes shards only by a
   * value it knows before running the statement, sends it to the instances' shards alone.
   */
  partitionIds: number[];
  expectedRevisions: string[];
  eventCounts: number[];
  lifecycles: ProcessInstanceLifecycle[];
  endDates: (string | null)[];
  suspensions: (string | null)[];
  suspendedDates: (string | null)[];
  incidentCounts: number[];
  processDefinitionKeys: string[];
  bpmnProcessIds: string[];
  versions: number[];
  /**
   * The histories as one JSON array, in the order of processInstanceKeys: a `json[]` parameter made node-postgres
   * escape every quote of every event into an array literal, a cost the size of the histories.
   */
  histories: string;
  closedSubscriptionKeys: string[];
  /** The instance of each closed subscription, in the order of closedSubscriptionKeys. */
  closedSubscriptionInstanceKeys: string[];
  /** A payload for each partition and job type that became activatable (job-channel.ts). */
  jobNotifications: string[];
  signalOutbox: string;
  commandOutbox: string;
  messageSubscriptionOutbox: string;
  decisionInstances: string;
  /** The idempotent answers, value by value, and each one's instance; the bodies as one JSON array in that order. */
  answerInstanceKeys: string[];
  idempotencyCallers: string[];
  idempotencyRoutes: string[];
  idempotencyKeys: string[];
  idempotencyPartitions: number[];
  answerStatuses: (number | null)[];
  answerBodies: string;
}

/** The audit entries writes carry (see InstanceWrite.audit), value by value, and each one's instance. */
export interface AuditEntries {
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
  /** Each creation's runtime instructions as JSON text (an array of element ids), null where it gave none. */
  terminateAfterElementIdSets: (string | null)[];
}

export type ParamName = TableField | keyof InstanceBatch | keyof CreationBatch | keyof AuditEntries;

/**
 * A statement's values in the order of its parameters, each from the first of `sources` that has it: spreading the
 * sources into one object of some sixty keys cost more than the rest of a group statement's assembly.
 */
export function valuesOf(params: readonly ParamName[], sources: readonly object[]): unknown[] {
  return params.map((param) => {
    for (const source of sources) if (param in source) return (source as Record<string, unknown>)[param];
    return undefined;
  });
}

/** A named parameter in the SQL below; each statement numbers the ones it uses (see compile). */
export const $ = (name: ParamName): string => `$${name}`;

/** A JSON array of rows that holds none. */
export const NONE = '[]';
